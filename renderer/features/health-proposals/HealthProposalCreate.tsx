import {
  Button, Caption1, Checkbox, Field, Input, Radio, RadioGroup, Select, Subtitle1, Subtitle2, makeStyles, tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useController, useFieldArray, type FieldPath } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  HEALTH_CURRENT_INSURERS, HEALTH_CO_PAYS, HEALTH_GENDERS, HealthProposalCreateSchema, type HealthProposalCreate,
} from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { HEALTH_QUOTE_EVENTS } from '../../../shared/contract/proposals/index.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { HEALTH_INSURED_TYPES, SALARY_BANDS } from '../../../shared/domain/healthPricing.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { LoadError } from '../../components/LoadError.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';
import { SelectField } from '../../components/form/SelectField.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import { useContractForm, type ContractForm } from '../../components/form/useContractForm.js';
import { useGetHealthLeadQuery, type HealthLeadRecord } from '../health-leads/public.js';
import { LiveQuotes, ageInYears, useLiveQuotes } from '../proposals/public.js';
import { useCreateHealthProposalMutation } from './healthProposalsApi.js';
import { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  member: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

type Schema = typeof HealthProposalCreateSchema;
type Form = ContractForm<Schema>;

/** FIELDS.md "Create": the sources the form offers (`sales` is asked when the source is Source). */
const SOURCES = ['Social Media', 'WhatsApp Campaign', 'Email Campaign', 'Friend Referral', 'Source'] as const;
/** The visa statuses behind "Change Status" (the second radio, sent as `visaStatus`). */
const CHANGE_STATUSES = ['Tourist/visit visa', 'Cancelled Visa'] as const;

const labels = {
  fullName: 'Full Name', arabicName: 'Arabic Name', email: 'Email', mobileNumber: 'Mobile Number', gender: 'Gender', maritalStatus: 'Marital Status',
  nationality: 'Nationality', dateOfBirth: 'Date of Birth', occupation: 'Occupation', salary: 'Salary', city: 'City', source: 'Source', sales: 'Sales',
  insurerType: 'Insured Type', visaStatus: 'Visa Status', currentInsurer: 'Who is your current insurer',
  currentInsurerExpiryDate: 'Insurance expiry/change status date', spouseDetails: 'Spouse', kidsDetails: 'Kids',
} as const;

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** The form's sources, plus the one a lead came with when the form does not offer it (Website, Tasheel…). */
const sourcesWith = (current: string | undefined): readonly string[] => (!current || (SOURCES as readonly string[]).includes(current) ? SOURCES : [current, ...SOURCES]);
const blankPerson = (gender: (typeof HEALTH_GENDERS)[number]) => ({ fullName: '', dateOfBirth: '', gender });

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  const formGrid = useFormGridStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle1 as="h2">{title}</Subtitle1>
      <div className={formGrid.grid}>{children}</div>
    </section>
  );
}

/** An input bound to a member's field (`kidsDetails.1.fullName`): the form kit's fields take top-level names only. */
function MemberInput({ form, name, label, type = 'text', hint }: { form: Form; name: FieldPath<HealthProposalCreate>; label: string; type?: 'text' | 'date'; hint?: string }) {
  const { field, fieldState } = useController({ control: form.form.control, name });
  return (
    <Field label={label} required validationMessage={fieldState.error?.message} hint={fieldState.error ? undefined : hint}>
      <Input type={type} name={field.name} ref={field.ref} value={typeof field.value === 'string' ? field.value : ''} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} />
    </Field>
  );
}

function MemberGender({ form, name }: { form: Form; name: FieldPath<HealthProposalCreate> }) {
  const { field, fieldState } = useController({ control: form.form.control, name });
  return (
    <Field label="Gender" required validationMessage={fieldState.error?.message}>
      <Select value={typeof field.value === 'string' ? field.value : ''} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur}>
        {HEALTH_GENDERS.map((gender) => <option key={gender}>{gender}</option>)}
      </Select>
    </Field>
  );
}

const ageHint = (dateOfBirth: unknown) => {
  const age = typeof dateOfBirth === 'string' ? ageInYears(dateOfBirth) : null;
  return age === null ? undefined : `Age ${age}`;
};

/** One insured family member: name, date of birth (with the age it gives), gender. */
function MemberRow({ form, list, index, title, children }: { form: Form; list: 'spouseDetails' | 'kidsDetails'; index: number; title: string; children?: ReactNode }) {
  const styles = useStyles();
  const dateOfBirth = form.form.watch(`${list}.${index}.dateOfBirth`);
  return (
    <fieldset className={styles.member} aria-label={title}>
      <MemberInput form={form} name={`${list}.${index}.fullName`} label={`${title} full name`} />
      <MemberInput form={form} name={`${list}.${index}.dateOfBirth`} label={`${title} date of birth`} type="date" hint={ageHint(dateOfBirth)} />
      <MemberGender form={form} name={`${list}.${index}.gender`} />
      {children}
    </fieldset>
  );
}

function FamilySection({ form }: { form: Form }) {
  const styles = useStyles();
  const spouses = useFieldArray({ control: form.form.control, name: 'spouseDetails' });
  const kids = useFieldArray({ control: form.form.control, name: 'kidsDetails' });
  const principalGender = form.form.watch('gender');
  return (
    <section className={styles.section} aria-label="Family">
      <Subtitle1 as="h2">Family</Subtitle1>
      <Checkbox
        label="Add spouse"
        checked={spouses.fields.length > 0}
        onChange={(_, data) => (data.checked ? spouses.append(blankPerson(principalGender === 'Female' ? 'Male' : 'Female')) : spouses.remove())}
      />
      {spouses.fields.map((spouse, index) => <MemberRow key={spouse.id} form={form} list="spouseDetails" index={index} title="Spouse" />)}
      <Subtitle2 as="h3">Kids</Subtitle2>
      {kids.fields.map((kid, index) => (
        <MemberRow key={kid.id} form={form} list="kidsDetails" index={index} title={`Kid ${index + 1}`}>
          <Button icon={<DeleteRegular />} aria-label={`Remove kid ${index + 1}`} onClick={() => kids.remove(index)} />
        </MemberRow>
      ))}
      <div>
        <Button icon={<AddRegular />} onClick={() => kids.append(blankPerson('Male'))}>Add kid</Button>
      </div>
    </section>
  );
}

/** Visa status: Renewal, Change Status (then which one) or New; the form sends the one chosen as `visaStatus`. */
function VisaStatusField({ form }: { form: Form }) {
  const { field, fieldState } = useController({ control: form.form.control, name: 'visaStatus' });
  const [changing, setChanging] = useState(false);
  const isChange = changing || (CHANGE_STATUSES as readonly string[]).includes(field.value ?? '');
  return (
    <>
      <Field label={labels.visaStatus} required validationMessage={isChange ? undefined : fieldState.error?.message}>
        <RadioGroup
          layout="horizontal"
          value={isChange ? 'Change Status' : (field.value ?? '')}
          onChange={(_, data) => {
            setChanging(data.value === 'Change Status');
            field.onChange(data.value === 'Change Status' ? undefined : data.value);
          }}
        >
          <Radio value="Renewal" label="Renewal" />
          <Radio value="Change Status" label="Change Status" />
          <Radio value="New" label="New" />
        </RadioGroup>
      </Field>
      {isChange ? (
        <Field label="Change Status from" required validationMessage={fieldState.error?.message}>
          <RadioGroup layout="horizontal" value={field.value ?? ''} onChange={(_, data) => field.onChange(data.value)}>
            {CHANGE_STATUSES.map((status) => <Radio key={status} value={status} label={status} />)}
          </RadioGroup>
        </Field>
      ) : null}
    </>
  );
}

function CoPayField({ form }: { form: Form }) {
  const { field } = useController({ control: form.form.control, name: 'preferenceDetails.preferredCoPay' });
  const chosen = (field.value ?? []) as number[];
  return (
    <Field label="Preferred Co Pay">
      <div role="group" aria-label="Preferred Co Pay">
        {HEALTH_CO_PAYS.map((coPay) => (
          <Checkbox
            key={coPay}
            label={`${coPay}%`}
            checked={chosen.includes(coPay)}
            onChange={(_, data) => field.onChange(data.checked ? [...chosen, coPay].sort((a, b) => a - b) : chosen.filter((v) => v !== coPay))}
          />
        ))}
      </div>
    </Field>
  );
}

function PreferenceSwitch({ form, name, label }: { form: Form; name: 'preferenceDetails.dentalCoverage' | 'preferenceDetails.opticalCoverage'; label: string }) {
  const { field } = useController({ control: form.form.control, name });
  return <Checkbox label={label} checked={field.value === true} onChange={(_, data) => field.onChange(data.checked === true)} />;
}

/** What a health lead gives the form: the person and where they came from; the family and cover are asked. */
function fromLead(lead: HealthLeadRecord): Partial<HealthProposalCreate> {
  return {
    leadId: lead._id, fullName: lead.fullName, email: lead.email, mobileNumber: lead.mobileNumber, nationality: lead.nationality,
    dateOfBirth: lead.dateOfBirth, gender: lead.gender, source: lead.source as HealthProposalCreate['source'],
  };
}

/**
 * `/health-insurance/proposals/create`: a family's health details (FIELDS.md "Create"), checked
 * with the contract's schema; on submit the server creates the proposal and prices every plan,
 * each insurer's quotes showing under the form as they arrive (the request's room), then the
 * proposal opens. A refusal keeps the form as typed, with the server's message. Opened from a
 * health lead (`?leadId=`), the form starts from the lead and the proposal converts it.
 */
// The return type is written: inferring it would read the API's types, which the area list (and so this page) defines.
export default function HealthProposalCreate(): ReactElement {
  const [params] = useSearchParams();
  const leadId = params.get('leadId');
  const lead = useGetHealthLeadQuery(leadId ?? '', { skip: !leadId });
  if (!leadId) return <HealthProposalForm />;
  if (lead.isError) return <LoadError error={lead.error} onRetry={lead.refetch} />;
  return lead.data ? <HealthProposalForm lead={lead.data} /> : <Caption1>Reading the lead…</Caption1>;
}

function HealthProposalForm({ lead }: { lead?: HealthLeadRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [create] = useCreateHealthProposalMutation();
  const live = useLiveQuotes(HEALTH_QUOTE_EVENTS);
  const contractForm = useContractForm({
    schema: HealthProposalCreateSchema,
    labels,
    defaultValues: {
      fullName: '', email: '', mobileNumber: '', maritalStatus: 'Married', nationality: 'United Arab Emirates', dateOfBirth: '',
      source: 'Social Media', spouseDetails: [], kidsDetails: [],
      preferenceDetails: { preferredCoPay: [], dentalCoverage: false, opticalCoverage: false },
      ...(lead && fromLead(lead)),
    },
    save: async (values) => {
      const outcome = await live.price((reqId) => create({ reqId, body: values }), (answer) => ('data' in answer && answer.data ? answer.data : null));
      const error = callError(outcome);
      return error ? { ok: false as const, error } : { ok: true as const, data: outcome.data! };
    },
    onSaved: (created) => {
      notify.success(`Health proposal ${created.proposal.ref} created`, `${created.quotes.length} quotes priced`);
      void navigate(`${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(created.proposal._id)}`, { state: { refusals: created.refusals } });
    },
  });
  const source = contractForm.form.watch('source');
  const dateOfBirth = contractForm.form.watch('dateOfBirth');

  return (
    <FormScreen title="New health proposal" recordName="the new health proposal" contractForm={contractForm} cancelTo={HEALTH_PROPOSALS_PATH}>
      <Section title="Personal">
        <TextField contractForm={contractForm} name="fullName" label={labels.fullName} required dirAuto />
        <TextField contractForm={contractForm} name="arabicName" label={labels.arabicName} dirAuto />
        <TextField contractForm={contractForm} name="email" label={labels.email} required type="email" autoComplete="email" />
        <TextField contractForm={contractForm} name="mobileNumber" label={labels.mobileNumber} required hint="5XXXXXXXX" inputMode="tel" />
        <SelectField contractForm={contractForm} name="gender" label={labels.gender} required options={options(HEALTH_GENDERS)} emptyLabel="Choose" />
        <SelectField contractForm={contractForm} name="maritalStatus" label={labels.maritalStatus} options={options(['Married', 'Single'])} />
        <TextField contractForm={contractForm} name="nationality" label={labels.nationality} />
        <TextField contractForm={contractForm} name="dateOfBirth" label={labels.dateOfBirth} required type="date" hint={ageHint(dateOfBirth)} />
        <TextField contractForm={contractForm} name="occupation" label={labels.occupation} />
        <SelectField contractForm={contractForm} name="salary" label={labels.salary} required options={options(Object.keys(SALARY_BANDS))} emptyLabel="Choose" />
        <SelectField contractForm={contractForm} name="city" label={labels.city} required options={options(EMIRATES)} emptyLabel="Choose" />
        <SelectField contractForm={contractForm} name="source" label={labels.source} options={options(sourcesWith(source))} />
        {source === 'Source' ? <TextField contractForm={contractForm} name="sales" label={labels.sales} required /> : null}
      </Section>
      <Section title="Insurance">
        <SelectField contractForm={contractForm} name="insurerType" label={labels.insurerType} required options={options(HEALTH_INSURED_TYPES)} emptyLabel="Choose" />
        <VisaStatusField form={contractForm} />
        <SelectField contractForm={contractForm} name="currentInsurer" label={labels.currentInsurer} options={options(HEALTH_CURRENT_INSURERS)} emptyLabel="None" />
        <TextField contractForm={contractForm} name="currentInsurerExpiryDate" label={labels.currentInsurerExpiryDate} type="date" />
      </Section>
      <Section title="Health">
        <SwitchField contractForm={contractForm} name="regularMedication" label="Are you on regular medication or have existing medical conditions?" />
        <SwitchField contractForm={contractForm} name="smoke" label="Do you smoke?" />
        <SwitchField contractForm={contractForm} name="hypertension" label="Do you have hypertension?" />
        <SwitchField contractForm={contractForm} name="diabetes" label="Do you have diabetes?" />
      </Section>
      <Section title="Preferences">
        <CoPayField form={contractForm} />
        <PreferenceSwitch form={contractForm} name="preferenceDetails.dentalCoverage" label="Dental Coverage" />
        <PreferenceSwitch form={contractForm} name="preferenceDetails.opticalCoverage" label="Optical Coverage" />
      </Section>
      <FamilySection form={contractForm} />
      <Caption1>Every plan of every insurer selling health is priced on submit; quotes appear below as they arrive.</Caption1>
      <LiveQuotes state={live.state} />
    </FormScreen>
  );
}
