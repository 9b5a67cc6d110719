import { Button, Field, Input, MessageBar, MessageBarBody, Select, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { BODY_TYPES } from '../../../shared/contract/cars/cars.schema.js';
import { newRequestRoom } from '../../../shared/contract/notifications/notifications.schema.js';
import { EMIRATES, NO_CLAIM_YEARS, PLATE_CODES } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { CarPickers, type CarPick } from '../cars/public.js';
import { useCalculateCarValueMutation } from '../motor-companies/public.js';
import { CURRENT_INSURERS, NO_INSURER, roundedCarValueAed } from './proposalWizard.js';
import { useRegenerateQuotesMutation, useUpdateProposalMutation, type ProposalRecord } from './proposalsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`, alignItems: 'start' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

const TYPE_TEXT = { comprehensive: 'Comprehensive', thirdparty: 'Third Party' } as const;
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : '');
const cylinders = (value: number | null | undefined) => (value === 9 ? '9+' : value ? String(value) : null);

/** The car details' read view (FIELDS.md detail §5). */
function CarReadView({ proposal }: { proposal: ProposalRecord }) {
  const car = proposal.carDetails;
  const reg = car?.registration;
  const insurance = proposal.details?.insurance;
  return (
    <FieldList
      title="Car details"
      items={[
        { label: 'Brand', value: car?.make },
        { label: 'No. of cylinders', value: cylinders(car?.cylinders) },
        { label: 'Model', value: car?.model },
        { label: 'Value (e-Data)', value: car ? formatAed(car.valueFils) : null },
        { label: 'Trim', value: car?.trim },
        { label: 'Year', value: car?.year },
        { label: 'Body type', value: car?.bodyType },
        { label: 'Regional spec', value: car ? (car.gccSpec ? 'GCC' : 'Non-GCC') : null },
        { label: 'Policy Start Date', value: formatDate(proposal.details?.policyEffectiveDate) },
        { label: 'Insurance Expiry Date', value: formatDate(insurance?.insuranceExpiryDate) },
        { label: 'Current insurer', value: insurance ? (insurance.currentInsurer ?? NO_INSURER) : null },
        { label: 'Insure type', value: insurance?.currentInsuranceType ? TYPE_TEXT[insurance.currentInsuranceType] : null },
        { label: 'Type of issues', value: insurance?.typeOfIssues },
        { label: 'Registration emirate', value: reg?.registrationEmirate },
        { label: 'Origin', value: reg?.origin },
        { label: 'Chassis No.', value: reg?.chesisNo },
        { label: 'Plate Number', value: reg?.plateNumber },
        { label: 'Plate code', value: reg?.plateCode },
        { label: 'Year of first Registration', value: reg?.registrationYear },
        { label: 'Reg. Card TC No.', value: reg?.tcNo },
        { label: 'Engine number', value: reg?.engineNumber },
        { label: 'Year of no claim', value: insurance?.yearOfNoClaim === 'No Claims for Five Years' ? 'Never Claimed' : insurance?.yearOfNoClaim },
        { label: 'Claim history', value: insurance ? (insurance.claimHistory ? 'Yes' : 'No') : null },
        { label: 'Reg. card expiry date', value: formatDate(reg?.regCardExpiryDate) },
        { label: 'Color', value: car?.colour },
        { label: 'Reg card issue date', value: formatDate(reg?.registrationDate) },
        { label: 'Use Of Vehicle', value: reg?.useOfVehicle },
        { label: 'Current Insurance Policy Number', value: insurance?.policyNumber },
        { label: 'No Of Passengers', value: car?.seats },
        ...(reg?.bank ? [{ label: 'Bank', value: reg.bank }] : []),
      ]}
    />
  );
}

interface CarDraft {
  pick: CarPick;
  trim: string;
  cylinders: string;
  bodyType: string;
  value: string;
  gccSpec: string;
  policyEffectiveDate: string;
  insuranceExpiryDate: string;
  currentInsurer: string;
  currentInsuranceType: string;
  claimHistory: string;
  yearOfNoClaim: string;
  chesisNo: string;
  plateNumber: string;
  plateCode: string;
  registrationEmirate: string;
  engineNumber: string;
  colour: string;
}

function draftOf(proposal: ProposalRecord): CarDraft {
  const car = proposal.carDetails;
  const insurance = proposal.details?.insurance;
  return {
    pick: { year: car?.year ? String(car.year) : '', make: car?.make ?? '', model: car?.model ?? '', trimId: car?.trimId ?? '' },
    trim: car?.trim ?? '',
    cylinders: car?.cylinders ? String(car.cylinders) : '',
    bodyType: car?.bodyType ?? '',
    value: car ? String(car.valueFils / 100) : '',
    gccSpec: car?.gccSpec === false ? 'Non-GCC' : 'GCC',
    policyEffectiveDate: day(proposal.details?.policyEffectiveDate),
    insuranceExpiryDate: day(insurance?.insuranceExpiryDate),
    currentInsurer: insurance ? (insurance.currentInsurer ?? NO_INSURER) : '',
    currentInsuranceType: insurance?.currentInsuranceType ?? '',
    claimHistory: insurance?.claimHistory ? 'true' : 'false',
    yearOfNoClaim: insurance?.yearOfNoClaim ?? '',
    chesisNo: car?.registration.chesisNo ?? '',
    plateNumber: car?.registration.plateNumber ?? '',
    plateCode: car?.registration.plateCode ?? '',
    registrationEmirate: car?.registration.registrationEmirate ?? '',
    engineNumber: car?.registration.engineNumber ?? '',
    colour: car?.colour ?? '',
  };
}

/** Server field paths of `proposals.update` → the draft's keys. */
const SERVER_FIELD: Record<string, keyof CarDraft> = {
  'car.year': 'pick', 'car.make': 'pick', 'car.model': 'pick', 'car.cylinders': 'cylinders', 'car.bodyType': 'bodyType',
  'car.valueFils': 'value', 'car.colour': 'colour', 'car.registration.chesisNo': 'chesisNo', 'car.registration.plateNumber': 'plateNumber',
  'car.registration.plateCode': 'plateCode', 'car.registration.registrationEmirate': 'registrationEmirate',
  'car.registration.engineNumber': 'engineNumber', policyEffectiveDate: 'policyEffectiveDate',
  'insurance.insuranceExpiryDate': 'insuranceExpiryDate', 'insurance.currentInsurer': 'currentInsurer',
  'insurance.currentInsuranceType': 'currentInsuranceType', 'insurance.yearOfNoClaim': 'yearOfNoClaim',
};
const PRICING_KEYS: readonly (keyof CarDraft)[] = ['pick', 'trim', 'cylinders', 'bodyType', 'value', 'gccSpec'];

function CarEditForm({ proposal, onDone }: { proposal: ProposalRecord; onDone: (repriced: boolean) => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const initial = draftOf(proposal);
  const [draft, setDraft] = useState<CarDraft>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof CarDraft, string>>>({});
  const [message, setMessage] = useState<string>();
  const [update, updating] = useUpdateProposalMutation();
  const [valuate] = useCalculateCarValueMutation();
  const set = <K extends keyof CarDraft>(key: K, value: CarDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const opt = (value: string) => (value.trim() === '' ? null : value.trim());

  const validate = () => {
    const next: Partial<Record<keyof CarDraft, string>> = {};
    if (!draft.pick.year || !draft.pick.make || !draft.pick.model) next.pick = 'Choose the year, make and model';
    if (!(Number(draft.value) > 0)) next.value = 'Car value is required';
    if (!draft.cylinders) next.cylinders = 'Cylinders is required';
    if (draft.chesisNo.trim() && draft.chesisNo.trim().length !== 17) next.chesisNo = 'Chassis No. must be exactly 17 characters';
    if (draft.plateCode.length > 2) next.plateCode = 'Plate code must be at most 2 characters';
    if (draft.plateNumber.length > 5) next.plateNumber = 'Plate number must be at most 5 characters';
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const save = async () => {
    if (!validate()) return;
    setMessage(undefined);
    const outcome = await update({
      id: proposal._id,
      body: {
        car: {
          year: Number(draft.pick.year),
          make: draft.pick.make,
          model: draft.pick.model,
          trim: opt(draft.trim),
          trimId: opt(draft.pick.trimId),
          bodyType: (opt(draft.bodyType) as (typeof BODY_TYPES)[number] | null),
          cylinders: Number(draft.cylinders),
          gccSpec: draft.gccSpec !== 'Non-GCC',
          colour: opt(draft.colour),
          valueFils: Math.round(Number(draft.value) * 100),
          registration: {
            chesisNo: opt(draft.chesisNo)?.toUpperCase() ?? null,
            plateNumber: opt(draft.plateNumber),
            plateCode: opt(draft.plateCode),
            registrationEmirate: (opt(draft.registrationEmirate) as (typeof EMIRATES)[number] | null),
            engineNumber: opt(draft.engineNumber),
          },
        },
        insurance: {
          currentInsurer: draft.currentInsurer === NO_INSURER ? null : opt(draft.currentInsurer),
          currentInsuranceType: (opt(draft.currentInsuranceType) as 'comprehensive' | 'thirdparty' | null),
          insuranceExpiryDate: opt(draft.insuranceExpiryDate),
          claimHistory: draft.claimHistory === 'true',
          yearOfNoClaim: (opt(draft.yearOfNoClaim) as (typeof NO_CLAIM_YEARS)[number] | null),
        },
        ...(draft.policyEffectiveDate ? { policyEffectiveDate: draft.policyEffectiveDate } : {}),
      },
    });
    if ('error' in outcome) {
      const error = callError(outcome)!;
      const mapped: Partial<Record<keyof CarDraft, string>> = {};
      for (const [path, text] of Object.entries(error.fieldErrors ?? {})) {
        const key = SERVER_FIELD[path.replace(/^body\./, '')];
        if (key) mapped[key] = text;
      }
      setErrors(mapped);
      if (Object.keys(mapped).length === 0) setMessage(error.message);
      return;
    }
    notify.success('Car details saved');
    onDone(PRICING_KEYS.some((key) => JSON.stringify(draft[key]) !== JSON.stringify(initial[key])));
  };

  const text = (key: keyof CarDraft, label: string, type: 'text' | 'date' = 'text') => (
    <Field label={label} validationMessage={errors[key]}>
      <Input type={type} value={draft[key] as string} onChange={(_, d) => set(key, d.value as never)} />
    </Field>
  );
  const select = (key: keyof CarDraft, label: string, values: readonly (string | { value: string; label: string })[]) => (
    <Field label={label} validationMessage={errors[key]}>
      <Select value={draft[key] as string} onChange={(_, d) => set(key, d.value as never)}>
        <option value="">Choose</option>
        {values.map((v) => {
          const o = typeof v === 'string' ? { value: v, label: v } : v;
          return (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          );
        })}
      </Select>
    </Field>
  );

  return (
    <form
      className={styles.root}
      noValidate
      aria-label="Edit car details"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.grid}>
        <CarPickers
          value={draft.pick}
          errors={{ model: errors.pick }}
          onChange={(pick, trim) => {
            setDraft((d) => ({
              ...d,
              pick,
              trim: trim?.trim ?? '',
              ...(trim ? { cylinders: String(trim.cylinders >= 9 ? 9 : trim.cylinders), bodyType: trim.bodyType } : {}),
            }));
            if (trim) {
              void valuate({ trimId: trim._id, year: trim.year }).then((outcome) => {
                if (!('error' in outcome) && outcome.data) set('value', String(roundedCarValueAed(outcome.data.valueFils)));
              });
            }
          }}
        />
        {select('cylinders', 'No. of cylinders', [{ value: '4', label: '4' }, { value: '6', label: '6' }, { value: '8', label: '8' }, { value: '9', label: '9+' }])}
        {select('bodyType', 'Body type', BODY_TYPES)}
        {text('value', 'Car value (AED)')}
        {select('gccSpec', 'Regional spec', ['GCC', 'Non-GCC'])}
        {text('policyEffectiveDate', 'Policy Start Date', 'date')}
        {text('insuranceExpiryDate', 'Insurance Expiry Date', 'date')}
        {select('currentInsurer', 'Current insurer', CURRENT_INSURERS)}
        {select('currentInsuranceType', 'Insure type', [{ value: 'thirdparty', label: 'Third Party' }, { value: 'comprehensive', label: 'Comprehensive' }])}
        {select('claimHistory', 'Claim history', [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }])}
        {select('yearOfNoClaim', 'Year of no claim', NO_CLAIM_YEARS)}
        {text('chesisNo', 'Chassis No.')}
        {text('plateNumber', 'Plate Number')}
        {select('plateCode', 'Plate code', PLATE_CODES)}
        {select('registrationEmirate', 'Registration emirate', EMIRATES)}
        {text('engineNumber', 'Engine number')}
        {text('colour', 'Color')}
      </div>
      {message ? (
        <MessageBar intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={updating.isLoading ? <Spinner size="tiny" /> : undefined}>
          Save car details
        </Button>
        <Button onClick={() => onDone(false)}>Cancel</Button>
      </div>
    </form>
  );
}

/** Car details: the read view, and "Edit car details" inline; a change that affects the price asks to re-generate. */
export function CarDetailsSection({ proposal, frozen }: { proposal: ProposalRecord; frozen: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const canUpdate = useCan('proposal.update');
  const [editing, setEditing] = useState(false);
  const [askRegenerate, setAskRegenerate] = useState(false);
  const [regenerate, regenerating] = useRegenerateQuotesMutation();
  const paid = proposal.isPaid || Boolean(proposal.paidQuoteId);

  const runRegenerate = async () => {
    const outcome = await regenerate({ pId: proposal._id, reqId: newRequestRoom() });
    setAskRegenerate(false);
    const failed = callError(outcome);
    if (failed) return notify.error('Quotes were not re-generated', failed.message);
    notify.success('Quotes re-generated');
  };

  return (
    <section className={styles.root}>
      {editing ? (
        <CarEditForm
          proposal={proposal}
          onDone={(repriced) => {
            setEditing(false);
            if (repriced) setAskRegenerate(true);
          }}
        />
      ) : (
        <CarReadView proposal={proposal} />
      )}
      {canUpdate && !editing ? (
        <div>
          <Button icon={<EditRegular />} disabled={frozen || paid} title={paid ? 'Already paid' : undefined} onClick={() => setEditing(true)}>
            Edit car details
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={askRegenerate}
        title={`Re-generate the quotes of ${proposal.ref}?`}
        body="The car changed in a way that affects the price: the current quotes must be re-generated before anything is bought."
        confirmLabel="Re-generate"
        cancelLabel="Later"
        busy={regenerating.isLoading}
        onConfirm={() => void runRegenerate()}
        onCancel={() => setAskRegenerate(false)}
      />
    </section>
  );
}
