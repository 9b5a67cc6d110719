import { Button, Field, Input, Radio, RadioGroup, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { UserKycUpdateSchema } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { AppLink } from '../../components/AppLink.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { ageInYears } from './proposalWizard.js';
import { useUpdateProposalCustomerMutation, type ProposalRecord } from './proposalsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}` },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const SOURCES_OF_FUNDS = ['Ownership of a business/self-employed', 'Employment/Salaried', 'Inheritance', 'Investment'] as const;
type KycKey = 'fullName' | 'mobileNumber' | 'email' | 'nationality' | 'sourceOfFunds' | 'politicallyExposed';

function KycForm({ proposal, onDone }: { proposal: ProposalRecord; onDone: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const customer = proposal.customer;
  const [update, updating] = useUpdateProposalCustomerMutation();
  const [draft, setDraft] = useState<Record<KycKey, string>>({
    fullName: customer.fullName,
    mobileNumber: customer.mobileNumber ? formatUaeMobile(customer.mobileNumber, customer.countryCode || '971') : '',
    email: customer.email,
    nationality: customer.nationality ?? '',
    sourceOfFunds: customer.profile.sourceOfFunds ?? '',
    politicallyExposed: customer.profile.politicallyExposed === true ? 'yes' : customer.profile.politicallyExposed === false ? 'no' : '',
  });
  const [errors, setErrors] = useState<Partial<Record<KycKey | 'form', string>>>({});
  const set = (key: KycKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const missing: Partial<Record<KycKey, string>> = {};
    const labels: Record<KycKey, string> = {
      fullName: 'Full name', mobileNumber: 'Mobile number', email: 'Email', nationality: 'Nationality', sourceOfFunds: 'Source of funds',
      politicallyExposed: 'Politically exposed',
    };
    for (const key of Object.keys(labels) as KycKey[]) if (!draft[key].trim()) missing[key] = `${labels[key]} is required`;
    const body = {
      fullName: draft.fullName,
      mobileNumber: draft.mobileNumber,
      email: draft.email,
      nationality: draft.nationality,
      sourceOfFunds: (draft.sourceOfFunds || null) as (typeof SOURCES_OF_FUNDS)[number] | null,
      politicallyExposed: draft.politicallyExposed === '' ? null : draft.politicallyExposed === 'yes',
    };
    const parsed = UserKycUpdateSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) missing[issue.path[0] as KycKey] ??= issue.message;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const outcome = await update({ userId: customer._id, proposalId: proposal._id, body });
    if ('error' in outcome) {
      const error = callError(outcome)!;
      const mapped: Partial<Record<KycKey | 'form', string>> = {};
      for (const [path, text] of Object.entries(error.fieldErrors ?? {})) mapped[path.replace(/^body\./, '') as KycKey] = text;
      if (Object.keys(mapped).length === 0) mapped.form = error.message;
      return setErrors(mapped);
    }
    notify.success(`Customer ${draft.fullName} saved`);
    onDone();
  };

  return (
    <form
      className={styles.root}
      aria-label="KYC form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.grid}>
        <Field label="Client / Customers's Full Name" required validationMessage={errors.fullName}>
          <Input dir="auto" value={draft.fullName} onChange={(_, d) => set('fullName', d.value)} />
        </Field>
        <Field label="Mobile number" required validationMessage={errors.mobileNumber}>
          <Input type="tel" value={draft.mobileNumber} onChange={(_, d) => set('mobileNumber', d.value)} />
        </Field>
        <Field label="Email" required validationMessage={errors.email}>
          <Input type="email" value={draft.email} onChange={(_, d) => set('email', d.value)} />
        </Field>
        <Field label="Nationality" required validationMessage={errors.nationality}>
          <Input value={draft.nationality} onChange={(_, d) => set('nationality', d.value)} />
        </Field>
        <Field label="Source of funds" required validationMessage={errors.sourceOfFunds}>
          <Select value={draft.sourceOfFunds} onChange={(_, d) => set('sourceOfFunds', d.value)}>
            <option value="">Choose</option>
            {SOURCES_OF_FUNDS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Politically exposed" required validationMessage={errors.politicallyExposed}>
          <RadioGroup layout="horizontal" value={draft.politicallyExposed} onChange={(_, d) => set('politicallyExposed', d.value)}>
            <Radio value="yes" label="Yes" />
            <Radio value="no" label="No" />
          </RadioGroup>
        </Field>
      </div>
      {errors.form ? <Field validationMessage={errors.form} /> : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={updating.isLoading ? <Spinner size="tiny" /> : undefined}>
          Save KYC details
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}

/** Customer details with "Go to profile", and the KYC form → `proposals.updateUser`. */
export function CustomerSection({ proposal, frozen }: { proposal: ProposalRecord; frozen: boolean }) {
  const styles = useStyles();
  const canEdit = useCan('customer.update');
  const [editing, setEditing] = useState(false);
  const c = proposal.customer;
  const p = c.profile;
  const age = c.dateOfBirth ? ageInYears(c.dateOfBirth.slice(0, 10)) : null;
  return (
    <section className={styles.root}>
      <FieldList
        title="Customer details"
        items={[
          { label: 'Full name', value: c.fullName, dirAuto: true },
          { label: 'Arabic name', value: p.arabicName, dirAuto: true },
          { label: 'Gender', value: p.gender },
          { label: 'Nationality', value: c.nationality },
          { label: 'Email Address', value: c.email },
          { label: 'Date of birth', value: formatDate(c.dateOfBirth) },
          { label: 'Marital status', value: p.maritalStatus },
          { label: 'Occupation', value: p.occupation },
          { label: 'Age', value: age },
          { label: 'Mobile no.', value: c.mobileNumber ? formatUaeMobile(c.mobileNumber, c.countryCode || '971') : null },
          { label: 'ID Number', value: c.emiratesId ? formatEmiratesId(c.emiratesId) : null },
          { label: 'TC Number', value: p.dlTcNo },
          { label: 'ID Expiry', value: formatDate(p.emiratesIdExpiryDate) },
          { label: 'Driving licence no.', value: c.drivingLicenseNo },
          { label: 'Driving licence Issue', value: formatDate(c.drivingLicenseIssueDate) },
          { label: 'Driving licence expiry', value: formatDate(c.drivingLicenseExpiryDate) },
          { label: 'Place of issue', value: p.placeOfIssueDL },
          { label: 'Driver address', value: p.address },
          { label: 'Employer', value: p.employer },
          { label: 'Source of funds', value: p.sourceOfFunds },
          { label: 'Politically exposed', value: p.politicallyExposed === null || p.politicallyExposed === undefined ? null : p.politicallyExposed ? 'Yes' : 'No' },
        ]}
      />
      <div className={styles.actions}>
        <AppLink to={`/customers/${encodeURIComponent(c._id)}`}>Go to profile</AppLink>
        {canEdit && !editing ? (
          <Button disabled={frozen} onClick={() => setEditing(true)}>
            Edit KYC details
          </Button>
        ) : null}
      </div>
      {editing ? <KycForm proposal={proposal} onDone={() => setEditing(false)} /> : null}
    </section>
  );
}
