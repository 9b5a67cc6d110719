import { Checkbox, Field, Select, Subtitle2, makeStyles } from '@fluentui/react-components';
import { useController, useWatch } from 'react-hook-form';
import {
  CAR_AGE_BANDS, CYLINDER_CLASSES, INSURANCE_TYPES, MatrixInputSchema, REPAIR_CONDITIONS, VEHICLE_TYPES, type MatrixInput,
} from '../../../../shared/contract/companies/companies.schema.js';
import { NumberField } from '../../../components/form/NumberField.js';
import { SelectField } from '../../../components/form/SelectField.js';
import type { ContractForm } from '../../../components/form/useContractForm.js';
import { AedField } from '../../../components/form/AedField.js';
import { useGetMatrixBenefitsQuery, type MatrixRecord, type PlanRecord } from '../companiesApi.js';
import { CAR_AGE_LABEL, INSURANCE_TYPE_LABEL, REPAIR_LABEL, VEHICLE_TYPE_LABEL } from '../labels.js';
import { useFormGridStyles } from '../../../components/form/formGrid.js';

/**
 * The contract's matrix row with the rules between fields it documents: comprehensive rows need a
 * value band, a car age and a rate or a fixed premium; third-party rows a cylinder class (their premium
 * is the fixed premium, never below the minimum).
 */
export const matrixSchema = MatrixInputSchema.superRefine((row, ctx) => {
  if (row.insuranceType === 'comprehensive') {
    if (row.vehicleValuationFromFils == null)
      ctx.addIssue({ code: 'custom', path: ['vehicleValuationFromFils'], message: 'Enter the lowest car value of this band' });
    if (row.vehicleValuationToFils == null)
      ctx.addIssue({ code: 'custom', path: ['vehicleValuationToFils'], message: 'Enter the highest car value of this band' });
    if (row.vehicleValuationFromFils != null && row.vehicleValuationToFils != null && row.vehicleValuationToFils < row.vehicleValuationFromFils)
      ctx.addIssue({ code: 'custom', path: ['vehicleValuationToFils'], message: 'Enter a value at or above Vehicle Valuation From' });
    if (row.rateInPercentage == null && row.fixedPremiumFils == null)
      ctx.addIssue({ code: 'custom', path: ['rateInPercentage'], message: 'Enter a rate, or a fixed premium' });
    // Not in the contract's schema, but the server refuses a comprehensive row without it.
    if (!row.carAge) ctx.addIssue({ code: 'custom', path: ['carAge'], message: 'Choose the car age this row prices' });
  } else {
    if (row.noOfCylinders == null) ctx.addIssue({ code: 'custom', path: ['noOfCylinders'], message: 'Choose the number of cylinders' });
    if (row.rateInPercentage != null) ctx.addIssue({ code: 'custom', path: ['rateInPercentage'], message: 'Third-party rows have a fixed premium, not a rate' });
  }
});
export type MatrixForm = ContractForm<typeof matrixSchema>;

export const matrixLabels = {
  planId: 'Plan',
  insuranceType: 'Insurance Type',
  vehicleType: 'Vehicle Type',
  vehicleValuationFromFils: 'Vehicle Valuation From',
  vehicleValuationToFils: 'Vehicle Valuation To',
  minimumPremiumFils: 'Minimum Premium',
  noOfCylinders: 'No Of Cylinders',
  repairCondition: 'Repair Condition',
  rateInPercentage: 'Rate In Percentage',
  fixedPremiumFils: 'Fixed Premium',
  carAge: 'Car Age',
  benefits: 'Benefits',
} as const;

/** Blank values for a new row of a company (and a plan, when the page was opened from one). */
export function emptyMatrix(companyId: string, plan?: PlanRecord): Partial<MatrixInput> {
  return {
    companyId,
    planId: plan?._id ?? '',
    insuranceType: plan?.insuranceType ?? 'comprehensive',
    vehicleType: 'sedan',
    vehicleValuationFromFils: null,
    vehicleValuationToFils: null,
    noOfCylinders: null,
    repairCondition: plan?.repairCondition ?? null,
    rateInPercentage: undefined,
    fixedPremiumFils: null,
    carAge: null,
    benefits: [],
  };
}

export function matrixToInput(row: MatrixRecord): MatrixInput {
  return {
    companyId: row.companyId,
    planId: row.planId,
    insuranceType: row.insuranceType,
    vehicleType: row.vehicleType,
    vehicleValuationFromFils: row.vehicleValuationFromFils,
    vehicleValuationToFils: row.vehicleValuationToFils,
    noOfCylinders: row.noOfCylinders,
    repairCondition: row.repairCondition,
    rateInPercentage: row.rateInPercentage ?? undefined,
    fixedPremiumFils: row.fixedPremiumFils,
    minimumPremiumFils: row.minimumPremiumFils,
    carAge: row.carAge,
    benefits: row.benefits,
  };
}

/** What is sent: the fields the insurance type hides are cleared, so a switched type leaves nothing behind. */
export function matrixBody(values: MatrixInput): MatrixInput {
  if (values.insuranceType === 'thirdparty') {
    return { ...values, vehicleValuationFromFils: null, vehicleValuationToFils: null, repairCondition: null, rateInPercentage: null, carAge: null };
  }
  return { ...values, noOfCylinders: null };
}

const useStyles = makeStyles({
  benefits: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
});

const options = <T extends string>(values: readonly T[], label: Record<string, string>) => values.map((value) => ({ value, label: label[value] ?? value }));

/** `noOfCylinders` is a number in the contract; the select holds text. */
function CylindersField({ contractForm }: { contractForm: MatrixForm }) {
  const { field, fieldState } = useController({ control: contractForm.form.control, name: 'noOfCylinders' });
  const value: unknown = field.value;
  return (
    <Field label={matrixLabels.noOfCylinders} required validationMessage={fieldState.error?.message}>
      <Select
        name={field.name}
        ref={field.ref}
        value={typeof value === 'number' ? String(value) : ''}
        onChange={(_, data) => field.onChange(data.value === '' ? null : Number(data.value))}
        onBlur={field.onBlur}
      >
        <option value="">Choose…</option>
        {CYLINDER_CLASSES.map((n) => (
          <option key={n} value={String(n)}>
            {n === 9 ? '9+' : String(n)}
          </option>
        ))}
      </Select>
    </Field>
  );
}

function BenefitsField({ contractForm }: { contractForm: MatrixForm }) {
  const styles = useStyles();
  const masters = useGetMatrixBenefitsQuery();
  const { field, fieldState } = useController({ control: contractForm.form.control, name: 'benefits' });
  const chosen = new Set(Array.isArray(field.value) ? field.value : []);
  const all = (masters.data ?? []).map((b) => b.code);
  const allChosen = all.length > 0 && all.every((code) => chosen.has(code));
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    field.onChange([...next]);
  };
  return (
    <fieldset>
      <legend>
        <Subtitle2>{matrixLabels.benefits}</Subtitle2>
      </legend>
      <Checkbox
        label="Select All Benefits"
        checked={allChosen ? true : chosen.size > 0 ? 'mixed' : false}
        onChange={(_, data) => field.onChange(data.checked === true ? all : [])}
      />
      <div className={styles.benefits}>
        {(masters.data ?? []).map((benefit) => (
          <Checkbox key={benefit.code} label={benefit.label} checked={chosen.has(benefit.code)} onChange={(_, data) => toggle(benefit.code, data.checked === true)} />
        ))}
      </div>
      {fieldState.error?.message ? <p role="alert">{fieldState.error.message}</p> : null}
    </fieldset>
  );
}

/**
 * The matrix row fields (FIELDS.md "Motor matrix"): value band, repair condition, rate and car age
 * for comprehensive; cylinders for third party; the premium and the included benefits for both.
 */
export function MatrixInputs({ contractForm, plans }: { contractForm: MatrixForm; plans: readonly PlanRecord[] }) {
  const formGrid = useFormGridStyles();
  const f = contractForm;
  const type = useWatch({ control: f.form.control, name: 'insuranceType' });
  const comprehensive = type !== 'thirdparty';
  const planField = useController({ control: f.form.control, name: 'planId' });
  const planValue: unknown = planField.field.value;
  return (
    <>
      <div className={formGrid.grid}>
        <Field label={matrixLabels.planId} required validationMessage={planField.fieldState.error?.message}>
          <Select
            name={planField.field.name}
            ref={planField.field.ref}
            value={typeof planValue === 'string' ? planValue : ''}
            onBlur={planField.field.onBlur}
            onChange={(_, data) => {
              planField.field.onChange(data.value);
              // A plan is comprehensive or third party: the row follows it.
              const plan = plans.find((p) => p._id === data.value);
              if (plan) {
                f.form.setValue('insuranceType', plan.insuranceType, { shouldDirty: true });
                if (plan.repairCondition) f.form.setValue('repairCondition', plan.repairCondition, { shouldDirty: true });
              }
            }}
          >
            <option value="">Choose a plan…</option>
            {plans.map((plan) => (
              <option key={plan._id} value={plan._id}>
                {plan.planName} ({INSURANCE_TYPE_LABEL[plan.insuranceType]})
              </option>
            ))}
          </Select>
        </Field>
        <SelectField contractForm={f} name="insuranceType" label={matrixLabels.insuranceType} required options={options(INSURANCE_TYPES, INSURANCE_TYPE_LABEL)} />
        <SelectField contractForm={f} name="vehicleType" label={matrixLabels.vehicleType} required options={options(VEHICLE_TYPES, VEHICLE_TYPE_LABEL)} />
        {comprehensive ? (
          <>
            <AedField contractForm={f} name="vehicleValuationFromFils" label={matrixLabels.vehicleValuationFromFils} required />
            <AedField contractForm={f} name="vehicleValuationToFils" label={matrixLabels.vehicleValuationToFils} required />
            <SelectField contractForm={f} name="repairCondition" label={matrixLabels.repairCondition} options={options(REPAIR_CONDITIONS, REPAIR_LABEL)} emptyLabel="Any" />
            <NumberField contractForm={f} name="rateInPercentage" label={matrixLabels.rateInPercentage} min={0} max={100} step={0.01} hint="% of the insured value" />
            <SelectField contractForm={f} name="carAge" label={matrixLabels.carAge} required options={options(CAR_AGE_BANDS, CAR_AGE_LABEL)} emptyLabel="Choose…" />
            <AedField contractForm={f} name="fixedPremiumFils" label={matrixLabels.fixedPremiumFils} hint="Instead of a rate; leave empty to use the rate" />
          </>
        ) : (
          <>
            <CylindersField contractForm={f} />
            <AedField contractForm={f} name="fixedPremiumFils" label="Premium" hint="Leave empty to charge the minimum premium" />
          </>
        )}
        <AedField contractForm={f} name="minimumPremiumFils" label={matrixLabels.minimumPremiumFils} required hint="The premium is never below it" />
      </div>
      <BenefitsField contractForm={f} />
    </>
  );
}
