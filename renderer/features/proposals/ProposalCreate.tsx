import {
  Badge, Button, Caption1, Field, Input, Radio, RadioGroup, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { SelectField, textOptions } from '../../components/form/SelectField.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import { useContractForm, type ContractForm } from '../../components/form/useContractForm.js';
import { BlacklistWarning } from '../black-list/public.js';
import { CarPickers, type CarPick, useCreateCarByVinMutation } from '../cars/public.js';
import { useCalculateCarValueMutation, type CarTrimRecord } from '../motor-companies/public.js';
import { WizardDocumentsSection, useWizardDocuments } from '../scanned-documents/public.js';
import {
  BODY_TYPES, CURRENT_INSURERS, CYLINDER_OPTIONS, EMIRATES, NEVER_CLAIMED, NO_CLAIM_YEARS, PASSENGER_OPTIONS, PLATE_CODES,
  WIZARD_SOURCES, ageInYears, isRequired, roundedCarValueAed, toCreateBody, toWizardFieldErrors, wizardDefaults, wizardLabels,
  wizardSchema, type WizardField,
} from './proposalWizard.js';
import { LiveQuotes } from './LiveQuotes.js';
import { useCreateProposalMutation, useFindCustomerByEmailMutation, useGetSalesAgentsQuery, type CustomerByEmail } from './proposalsApi.js';
import { useLiveQuotes } from './useLiveQuotes.js';
import { FormSection } from '../../components/form/FormSection.js';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  vin: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});

type Form = ContractForm<typeof wizardSchema>;
const thisYear = new Date().getFullYear();
const REGISTRATION_YEARS = Array.from({ length: 41 }, (_, i) => String(thisYear - i));

function GenderField({ form, required }: { form: Form; required: boolean }) {
  const { field, fieldState } = useController({ control: form.form.control, name: 'gender' });
  return (
    <Field label={wizardLabels.gender} required={required} validationMessage={fieldState.error?.message}>
      <RadioGroup layout="horizontal" value={field.value} onChange={(_, data) => field.onChange(data.value)} onBlur={field.onBlur}>
        <Radio value="female" label="Female" />
        <Radio value="male" label="Male" />
        <Radio value="other" label="Other" />
      </RadioGroup>
    </Field>
  );
}

/** Prefills the customer's known facts from the record found by e-mail (UX.md §4: never typed twice). */
function prefillCustomer(form: Form, customer: NonNullable<CustomerByEmail>) {
  const set = (name: WizardField, value: string | null | undefined) => {
    if (value) form.form.setValue(name, value, { shouldDirty: true, shouldValidate: false });
  };
  const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);
  set('customerId', customer._id);
  set('fullName', customer.fullName);
  set('mobileNumber', customer.mobileNumber ? formatUaeMobile(customer.mobileNumber, customer.countryCode || '971') : null);
  set('nationality', customer.nationality);
  set('dateOfBirth', day(customer.dateOfBirth));
  set('emiratesId', customer.emiratesId ? formatEmiratesId(customer.emiratesId) : null);
  set('licenceNo', customer.drivingLicenseNo);
  set('licenceIssueDate', day(customer.drivingLicenseIssueDate));
  set('licenceExpiryDate', day(customer.drivingLicenseExpiryDate));
  const p = customer.profile;
  set('arabicName', p.arabicName);
  set('gender', p.gender);
  set('maritalStatus', p.maritalStatus);
  set('occupation', p.occupation);
  set('address', p.address);
  set('employer', p.employer);
  set('emiratesIdExpiryDate', day(p.emiratesIdExpiryDate));
  set('dlTcNo', p.dlTcNo);
  set('placeOfIssueDL', p.placeOfIssueDL);
}

function CustomerSection({ form, quick }: { form: Form; quick: boolean }) {
  const styles = useStyles();
  const [find, finding] = useFindCustomerByEmailMutation();
  const [found, setFound] = useState<'existing' | 'new'>();
  const looked = useRef('');
  const req = (field: WizardField) => isRequired(field, quick);
  const source = form.form.watch('source');
  const dateOfBirth = form.form.watch('dateOfBirth');
  const age = ageInYears(dateOfBirth);

  const [contact, setContact] = useState<{ email?: string; mobileNumber?: string }>({});
  /** The contact as last left by staff (on leaving the e-mail or mobile field), checked against the blacklist. */
  const checkContact = () => setContact({ email: form.form.getValues('email'), mobileNumber: form.form.getValues('mobileNumber') });

  const lookUp = async () => {
    checkContact();
    const email = form.form.getValues('email').trim().toLowerCase();
    if (!email || email === looked.current || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) return;
    looked.current = email;
    const outcome = await find(email);
    if ('error' in outcome) return setFound(undefined);
    if (outcome.data) {
      prefillCustomer(form, outcome.data);
      setFound('existing');
    } else {
      form.form.setValue('customerId', '');
      setFound('new');
    }
  };

  return (
    <FormSection title="Customer details">
      <div onBlur={() => void lookUp()}>
        <TextField contractForm={form} name="email" label={wizardLabels.email} required={req('email')} type="email" autoComplete="off" />
        <div className={styles.row}>
          {finding.isLoading ? <Spinner size="extra-tiny" label="Looking for the customer…" /> : null}
          {found === 'existing' ? (
            <Badge appearance="tint" color="success" role="status">
              Existing customer
            </Badge>
          ) : null}
          {found === 'new' ? <Caption1 role="status">New customer</Caption1> : null}
        </div>
      </div>
      <TextField contractForm={form} name="fullName" label={wizardLabels.fullName} required={req('fullName')} dirAuto />
      <TextField contractForm={form} name="arabicName" label={wizardLabels.arabicName} required={req('arabicName')} dirAuto />
      <GenderField form={form} required={req('gender')} />
      <div onBlur={checkContact}>
        <TextField
          contractForm={form}
          name="mobileNumber"
          label={wizardLabels.mobileNumber}
          required={req('mobileNumber')}
          type="tel"
          hint="5X XXX XXXX"
        />
      </div>
      <BlacklistWarning email={contact.email} mobileNumber={contact.mobileNumber} />
      <TextField contractForm={form} name="nationality" label={wizardLabels.nationality} required={req('nationality')} />
      <TextField contractForm={form} name="employer" label={wizardLabels.employer} required={req('employer')} />
      <TextField contractForm={form} name="dateOfBirth" label={wizardLabels.dateOfBirth} required={req('dateOfBirth')} type="date" />
      <Field label="Age (Years)">
        <Input readOnly value={age === null ? '' : String(age)} />
      </Field>
      <SelectField contractForm={form} name="maritalStatus" label={wizardLabels.maritalStatus} required={req('maritalStatus')} options={textOptions(['Married', 'Single'])} emptyLabel="Choose" />
      <TextField contractForm={form} name="occupation" label={wizardLabels.occupation} required={req('occupation')} />
      <TextField contractForm={form} name="address" label={wizardLabels.address} required={req('address')} />
      <SelectField contractForm={form} name="source" label={wizardLabels.source} required={req('source')} options={textOptions(WIZARD_SOURCES)} emptyLabel="Choose a source" />
      {source === 'Source' ? <TextField contractForm={form} name="sales" label={wizardLabels.sales} required /> : null}
    </FormSection>
  );
}

function InsuranceSection({ form, quick }: { form: Form; quick: boolean }) {
  const req = (field: WizardField) => isRequired(field, quick);
  const claimHistory = form.form.watch('claimHistory');
  const previous = useRef(claimHistory);
  // No claim history means "Never Claimed"; a claim hides that choice (FIELDS.md "Claim Count").
  useEffect(() => {
    if (previous.current === claimHistory) return;
    previous.current = claimHistory;
    if (claimHistory === 'false') form.form.setValue('yearOfNoClaim', NEVER_CLAIMED, { shouldDirty: true });
    else if (form.form.getValues('yearOfNoClaim') === NEVER_CLAIMED) form.form.setValue('yearOfNoClaim', '', { shouldDirty: true });
  }, [claimHistory, form.form]);
  const claimOptions = NO_CLAIM_YEARS.filter((value) => claimHistory !== 'true' || value !== NEVER_CLAIMED).map((value) => ({
    value,
    label: value === NEVER_CLAIMED ? 'Never Claimed' : value,
  }));
  return (
    <FormSection title="Insurance Details">
      <SelectField contractForm={form} name="typeOfIssues" label={wizardLabels.typeOfIssues} required={req('typeOfIssues')} options={textOptions(['Renewal', 'New'])} emptyLabel="Choose" />
      <SelectField contractForm={form} name="currentInsurer" label={wizardLabels.currentInsurer} required={req('currentInsurer')} options={textOptions(CURRENT_INSURERS)} emptyLabel="Choose the current insurer" />
      <SelectField
        contractForm={form}
        name="insureType"
        label={wizardLabels.insureType}
        required={req('insureType')}
        options={[{ value: 'thirdparty', label: 'Third Party' }, { value: 'comprehensive', label: 'Comprehensive' }]}
        emptyLabel="Choose"
      />
      <TextField contractForm={form} name="insuranceExpiryDate" label={wizardLabels.insuranceExpiryDate} required={req('insuranceExpiryDate')} type="date" />
      <SelectField
        contractForm={form}
        name="claimHistory"
        label={wizardLabels.claimHistory}
        required={req('claimHistory')}
        options={[{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }]}
        emptyLabel="Choose"
      />
      <SelectField contractForm={form} name="yearOfNoClaim" label={wizardLabels.yearOfNoClaim} required={req('yearOfNoClaim')} options={claimOptions} emptyLabel="Choose" />
      <TextField contractForm={form} name="policyNumber" label={wizardLabels.policyNumber} />
    </FormSection>
  );
}

function CarSection({ form, quick }: { form: Form; quick: boolean }) {
  const styles = useStyles();
  const req = (field: WizardField) => isRequired(field, quick);
  const [mode, setMode] = useState<'catalogue' | 'vin'>('catalogue');
  const [vin, setVin] = useState('');
  const [vinMessage, setVinMessage] = useState<string>();
  const [valueNote, setValueNote] = useState<string>();
  const [valuate, valuation] = useCalculateCarValueMutation();
  const [createByVin, creating] = useCreateCarByVinMutation();
  const { setValue, watch, formState } = form.form;
  const year: string = watch('year');
  const make: string = watch('make');
  const model: string = watch('model');
  const trimId: string = watch('trimId');
  const errors = formState.errors;
  const set = (name: WizardField, value: string) => setValue(name, value, { shouldDirty: true, shouldValidate: formState.submitCount > 0 });

  const pick = async (next: CarPick, trim: CarTrimRecord | undefined) => {
    set('carId', '');
    set('year', next.year);
    set('make', next.make);
    set('model', next.model);
    set('trimId', next.trimId);
    set('trim', trim?.trim ?? '');
    setValueNote(undefined);
    if (!trim) {
      if (!next.trimId) set('price', '');
      return;
    }
    set('cylinders', trim.cylinders >= 9 ? '9' : String(trim.cylinders));
    set('bodyType', trim.bodyType);
    set('noOfPassengers', String(trim.seats));
    const outcome = await valuate({ trimId: trim._id, year: trim.year });
    if ('error' in outcome) {
      setValueNote(`No market value: ${callError(outcome)!.message}. Type the value.`);
      return;
    }
    set('price', String(roundedCarValueAed(outcome.data.valueFils)));
  };

  const findByVin = async () => {
    setVinMessage(undefined);
    const customerId = form.form.getValues('customerId');
    const outcome = await createByVin({ vin: vin.trim().toUpperCase(), ...(customerId ? { customerId } : {}), gccSpec: form.form.getValues('regionalSpec') !== 'Non-GCC' });
    if ('error' in outcome) {
      setVinMessage(callError(outcome)!.fieldErrors?.['body.vin'] ?? callError(outcome)!.message);
      return;
    }
    const car = outcome.data;
    set('carId', car._id);
    set('year', car.year ? String(car.year) : '');
    set('make', car.make ?? '');
    set('model', car.model ?? '');
    set('trimId', car.trimId ?? '');
    set('trim', car.trim ?? '');
    if (car.cylinders) set('cylinders', car.cylinders >= 9 ? '9' : String(car.cylinders));
    if (car.bodyType) set('bodyType', car.bodyType);
    if (car.valueFils) set('price', String(roundedCarValueAed(car.valueFils)));
    set('chesisNo', car.vin ?? vin.trim().toUpperCase());
    const warnings = car.vinDecode?.warnings ?? [];
    setVinMessage(`Car found: ${[car.year, car.make, car.model].filter(Boolean).join(' ') || 'details not decoded'}${warnings.length ? ` (${warnings.join('; ')})` : ''}`);
  };

  return (
    <FormSection title="Car details">
      <Field label="Find the car" style={{ gridColumn: '1 / -1' }}>
        <RadioGroup layout="horizontal" value={mode} onChange={(_, data) => setMode(data.value as 'catalogue' | 'vin')}>
          <Radio value="catalogue" label="From the catalogue" />
          <Radio value="vin" label="By VIN" />
        </RadioGroup>
      </Field>
      {mode === 'vin' ? (
        <div className={styles.vin} style={{ gridColumn: '1 / -1' }}>
          <Field label="VIN" validationMessage={vinMessage} validationState={vinMessage?.startsWith('Car found') ? 'success' : undefined}>
            <Input value={vin} maxLength={17} onChange={(_, data) => setVin(data.value)} />
          </Field>
          <Button onClick={() => void findByVin()} disabled={creating.isLoading || vin.trim().length === 0} icon={creating.isLoading ? <Spinner size="tiny" /> : undefined}>
            Find car by VIN
          </Button>
        </div>
      ) : null}
      <CarPickers
        value={{ year, make, model, trimId }}
        onChange={(next, trim) => void pick(next, trim)}
        labels={{ year: wizardLabels.year, make: wizardLabels.make, model: wizardLabels.model, trimId: wizardLabels.trim }}
        required={{ year: req('year'), make: req('make'), model: req('model'), trimId: req('trim') }}
        errors={{ year: errors.year?.message, make: errors.make?.message, model: errors.model?.message, trimId: errors.trim?.message }}
      />
      <SelectField contractForm={form} name="regionalSpec" label={wizardLabels.regionalSpec} required={req('regionalSpec')} options={textOptions(['GCC', 'Non-GCC'])} emptyLabel="Choose" />
      <SelectField contractForm={form} name="cylinders" label={wizardLabels.cylinders} required={req('cylinders')} options={CYLINDER_OPTIONS} emptyLabel="Choose" />
      <SelectField contractForm={form} name="bodyType" label={wizardLabels.bodyType} required={req('bodyType')} options={textOptions(BODY_TYPES)} emptyLabel="Choose" />
      <SelectField contractForm={form} name="noOfPassengers" label={wizardLabels.noOfPassengers} required={req('noOfPassengers')} options={textOptions(PASSENGER_OPTIONS)} emptyLabel="Choose" />
      <div>
        <TextField contractForm={form} name="price" label={`${wizardLabels.price} (AED)`} required={req('price')} inputMode="decimal" hint={valueNote ?? 'From the catalogue, rounded to the nearest 100 AED'} />
        {valuation.isLoading ? <Spinner size="extra-tiny" label="Valuing the car…" /> : null}
      </div>
      <TextField contractForm={form} name="policyEffectiveDate" label={wizardLabels.policyEffectiveDate} required={req('policyEffectiveDate')} type="date" />
      <TextField contractForm={form} name="regCardExpiryDate" label={wizardLabels.regCardExpiryDate} required={req('regCardExpiryDate')} type="date" />
      <SelectField contractForm={form} name="useOfVehicle" label={wizardLabels.useOfVehicle} required={req('useOfVehicle')} options={textOptions(['Personal', 'Commercial'])} emptyLabel="Choose" />
      <TextField contractForm={form} name="chesisNo" label={wizardLabels.chesisNo} required={req('chesisNo')} hint="17 characters" />
      <TextField contractForm={form} name="tcNo" label={wizardLabels.tcNo} required={req('tcNo')} />
      <SelectField contractForm={form} name="registrationYear" label={wizardLabels.registrationYear} required={req('registrationYear')} options={textOptions(REGISTRATION_YEARS)} emptyLabel="Choose" />
      <TextField contractForm={form} name="registrationDate" label={wizardLabels.registrationDate} required={req('registrationDate')} type="date" />
      <SelectField contractForm={form} name="registrationEmirate" label={wizardLabels.registrationEmirate} required={req('registrationEmirate')} options={textOptions(EMIRATES)} emptyLabel="Choose" />
      <TextField contractForm={form} name="engineNumber" label={wizardLabels.engineNumber} required={req('engineNumber')} />
      <TextField contractForm={form} name="color" label={wizardLabels.color} required={req('color')} />
      <TextField contractForm={form} name="plateNumber" label={wizardLabels.plateNumber} required={req('plateNumber')} />
      <SelectField contractForm={form} name="plateCode" label={wizardLabels.plateCode} required={req('plateCode')} options={textOptions(PLATE_CODES)} emptyLabel="Choose" />
      <TextField contractForm={form} name="origin" label={wizardLabels.origin} required={req('origin')} />
    </FormSection>
  );
}

/**
 * `/proposals/create`: the motor proposal wizard (FIELDS.md "Create wizard"). Scanned documents
 * prefill the form; Quick Proposal relaxes the fields FIELDS.md does not mark "Q"; the server
 * creates the proposal and prices it, each quote showing under the form as its insurer answers
 * (the request's socket room), the scanned files are kept with its customer and car, and the page
 * then opens with any refusals shown.
 */
export default function ProposalCreate() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [create] = useCreateProposalMutation();
  const salesAgents = useGetSalesAgentsQuery();
  const live = useLiveQuotes();
  const contractForm = useContractForm({
    schema: wizardSchema,
    labels: wizardLabels,
    defaultValues: wizardDefaults(),
    save: async (values) => {
      const outcome = await live.price((reqId) => create({ reqId, body: toCreateBody(values) }), (answer) => ('data' in answer ? answer.data ?? null : null));
      if ('error' in outcome) {
        const error = callError(outcome)!;
        const fieldErrors = toWizardFieldErrors(error.fieldErrors);
        return { ok: false as const, error: fieldErrors ? { ...error, fieldErrors } : error };
      }
      return { ok: true as const, data: outcome.data };
    },
    onSaved: (created) => {
      documents.keep({ customerId: created.proposal.customer._id, carId: created.proposal.carDetails?._id ?? null });
      notify.success(`Proposal ${created.proposal.ref} created`, `${created.quotes.length} quotes priced`);
      void navigate(`/proposals/${encodeURIComponent(created.proposal._id)}`, { state: { refusals: created.refusals } });
    },
  });
  const documents = useWizardDocuments(contractForm);
  const quick = contractForm.form.watch('isQuickProposal');
  const req = (field: WizardField) => isRequired(field, quick);
  // Switching mode re-checks what is required once the user has tried to submit.
  useEffect(() => {
    if (contractForm.form.formState.submitCount > 0) void contractForm.form.trigger();
  }, [quick, contractForm.form]);

  return (
    <FormScreen title="New proposal" recordName="the new proposal" contractForm={contractForm} cancelTo="/proposals">
      <SwitchField contractForm={contractForm} name="isQuickProposal" label="Quick Proposal" hint="Only the fields needed to price the car are required." />
      <WizardDocumentsSection documents={documents} />
      <CustomerSection form={contractForm} quick={quick} />
      <FormSection title="Emirates Id details">
        <TextField contractForm={contractForm} name="emiratesId" label={wizardLabels.emiratesId} required={req('emiratesId')} hint="784-YYYY-NNNNNNN-N" inputMode="numeric" />
        <TextField contractForm={contractForm} name="emiratesIdExpiryDate" label={wizardLabels.emiratesIdExpiryDate} required={req('emiratesIdExpiryDate')} type="date" />
      </FormSection>
      <FormSection title="Driving License details">
        <TextField contractForm={contractForm} name="dlTcNo" label={wizardLabels.dlTcNo} required={req('dlTcNo')} />
        <TextField contractForm={contractForm} name="licenceIssueDate" label={wizardLabels.licenceIssueDate} required={req('licenceIssueDate')} type="date" />
        <SelectField contractForm={contractForm} name="placeOfIssueDL" label={wizardLabels.placeOfIssueDL} required={req('placeOfIssueDL')} options={textOptions(EMIRATES)} emptyLabel="Choose" />
        <TextField contractForm={contractForm} name="licenceNo" label={wizardLabels.licenceNo} required={req('licenceNo')} />
        <TextField contractForm={contractForm} name="licenceExpiryDate" label={wizardLabels.licenceExpiryDate} required={req('licenceExpiryDate')} type="date" />
      </FormSection>
      <InsuranceSection form={contractForm} quick={quick} />
      <CarSection form={contractForm} quick={quick} />
      <FormSection title="Add Voucher">
        <TextField contractForm={contractForm} name="promoCode" label={wizardLabels.promoCode} />
        <SelectField
          contractForm={contractForm}
          name="salesCommissionAgentId"
          label={wizardLabels.salesCommissionAgentId}
          options={(salesAgents.data ?? []).map((agent) => ({ value: agent._id, label: agent.fullName }))}
          emptyLabel="No sales agent"
        />
      </FormSection>
      <LiveQuotes state={live.state} />
    </FormScreen>
  );
}
