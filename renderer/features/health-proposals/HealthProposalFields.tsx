import {
  Button, Checkbox, Field, Input, Radio, RadioGroup, Select, Subtitle1, Subtitle2, makeStyles, tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState, type ReactNode } from 'react';
import { useController, useFieldArray, type FieldPath } from 'react-hook-form';
import { HEALTH_PROPOSAL_LABELS } from '../../../shared/contract/health-proposals/health-proposal-form.js';
import {
  HEALTH_CURRENT_INSURERS, HEALTH_CO_PAYS, HEALTH_GENDERS, type HealthProposalEdit, type HealthProposalFormSchema,
} from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { HEALTH_INSURED_TYPES, SALARY_BANDS } from '../../../shared/domain/healthPricing.js';
import { FormSection } from '../../components/form/FormSection.js';
import { SelectField, textOptions } from '../../components/form/SelectField.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { TextField } from '../../components/form/TextField.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { ageInYears } from '../proposals/public.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  member: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', flexWrap: 'wrap' },
});

/** The fields both forms share: the create form's `source` and `sales` are its own. */
export type HealthForm = ContractForm<typeof HealthProposalFormSchema>;
type Form = HealthForm;

/** The visa statuses behind "Change Status" (the second radio, sent as `visaStatus`). */
const CHANGE_STATUSES = ['Tourist/visit visa', 'Cancelled Visa'] as const;

const labels = HEALTH_PROPOSAL_LABELS;

const blankPerson = (gender: (typeof HEALTH_GENDERS)[number]) => ({ fullName: '', dateOfBirth: '', gender });

/** An input bound to a member's field (`kidsDetails.1.fullName`): the form kit's fields take top-level names only. */
function MemberInput({ form, name, label, type = 'text', hint }: { form: Form; name: FieldPath<HealthProposalEdit>; label: string; type?: 'text' | 'date'; hint?: string }) {
  const { field, fieldState } = useController({ control: form.form.control, name });
  return (
    <Field label={label} required validationMessage={fieldState.error?.message} hint={fieldState.error ? undefined : hint}>
      <Input type={type} name={field.name} ref={field.ref} value={typeof field.value === 'string' ? field.value : ''} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur} />
    </Field>
  );
}

function MemberGender({ form, name }: { form: Form; name: FieldPath<HealthProposalEdit> }) {
  const { field, fieldState } = useController({ control: form.form.control, name });
  return (
    <Field label="Gender" required validationMessage={fieldState.error?.message}>
      <Select value={typeof field.value === 'string' ? field.value : ''} onChange={(_, d) => field.onChange(d.value)} onBlur={field.onBlur}>
        {HEALTH_GENDERS.map((gender) => <option key={gender}>{gender}</option>)}
      </Select>
    </Field>
  );
}

export const ageHint = (dateOfBirth: unknown) => {
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

/**
 * The health proposal form's sections (FIELDS.md "Create"), shared by the create and edit screens:
 * the insured, the cover, the medical answers, the preferences and the family. `personal` adds
 * the create form's own fields (where the proposal came from) to the Personal section.
 */
export function HealthProposalFields({ form, personal }: { form: Form; personal?: ReactNode }) {
  const dateOfBirth = form.form.watch('dateOfBirth');
  return (
    <>
      <FormSection title="Personal">
        <TextField contractForm={form} name="fullName" label={labels.fullName} required dirAuto />
        <TextField contractForm={form} name="arabicName" label={labels.arabicName} dirAuto />
        <TextField contractForm={form} name="email" label={labels.email} required type="email" autoComplete="email" />
        <TextField contractForm={form} name="mobileNumber" label={labels.mobileNumber} required hint="5XXXXXXXX" inputMode="tel" />
        <SelectField contractForm={form} name="gender" label={labels.gender} required options={textOptions(HEALTH_GENDERS)} emptyLabel="Choose" />
        <SelectField contractForm={form} name="maritalStatus" label={labels.maritalStatus} options={textOptions(['Married', 'Single'])} />
        <TextField contractForm={form} name="nationality" label={labels.nationality} />
        <TextField contractForm={form} name="dateOfBirth" label={labels.dateOfBirth} required type="date" hint={ageHint(dateOfBirth)} />
        <TextField contractForm={form} name="occupation" label={labels.occupation} />
        <SelectField contractForm={form} name="salary" label={labels.salary} required options={textOptions(Object.keys(SALARY_BANDS))} emptyLabel="Choose" />
        <SelectField contractForm={form} name="city" label={labels.city} required options={textOptions(EMIRATES)} emptyLabel="Choose" />
        {personal}
      </FormSection>
      <FormSection title="Insurance">
        <SelectField contractForm={form} name="insurerType" label={labels.insurerType} required options={textOptions(HEALTH_INSURED_TYPES)} emptyLabel="Choose" />
        <VisaStatusField form={form} />
        <SelectField contractForm={form} name="currentInsurer" label={labels.currentInsurer} options={textOptions(HEALTH_CURRENT_INSURERS)} emptyLabel="None" />
        <TextField contractForm={form} name="currentInsurerExpiryDate" label={labels.currentInsurerExpiryDate} type="date" />
        <TextField contractForm={form} name="policyStartDate" label={labels.policyStartDate} type="date" hint="Ages are counted on this day; today when left blank" />
      </FormSection>
      <FormSection title="Health">
        <SwitchField contractForm={form} name="regularMedication" label="Are you on regular medication or have existing medical conditions?" />
        <SwitchField contractForm={form} name="smoke" label="Do you smoke?" />
        <SwitchField contractForm={form} name="hypertension" label="Do you have hypertension?" />
        <SwitchField contractForm={form} name="diabetes" label="Do you have diabetes?" />
      </FormSection>
      <FormSection title="Preferences">
        <CoPayField form={form} />
        <PreferenceSwitch form={form} name="preferenceDetails.dentalCoverage" label="Dental Coverage" />
        <PreferenceSwitch form={form} name="preferenceDetails.opticalCoverage" label="Optical Coverage" />
      </FormSection>
      <FamilySection form={form} />
    </>
  );
}
