import { Body1, Button, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { PeopleTeamAddRegular } from '@fluentui/react-icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  CENSUS_COLUMNS, CENSUS_MAX_BYTES, CENSUS_MAX_ROWS, GroupHealthCreateSchema,
} from '../../../shared/contract/group-health/group-health.schema.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { ErrorSummary } from '../../components/form/ErrorSummary.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';
import { SelectField, textOptions } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { useContractForm } from '../../components/form/useContractForm.js';
import { CorporateCustomerField } from '../corporate-customers/public.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import { GROUP_HEALTH_PATH } from './groupHealthDisplay.js';
import { useGroupHealthUpload } from './groupHealthApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '960px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  columns: { color: tokens.colorNeutralForeground2 },
});

const labels = { corporateCustomerId: 'Company', policyStartDate: 'Policy start date', emirate: 'Emirate' } as const;
const EMIRATE_OPTIONS = textOptions(EMIRATES);
const COLUMN_NAMES: Record<(typeof CENSUS_COLUMNS)[number], string> = {
  fullName: 'Name', dateOfBirth: 'Date of birth', gender: 'Gender', nationality: 'Nationality', emiratesId: 'Emirates ID', relation: 'Relation',
  maritalStatus: 'Marital status', salaryBand: 'Salary band', visaEmirate: 'Visa emirate', category: 'Category',
};

/**
 * `/group-health/create`: a company (corporate customer, prefilled from `?corporateCustomerId=`),
 * the first day of cover, the emirate and the census workbook; creating prices the census across
 * every insurer and opens the proposal with its per-row report.
 */
export default function GroupHealthCreate() {
  const styles = useStyles();
  const grid = useFormGridStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const send = useGroupHealthUpload();
  const census = usePickedDocument(['excel', 'csv'], 'Census', 'Excel workbook (.xlsx) or CSV', { pick: 'sheet', maxBytes: CENSUS_MAX_BYTES });
  useDocumentTitle('New group health proposal');
  const contractForm = useContractForm({
    schema: GroupHealthCreateSchema,
    labels,
    defaultValues: { corporateCustomerId: params.get('corporateCustomerId') ?? '', policyStartDate: '', emirate: 'Dubai' },
    checkExtra: census.check,
    save: async (values) => {
      if (!census.file) return { ok: false, error: { status: 400, message: 'Census is required' } };
      return send({ endpoint: 'groupHealth.create', file: census.file, fields: values });
    },
    onSaved: (proposal) => void navigate(`${GROUP_HEALTH_PATH}/${encodeURIComponent(proposal._id)}`),
  });
  const { submit, saving } = contractForm;

  return (
    <section className={styles.root}>
      <Title2 as="h1">New group health proposal</Title2>
      <Body1>Fields marked * are required. Every member of the census is priced by every insurer&apos;s plans; rows with mistakes are left out and listed.</Body1>
      <ErrorSummary contractForm={contractForm} title="The proposal was not created" />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={grid.grid}>
          <CorporateCustomerField contractForm={contractForm} name="corporateCustomerId" />
          <TextField contractForm={contractForm} name="policyStartDate" label={labels.policyStartDate} type="date" required hint="Ages are counted on this day" />
          <SelectField contractForm={contractForm} name="emirate" label={labels.emirate} options={EMIRATE_OPTIONS} required />
        </div>
        <PickedFileField picked={census} label="Census" required />
        <Body1 className={styles.columns}>
          One member a row, at most {CENSUS_MAX_ROWS.toLocaleString('en-AE')} rows, with the columns {CENSUS_COLUMNS.map((column) => COLUMN_NAMES[column]).join(', ')}.
        </Body1>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" icon={saving ? <Spinner size="tiny" /> : <PeopleTeamAddRegular />} aria-busy={saving}>
            {saving ? 'Pricing the census…' : 'Create and price'}
          </Button>
          <Button type="button" onClick={() => void navigate(GROUP_HEALTH_PATH)}>Cancel</Button>
        </div>
      </form>
    </section>
  );
}
