import { Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate, useParams } from 'react-router-dom';
import { CompanyInputSchema } from '../../../shared/contract/companies/companies.schema.js';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { TextField } from '../../components/form/TextField.js';
import { useContractForm, type ContractForm } from '../../components/form/useContractForm.js';
import { companyLabels, companyToInput, emptyCompany } from '../companies/CompanyInputs.js';
import { useCreateCompanyMutation, useGetCompanyQuery, useUpdateCompanyMutation, type CompanyRecord } from '../companies/companiesApi.js';
import { saveResult } from '../companies/labels.js';

/** The portal short form: the portal is required here (FIELDS.md "Please enter portal"). */
const portalSchema = CompanyInputSchema.superRefine((company, ctx) => {
  if (!company.companyPortal) ctx.addIssue({ code: 'custom', path: ['companyPortal'], message: 'Please enter portal' });
});
type PortalForm = ContractForm<typeof portalSchema>;

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
});

function PortalInputs({ contractForm, full }: { contractForm: PortalForm; full: boolean }) {
  const styles = useStyles();
  return (
    <>
      <div className={styles.grid}>
        <TextField contractForm={contractForm} name="companyName" label={companyLabels.companyName} required dirAuto />
        <TextField contractForm={contractForm} name="companyPortal" label="Company Portal" required hint="The portal's address, e.g. https://portal.example.ae" />
      </div>
      {full ? (
        <>
          <Subtitle2 as="h2">Also required for a new company</Subtitle2>
          <div className={styles.grid}>
            <TextField contractForm={contractForm} name="companyWebsite" label={companyLabels.companyWebsite} required />
            <TextField contractForm={contractForm} name="headquarters" label={companyLabels.headquarters} required />
            <TextField contractForm={contractForm} name="startedYear" label={companyLabels.startedYear} required inputMode="numeric" />
            <TextField contractForm={contractForm} name="googlePlaceId" label={companyLabels.googlePlaceId} required />
            <TextField contractForm={contractForm} name="dec" label={companyLabels.dec} required dirAuto />
          </div>
        </>
      ) : null}
    </>
  );
}

/** `/motor-companies/create`: a motor insurer by its portal. */
export function MotorCompanyCreate() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [createCompany] = useCreateCompanyMutation();
  const contractForm = useContractForm({
    schema: portalSchema,
    labels: { ...companyLabels, companyPortal: 'Company Portal' },
    defaultValues: { ...emptyCompany, motorInsuranceActive: true },
    save: async (values) => saveResult(await createCompany(values)),
    onSaved: (saved) => {
      notify.success(`Motor company ${saved.companyName} saved`);
      void navigate('/motor-companies');
    },
  });
  return (
    <FormScreen title="New motor company" recordName="The motor company" contractForm={contractForm} cancelTo="/motor-companies">
      <PortalInputs contractForm={contractForm} full />
    </FormScreen>
  );
}

function PortalEditForm({ company }: { company: CompanyRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [updateCompany] = useUpdateCompanyMutation();
  const contractForm = useContractForm({
    schema: portalSchema,
    labels: { ...companyLabels, companyPortal: 'Company Portal' },
    // Update takes the whole company: the fields this form does not show are sent as they are.
    defaultValues: companyToInput(company),
    save: async (values) => saveResult(await updateCompany({ id: company._id, body: values })),
    onSaved: (saved) => {
      notify.success(`Motor company ${saved.companyName} saved`);
      void navigate('/motor-companies');
    },
  });
  return (
    <FormScreen title={`Edit ${company.companyName}`} recordName={company.companyName} contractForm={contractForm} cancelTo="/motor-companies">
      <PortalInputs contractForm={contractForm} full={false} />
    </FormScreen>
  );
}

/** `/motor-companies/[companyId]/edit`: name and portal. */
export function MotorCompanyEdit() {
  const { companyId = '' } = useParams();
  const result = useGetCompanyQuery(companyId);
  if (!result.data) {
    return <DetailScreen query={result} loaded={false} title="Edit motor company" back={{ to: '/motor-companies', label: 'Back to motor companies' }} />;
  }
  return <PortalEditForm key={result.data._id} company={result.data} />;
}
