import { Body1, Button, Caption1, Field, Input, MessageBar, MessageBarBody, Select, Spinner, Subtitle1, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState, type ReactNode } from 'react';
import { PricingPreviewSchema, VEHICLE_TYPES, type RequestedInsuranceType, type VehicleType } from '../../../../shared/contract/companies/companies.schema.js';
import { formatAed } from '../../../../shared/domain/format.js';
import { callError } from '../../../app/baseQuery.js';
import {
  useCalculateCarValueMutation, useGetCatalogueMakesQuery, useGetCatalogueModelsQuery, useGetCatalogueTrimsQuery, useGetCatalogueYearsQuery,
  type CarTrimRecord, type CarValueAnswer,
} from '../../motor-companies/public.js';
import { aedTextToFils, filsToAedText } from '../../../components/form/AedField.js';
import { usePricingPreviewMutation, type PlanRecord, type PricingAnswer } from '../companiesApi.js';
import { VEHICLE_TYPE_LABEL } from '../labels.js';
import { fieldErrorsOf, type FieldErrors } from './fieldErrors.js';
import { PricingResults } from './PricingResults.js';
import { initialDraft, pricingRequest, type Draft } from './pricingDraft.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  switches: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** What the chosen catalogue trim tells the preview. */
function TrimFacts({ trim }: { trim: CarTrimRecord }) {
  const styles = useStyles();
  return (
    <Caption1 className={styles.muted} aria-label="Chosen trim">
      {trim.make} {trim.model} {trim.trim} {trim.year}: {trim.bodyType} ({VEHICLE_TYPE_LABEL[trim.vehicleType]}), {trim.cylinders} cylinders, {trim.seats} seats,
      new-car value {formatAed(trim.newCarValueFils)}
    </Caption1>
  );
}

/**
 * The pricing preview of a company's motor page: enter a car and a driver, see each plan priced
 * line by line (premium, discounts, add-ons, fee, VAT) or the condition that refused it.
 */
export function PricingPreview({ companyId, plans }: { companyId: string; plans: readonly PlanRecord[] }) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft>(initialDraft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [answer, setAnswer] = useState<PricingAnswer>();
  const [price, pricing] = usePricingPreviewMutation();
  const [valuate, valuation] = useCalculateCarValueMutation();
  const [range, setRange] = useState<CarValueAnswer>();
  const [cleared, setCleared] = useState<string>();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  // The catalogue pickers: year → make → model → trim, each list asked for once its parent is chosen.
  const year = draft.year ? Number(draft.year) : undefined;
  const years = useGetCatalogueYearsQuery();
  const makes = useGetCatalogueMakesQuery(year ?? skipToken);
  const models = useGetCatalogueModelsQuery(year !== undefined && draft.make ? { make: draft.make, year } : skipToken);
  const trims = useGetCatalogueTrimsQuery(year !== undefined && draft.make && draft.model ? { make: draft.make, model: draft.model, year } : skipToken);
  const trim = trims.data?.find((t) => t._id === draft.trimId);

  /** A parent changed: its dependents are cleared, and the form says which (UX.md §4). */
  const choose = (level: 'year' | 'make' | 'model', value: string) => {
    const order = ['year', 'make', 'model', 'trim'] as const;
    const labels = { year: 'Model year', make: 'make', model: 'model', trim: 'trim' } as const;
    const dependents = order.slice(order.indexOf(level) + 1);
    const had = dependents.filter((d) => (d === 'trim' ? draft.trimId : draft[d]) !== '');
    setDraft((d) => ({
      ...d,
      [level]: value,
      ...(level === 'year' ? { make: '', model: '', trimId: '' } : level === 'make' ? { model: '', trimId: '' } : { trimId: '' }),
      ...(had.length > 0 || draft.trimId ? { value: '' } : {}),
    }));
    setRange(undefined);
    setCleared(
      had.length > 0 && value !== draft[level]
        ? `${labels[level][0]!.toUpperCase()}${labels[level].slice(1)} changed: ${had.map((d) => labels[d]).join(', ')} cleared. Choose again.`
        : undefined,
    );
  };

  /** A trim fills the vehicle type and cylinders, then the market value and its accepted range. */
  const chooseTrim = async (trimId: string) => {
    const picked = trims.data?.find((t) => t._id === trimId);
    setCleared(undefined);
    setRange(undefined);
    setDraft((d) => ({
      ...d,
      trimId,
      value: '',
      ...(picked ? { vehicleType: picked.vehicleType, cylinders: String(picked.cylinders) } : {}),
    }));
    if (!picked) return;
    const outcome = await valuate({ trimId: picked._id, year: picked.year });
    if (outcome.error) {
      setErrors((e) => ({ ...e, 'car.valueFils': `No market value: ${callError(outcome)!.message}. Type the value.` }));
      return;
    }
    setRange(outcome.data);
    setDraft((d) => (d.trimId === trimId ? { ...d, value: filsToAedText(outcome.data.valueFils) } : d));
  };

  const run = async () => {
    const valueFils = aedTextToFils(draft.value);
    if (range && valueFils !== null && Number.isFinite(valueFils) && (valueFils < range.minValueFils || valueFils > range.maxValueFils)) {
      setErrors({ 'car.valueFils': `Enter a value from ${formatAed(range.minValueFils)} to ${formatAed(range.maxValueFils)}` });
      return;
    }
    const body = pricingRequest(draft, companyId, valueFils);
    const parsed = PricingPreviewSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, 'risk.'));
      return;
    }
    setErrors({});
    setMessage(undefined);
    const outcome = await price(body);
    if (outcome.error) {
      const error = callError(outcome)!;
      const fields = fieldErrorsOf(error.fieldErrors, 'risk.');
      setErrors(fields);
      setMessage(error.message);
      setAnswer(undefined);
      return;
    }
    setAnswer(outcome.data);
  };

  const field = (label: string, path: string, input: ReactNode, required = true) => (
    <Field label={label} required={required} validationMessage={errors[path]}>
      {input}
    </Field>
  );

  return (
    <section className={styles.root} aria-labelledby="pricing-preview-heading">
      <Subtitle1 as="h2" id="pricing-preview-heading">
        Pricing preview
      </Subtitle1>
      <Body1 className={styles.muted}>Pick a car from the catalogue and enter a driver to see how each active plan prices them, or which condition refuses them.</Body1>
      <form
        noValidate
        className={styles.root}
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className={styles.grid}>
          {field(
            'Model year',
            'car.year',
            <Select value={draft.year} onChange={(_, d) => choose('year', d.value)}>
              <option value="">{years.isLoading ? 'Loading…' : 'Choose a year'}</option>
              {(years.data ?? []).map((y) => (
                <option key={y} value={String(y)}>
                  {y}
                </option>
              ))}
            </Select>,
          )}
          {field(
            'Make',
            'car.make',
            <Select value={draft.make} disabled={year === undefined} onChange={(_, d) => choose('make', d.value)}>
              <option value="">{year === undefined ? 'Choose the year first' : makes.isFetching ? 'Loading…' : 'Choose a make'}</option>
              {(makes.data ?? []).map((m) => (
                <option key={m._id} value={m.name}>
                  {m.name}
                </option>
              ))}
            </Select>,
          )}
          {field(
            'Model',
            'car.model',
            <Select value={draft.model} disabled={!draft.make} onChange={(_, d) => choose('model', d.value)}>
              <option value="">{!draft.make ? 'Choose the make first' : models.isFetching ? 'Loading…' : 'Choose a model'}</option>
              {(models.data ?? []).map((m) => (
                <option key={m.model} value={m.model}>
                  {m.model}
                </option>
              ))}
            </Select>,
          )}
          {field(
            'Trim',
            'car.trim',
            <Select value={draft.trimId} disabled={!draft.model} onChange={(_, d) => void chooseTrim(d.value)}>
              <option value="">{!draft.model ? 'Choose the model first' : trims.isFetching ? 'Loading…' : 'Choose a trim'}</option>
              {(trims.data ?? []).map((t) => (
                <option key={t._id} value={t._id}>
                  {t.trim}
                </option>
              ))}
            </Select>,
            false,
          )}
          {field(
            'Vehicle Type',
            'car.vehicleType',
            <Select value={draft.vehicleType} onChange={(_, d) => set('vehicleType', d.value as VehicleType)}>
              {VEHICLE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {VEHICLE_TYPE_LABEL[type]}
                </option>
              ))}
            </Select>,
          )}
          {field('Cylinders', 'car.cylinders', <Input type="number" inputMode="numeric" value={draft.cylinders} onChange={(_, d) => set('cylinders', d.value)} />)}
          <Field
            label="Car value"
            required
            validationMessage={errors['car.valueFils']}
            hint={errors['car.valueFils'] ? undefined : range ? `Accepted range ${formatAed(range.minValueFils)} to ${formatAed(range.maxValueFils)}` : undefined}
          >
            <Input
              inputMode="decimal"
              contentBefore="AED"
              contentAfter={valuation.isLoading ? <Spinner size="extra-tiny" aria-label="Valuing the car" /> : undefined}
              value={draft.value}
              onChange={(_, d) => set('value', d.value)}
            />
          </Field>
          {field('Driver age', 'driver.age', <Input type="number" inputMode="numeric" value={draft.age} onChange={(_, d) => set('age', d.value)} />)}
          {field('Licence years', 'driver.licenceYears', <Input type="number" inputMode="numeric" value={draft.licenceYears} onChange={(_, d) => set('licenceYears', d.value)} />)}
          {field(
            'Claim-free years',
            'driver.claimFreeYears',
            <Input type="number" inputMode="numeric" value={draft.claimFreeYears} onChange={(_, d) => set('claimFreeYears', d.value)} />,
            false,
          )}
          {field(
            'Insurance Type',
            'insuranceType',
            <Select value={draft.insuranceType} onChange={(_, d) => set('insuranceType', d.value as RequestedInsuranceType)}>
              <option value="all">All</option>
              <option value="comprehensive">Comprehensive</option>
              <option value="thirdparty">Third party</option>
            </Select>,
            false,
          )}
          {field(
            'Plan',
            'planId',
            <Select value={draft.planId} onChange={(_, d) => set('planId', d.value)}>
              <option value="">Every plan of this company</option>
              {plans.map((plan) => (
                <option key={plan._id} value={plan._id}>
                  {plan.planName}
                </option>
              ))}
            </Select>,
            false,
          )}
        </div>
        {cleared ? (
          <Body1 role="status" className={styles.muted}>
            {cleared}
          </Body1>
        ) : null}
        {trim ? <TrimFacts trim={trim} /> : null}
        <div className={styles.switches}>
          <Switch label="GCC spec" checked={draft.gccSpec} onChange={(_, d) => set('gccSpec', d.checked)} />
          <Switch label="No-claims letter" checked={draft.hasNoClaimsProof} onChange={(_, d) => set('hasNoClaimsProof', d.checked)} />
          <Button type="submit" appearance="primary" icon={pricing.isLoading ? <Spinner size="tiny" /> : undefined} aria-busy={pricing.isLoading}>
            Price
          </Button>
        </div>
      </form>
      {message ? (
        <MessageBar intent="error">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      ) : null}
      {answer ? <PricingResults answer={answer} /> : null}
    </section>
  );
}
