import {
  Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle1, Title2, makeStyles, tokens,
} from '@fluentui/react-components';
import { AddRegular, ArrowResetRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import {
  DEFAULT_MOTOR_PRICING_SETTINGS, MotorPricingSettingsSchema, type MotorPricingSettings,
} from '../../../shared/contract/companies/companies.settings.js';
import { formatAed } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { ErrorSummary } from '../../components/form/ErrorSummary.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { errorText } from '../../components/errorText.js';
import { NumberField } from '../../components/form/NumberField.js';
import { useContractForm, type ContractForm, saveResult } from '../../components/form/useContractForm.js';
import { AedField } from '../../components/form/AedField.js';
import { useGetPricingSettingsQuery, useUpdatePricingSettingsMutation, type PricingSettingsRecord } from '../companies/public.js';


type SettingsForm = ContractForm<typeof MotorPricingSettingsSchema>;
type Name = Extract<keyof MotorPricingSettings, string>;
/** A nested field (`thirdPartyBands.saloon.4.minFils`); the inputs take top-level names in their types only. */
const nested = (path: string) => path as Name;

const VEHICLES = [['saloon', 'Saloon'], ['fourByFour', '4x4']] as const;
const CYLINDERS = [[4, '4 cylinders'], [6, '6 cylinders'], [8, '8 cylinders'], [9, '9 or more cylinders']] as const;
const AED = 100;

const labels: Partial<Record<Name, string>> = {
  thirdPartyBands: 'Third-party bands',
  comprehensiveBands: 'Comprehensive bands',
  maxPercentBelowMinimum: 'Maximum % below the minimum',
  noClaimsDiscountPercent: 'No-claims discount',
  maxDeductibles: 'Maximum deductibles',
  vatPercent: 'VAT (%)',
  yearlyDepreciationPercent: 'Yearly depreciation (%)',
  minimumValuePercent: 'Minimum value (% of new)',
  valueBandPercent: 'Value band (± %)',
  expectedKmPerYear: 'Expected km per year',
  mileagePercentPer10000Km: 'Mileage reduction per 10,000 km (%)',
  maxMileageReductionPercent: 'Maximum mileage reduction (%)',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL, maxWidth: '1100px' },
  // A disabled fieldset disables every input inside it: readers see the same screen, read-only.
  fieldset: { border: 'none', margin: 0, padding: 0, minInlineSize: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  row: { display: 'grid', gridTemplateColumns: 'minmax(160px, 1fr) minmax(200px, 1fr) minmax(200px, 1fr) auto', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  note: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

function ThirdPartyBands({ f }: { f: SettingsForm }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">Third-party bands (Decision 30/2016)</Subtitle1>
      {VEHICLES.map(([vehicle, vehicleLabel]) =>
        CYLINDERS.map(([cylinders, cylindersLabel]) => (
          <div key={`${vehicle}${cylinders}`} className={styles.row}>
            <Body1>{`${vehicleLabel}, ${cylindersLabel}`}</Body1>
            <AedField contractForm={f} name={`thirdPartyBands.${vehicle}.${cylinders}.minFils`} label={`${vehicleLabel} ${cylindersLabel} minimum`} required />
            <AedField contractForm={f} name={`thirdPartyBands.${vehicle}.${cylinders}.maxFils`} label={`${vehicleLabel} ${cylindersLabel} maximum`} hint="AED; empty for no maximum" />
            <span />
          </div>
        )),
      )}
    </section>
  );
}

function ComprehensiveBands({ f }: { f: SettingsForm }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">Comprehensive bands (Decision 30/2016)</Subtitle1>
      {VEHICLES.map(([vehicle, vehicleLabel]) => (
        <div key={vehicle} className={styles.row}>
          <Body1>{vehicleLabel}</Body1>
          <AedField contractForm={f} name={`comprehensiveBands.${vehicle}.minFils`} label={`Comprehensive ${vehicleLabel} minimum`} required />
          <NumberField contractForm={f} name={nested(`comprehensiveBands.${vehicle}.maxPercentOfValue`)} label={`Comprehensive ${vehicleLabel} maximum (% of value)`} min={0} max={100} step={0.1} />
          <span />
        </div>
      ))}
    </section>
  );
}

/** Decision 41/2017's scale: one entry per claim-free year, the last for that many or more. */
function NoClaimsScale({ f, editable }: { f: SettingsForm; editable: boolean }) {
  const styles = useStyles();
  const scale = useWatch({ control: f.form.control, name: 'noClaimsDiscountPercent' }) ?? [];
  const setScale = (next: number[]) => f.form.setValue('noClaimsDiscountPercent', next, { shouldDirty: true });
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">Discounts</Subtitle1>
      <div className={styles.grid}>
        <NumberField contractForm={f} name="maxPercentBelowMinimum" label={labels.maxPercentBelowMinimum!} min={0} max={100} hint="Decision 17/2020: only for its groups (seniors, people of determination, accident-free drivers…)" />
        {scale.map((_, years) => (
          <NumberField
            key={years}
            contractForm={f}
            name={nested(`noClaimsDiscountPercent.${years}`)}
            label={`No-claims discount, ${years}${years === scale.length - 1 ? ' or more' : ''} claim-free year${years === 1 ? '' : 's'} (%)`}
            min={0}
            max={100}
          />
        ))}
      </div>
      {editable ? (
        <div className={styles.actions}>
          <Button icon={<AddRegular />} onClick={() => setScale([...scale, scale.at(-1) ?? 0])}>Add a claim-free year</Button>
          {scale.length > 2 ? <Button icon={<DeleteRegular />} onClick={() => setScale(scale.slice(0, -1))}>Remove the last year</Button> : null}
        </div>
      ) : null}
    </section>
  );
}

/** Schedule 3's steps by insured value, the last one open-ended. */
function MaxDeductibles({ f, editable }: { f: SettingsForm; editable: boolean }) {
  const styles = useStyles();
  const steps = useFieldArray({ control: f.form.control, name: 'maxDeductibles' });
  const values = useWatch({ control: f.form.control, name: 'maxDeductibles' }) ?? [];
  const addStep = () => {
    const before = values.at(-2)?.upToValueFils ?? 0;
    steps.insert(steps.fields.length - 1, { upToValueFils: before + 100_000 * AED, maxFils: values.at(-1)?.maxFils ?? 0 });
  };
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">Maximum deductibles (Schedule 3, private cars up to 9 seats)</Subtitle1>
      {steps.fields.map((step, index) => {
        const last = index === steps.fields.length - 1;
        const previous = values[index - 1]?.upToValueFils;
        return (
          <div key={step.id} className={styles.row}>
            <Body1>{last ? `Above ${typeof previous === 'number' ? formatAed(previous) : 'the last step'}` : `Step ${index + 1}`}</Body1>
            {last ? <Caption1 className={styles.note}>Open-ended</Caption1> : (
              <AedField contractForm={f} name={`maxDeductibles.${index}.upToValueFils`} label={`Step ${index + 1}: insured value up to`} required />
            )}
            <AedField contractForm={f} name={`maxDeductibles.${index}.maxFils`} label={last ? 'Above the last step: maximum deductible' : `Step ${index + 1}: maximum deductible`} required />
            {editable && !last && steps.fields.length > 1 ? (
              <Button icon={<DeleteRegular />} aria-label={`Remove step ${index + 1}`} onClick={() => steps.remove(index)} />
            ) : <span />}
          </div>
        );
      })}
      {editable ? (
        <div className={styles.actions}>
          <Button icon={<AddRegular />} onClick={addStep}>Add a step</Button>
        </div>
      ) : null}
    </section>
  );
}

function ValuationAndVat({ f }: { f: SettingsForm }) {
  const styles = useStyles();
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">VAT and car valuation</Subtitle1>
      <div className={styles.grid}>
        <NumberField contractForm={f} name="vatPercent" label={labels.vatPercent!} min={0} max={50} required />
        <NumberField contractForm={f} name="yearlyDepreciationPercent" label={labels.yearlyDepreciationPercent!} min={0} max={50} required />
        <NumberField contractForm={f} name="minimumValuePercent" label={labels.minimumValuePercent!} min={0} max={100} required />
        <NumberField contractForm={f} name="valueBandPercent" label={labels.valueBandPercent!} min={0} max={50} required />
        <NumberField contractForm={f} name="expectedKmPerYear" label={labels.expectedKmPerYear!} min={1000} max={200_000} step={1000} required />
        <NumberField contractForm={f} name="mileagePercentPer10000Km" label={labels.mileagePercentPer10000Km!} min={0} max={50} required />
        <NumberField contractForm={f} name="maxMileageReductionPercent" label={labels.maxMileageReductionPercent!} min={0} max={100} required />
      </div>
    </section>
  );
}

function savedBy(record: PricingSettingsRecord): string {
  if (record.isDefault || !record.updatedAt) return 'The default figures apply: nobody has saved these rules yet.';
  const when = new Date(record.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
  return `Last saved ${when}${record.updatedBy ? ` by ${record.updatedBy.fullName}` : ''}.`;
}

function PricingRulesForm({ record, editable }: { record: PricingSettingsRecord; editable: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const [update, saving] = useUpdatePricingSettingsMutation();
  const [restoring, setRestoring] = useState(false);
  const f = useContractForm({
    schema: MotorPricingSettingsSchema,
    labels,
    defaultValues: record.settings,
    save: async (values) => saveResult(await update(values)),
    onSaved: () => notify.success('Pricing rules saved'),
  });

  const restore = async () => {
    const outcome = await update(DEFAULT_MOTOR_PRICING_SETTINGS);
    setRestoring(false);
    if (outcome.error) notify.error(`The default pricing rules were not restored: ${errorText(outcome.error)}`);
    else notify.success('Default pricing rules restored');
  };

  return (
    <>
      <Body1 className={styles.note}>{savedBy(record)} Money in AED. Quotes, matrix and excess checks and car values use these rules from the moment they are saved.</Body1>
      <ErrorSummary contractForm={f} title="The pricing rules were not saved" />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void f.submit();
        }}
      >
        <fieldset className={styles.fieldset} disabled={!editable}>
          <ThirdPartyBands f={f} />
          <ComprehensiveBands f={f} />
          <NoClaimsScale f={f} editable={editable} />
          <MaxDeductibles f={f} editable={editable} />
          <ValuationAndVat f={f} />
          {editable ? (
            <div className={styles.actions}>
              <Button type="submit" appearance="primary" icon={f.saving ? <Spinner size="tiny" /> : undefined} aria-busy={f.saving}>
                {f.saving ? 'Saving…' : 'Save pricing rules'}
              </Button>
              <Button type="button" disabled={!f.form.formState.isDirty} onClick={() => f.form.reset()}>Discard changes</Button>
              <Button type="button" icon={<ArrowResetRegular />} onClick={() => setRestoring(true)}>Restore defaults</Button>
            </div>
          ) : null}
        </fieldset>
      </form>
      <ConfirmDialog
        open={restoring}
        title="Restore the default pricing rules?"
        body="Every figure on this page goes back to DOMAIN.md's defaults and is saved at once; new quotes use them."
        confirmLabel="Restore defaults"
        busy={saving.isLoading}
        onConfirm={() => void restore()}
        onCancel={() => setRestoring(false)}
      />
      <ConfirmDialog
        open={f.blocker.state === 'blocked'}
        title="Leave without saving?"
        body="Your changes to the pricing rules will be lost."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => f.blocker.proceed?.()}
        onCancel={() => f.blocker.reset?.()}
      />
    </>
  );
}

/**
 * The "Pricing rules" tab of `/motor-companies`: the office's motor pricing settings (regulated
 * bands, discounts, deductibles, VAT and valuation), read with company.read and saved with
 * company.update. A save replaces the form with the stored answer (its key is the save time).
 */
export default function PricingRules() {
  const styles = useStyles();
  const editable = useCan('company.update');
  const query = useGetPricingSettingsQuery();
  return (
    <section className={styles.root} aria-labelledby="pricing-rules-title">
      <Title2 as="h1" id="pricing-rules-title">Motor pricing rules</Title2>
      {query.data ? (
        <PricingRulesForm key={query.data.updatedAt ?? 'defaults'} record={query.data} editable={editable} />
      ) : query.isError ? (
        <MessageBar intent="error">
          <MessageBarBody>{`The pricing rules could not be read: ${errorText(query.error)}`}</MessageBarBody>
        </MessageBar>
      ) : (
        <Spinner label="Loading the pricing rules…" />
      )}
    </section>
  );
}
