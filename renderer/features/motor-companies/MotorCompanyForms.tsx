import { useNavigate, useParams } from 'react-router-dom';
import { CompanyInputSchema } from '../../../shared/contract/companies/companies.schema.js';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { TextField } from '../../components/form/TextField.js';
import { useContractForm, type ContractForm, saveResult } from '../../components/form/useContractForm.js';
import {
  CompanyImageInputs, useCompanyImagePicks, companyLabels, companyToInput, emptyCompany, useCreateCompanyMutation,
  useGetCompanyQuery, useUpdateCompanyMutation, type CompanyRecord,
} from '../companies/public.js';

import { useFormGridStyles } from '../../components/form/formGrid.js';

/** The company schema; with `showPortal` (the short form) it requires only the name and the portal (FIELDS.md "Please enter portal"). */
type PortalForm = ContractForm<typeof CompanyInputSchema>;
const portalLabels = { ...companyLabels, companyPortal: 'Company Portal' };
const LOGO_REQUIRED = 'Please choose the logo';

function PortalInputs({ contractForm }: { contractForm: PortalForm }) {
  const formGrid = useFormGridStyles();
  return (
    <div className={formGrid.grid}>
      <TextField contractForm={contractForm} name="companyName" label={companyLabels.companyName} required dirAuto />
      <TextField contractForm={contractForm} name="companyPortal" label={portalLabels.companyPortal} required hint="The portal's address, e.g. https://portal.example.ae" />
    </div>
  );
}

/**
 * `/motor-companies/create`: the "Portals" short form (FIELDS.md): name, portal and logo; the
 * company is created with `showPortal` and motor on, the logo uploaded once it exists. The rest of
 * the company is completed, when needed, on `/companies`.
 */
export function MotorCompanyCreate() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [createCompany] = useCreateCompanyMutation();
  const images = useCompanyImagePicks();
  const contractForm = useContractForm({
    schema: CompanyInputSchema,
    labels: portalLabels,
    defaultValues: { ...emptyCompany, showPortal: true, motorInsuranceActive: true, motorInsurance: { ...emptyCompany.motorInsurance, eSanadRecommendation: false } },
    save: async (values) => {
      if (!images.requirePick('logo', LOGO_REQUIRED)) return { ok: false, error: { status: 0, message: `Logo: ${LOGO_REQUIRED}` } };
      return saveResult(await createCompany(values));
    },
    onSaved: (saved) => {
      notify.success(`Motor company ${saved.companyName} saved`);
      void images.uploadTo(saved._id).then((refusals) => {
        if (refusals.length > 0) notify.error('The motor company was saved, but not its logo', refusals.join('\n'));
        void navigate('/motor-companies');
      });
    },
  });
  return (
    <FormScreen title="New motor company" recordName="The motor company" contractForm={contractForm} cancelTo="/motor-companies">
      <PortalInputs contractForm={contractForm} />
      <CompanyImageInputs images={images} kinds={['logo']} required={['logo']} />
    </FormScreen>
  );
}

function PortalEditForm({ company }: { company: CompanyRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [updateCompany] = useUpdateCompanyMutation();
  const images = useCompanyImagePicks();
  const contractForm = useContractForm({
    schema: CompanyInputSchema,
    labels: portalLabels,
    // Update takes the whole company: the fields this form does not show are sent as they are.
    defaultValues: companyToInput(company),
    save: async (values) => saveResult(await updateCompany({ id: company._id, body: values })),
    onSaved: (saved) => {
      notify.success(`Motor company ${saved.companyName} saved`);
      void images.uploadTo(saved._id).then((refusals) => {
        if (refusals.length > 0) notify.error('The motor company was saved, but not its logo', refusals.join('\n'));
        void navigate('/motor-companies');
      });
    },
  });
  return (
    <FormScreen title={`Edit ${company.companyName}`} recordName={company.companyName} contractForm={contractForm} cancelTo="/motor-companies">
      <PortalInputs contractForm={contractForm} />
      <CompanyImageInputs images={images} current={company} kinds={['logo']} />
    </FormScreen>
  );
}

/** `/motor-companies/[companyId]/edit`: name, portal and logo. */
export function MotorCompanyEdit() {
  const { companyId = '' } = useParams();
  const result = useGetCompanyQuery(companyId);
  if (!result.data) {
    return <DetailScreen query={result} loaded={false} title="Edit motor company" back={{ to: '/motor-companies', label: 'Back to motor companies' }} />;
  }
  return <PortalEditForm key={result.data._id} company={result.data} />;
}
