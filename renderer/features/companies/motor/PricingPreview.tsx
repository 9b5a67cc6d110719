import {
  Body1, Button, Caption1, Card, Field, Input, MessageBar, MessageBarBody, Select, Spinner, Subtitle1, Subtitle2, Switch, Table,
  TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import {
  PricingPreviewSchema, VEHICLE_TYPES, type PlanQuote, type PlanRefusal, type RequestedInsuranceType, type VehicleType,
} from '../../../../shared/contract/companies/companies.schema.js';
import { formatAed } from '../../../../shared/domain/format.js';
import type { HostCallError } from '../../../app/baseQuery.js';
import { aedTextToFils } from '../AedField.js';
import { usePricingPreviewMutation, type PlanRecord, type PricingAnswer } from '../companiesApi.js';
import { INSURANCE_TYPE_LABEL, REPAIR_LABEL, VEHICLE_TYPE_LABEL } from '../labels.js';
import { fieldErrorsOf, type FieldErrors } from './fieldErrors.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  switches: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'center' },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  total: { fontWeight: tokens.fontWeightSemibold },
  refused: { color: tokens.colorPaletteRedForeground1 },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface Draft {
  make: string;
  model: string;
  vehicleType: VehicleType;
  cylinders: string;
  year: string;
  value: string;
  gccSpec: boolean;
  age: string;
  licenceYears: string;
  claimFreeYears: string;
  hasNoClaimsProof: boolean;
  insuranceType: RequestedInsuranceType;
  planId: string;
}

const initial: Draft = {
  make: '',
  model: '',
  vehicleType: 'sedan',
  cylinders: '4',
  year: String(new Date().getFullYear()),
  value: '',
  gccSpec: true,
  age: '',
  licenceYears: '',
  claimFreeYears: '0',
  hasNoClaimsProof: false,
  insuranceType: 'all',
  planId: '',
};

/** A typed number, or NaN (the schema then says what is wrong). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function planTitle(price: PlanQuote | PlanRefusal) {
  const repair = price.repairCondition ? `, ${REPAIR_LABEL[price.repairCondition]}` : '';
  return `${price.companyName} – ${price.planName} (${INSURANCE_TYPE_LABEL[price.insuranceType]}${repair})`;
}

/** One priced plan: each line of the price with its explanation, the total, excess, benefits and warnings. */
export function QuoteCard({ quote }: { quote: PlanQuote }) {
  const styles = useStyles();
  const title = planTitle(quote);
  return (
    <Card className={styles.card} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <Table size="small" aria-label={`Price of ${quote.planName}`}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Line</TableHeaderCell>
            <TableHeaderCell>How</TableHeaderCell>
            <TableHeaderCell className={styles.numeric}>Amount</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quote.lines.map((line, index) => (
            <TableRow key={`${line.code}-${index}`}>
              <TableCell>{line.label}</TableCell>
              <TableCell>{line.detail || '-'}</TableCell>
              <TableCell className={styles.numeric}>{formatAed(line.amountFils)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell className={styles.total}>Total</TableCell>
            <TableCell>Before VAT {formatAed(quote.subtotalFils)}, VAT {formatAed(quote.vatFils)}</TableCell>
            <TableCell className={mergeClasses(styles.numeric, styles.total)}>{formatAed(quote.totalFils)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Body1>
        Excess: {quote.excessFils === null ? 'none stated' : formatAed(quote.excessFils)}
        {' · '}Regulated band: {formatAed(quote.band.minFils)} to {quote.band.maxFils === null ? 'no fixed cap' : formatAed(quote.band.maxFils)}
      </Body1>
      {quote.includedBenefits.length > 0 ? (
        <Body1>Included: {quote.includedBenefits.map((b) => (b.limit ? `${b.label} (${b.limit})` : b.label)).join(', ')}</Body1>
      ) : null}
      {quote.addons.length > 0 ? (
        <Body1>
          Add-ons: {quote.addons.map((a) => `${a.label} ${formatAed(a.priceFils)}${a.isMandatory ? ' (mandatory)' : ''}${a.selected ? ' (taken)' : ''}`).join(', ')}
        </Body1>
      ) : null}
      {quote.warnings.map((warning) => (
        <MessageBar key={warning} intent="warning">
          <MessageBarBody>{warning}</MessageBarBody>
        </MessageBar>
      ))}
    </Card>
  );
}

/** A plan that refused the risk, with the condition that refused it. */
export function RefusalCard({ refusal }: { refusal: PlanRefusal }) {
  const styles = useStyles();
  const title = planTitle(refusal);
  return (
    <Card className={styles.card} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <Body1 className={styles.refused}>Refused: {refusal.reason.message}</Body1>
      {refusal.reason.condition ? <Caption1>Condition: {refusal.reason.condition}</Caption1> : null}
    </Card>
  );
}

/** The answer of the engine: priced plans first, then the refusals. */
export function PricingResults({ answer }: { answer: PricingAnswer }) {
  const styles = useStyles();
  const count = answer.quotes.length + answer.refusals.length;
  return (
    <section className={styles.results} aria-label="Pricing results">
      <Body1 role="status">
        {count === 0
          ? 'No active plan to price.'
          : `${answer.quotes.length} priced, ${answer.refusals.length} refused · car in its year ${answer.carAgeYear} of use`}
      </Body1>
      {answer.quotes.map((quote) => (
        <QuoteCard key={quote.planId} quote={quote} />
      ))}
      {answer.refusals.map((refusal) => (
        <RefusalCard key={refusal.planId} refusal={refusal} />
      ))}
    </section>
  );
}

/**
 * The pricing preview of a company's motor page: enter a car and a driver, see each plan priced
 * line by line (premium, discounts, add-ons, fee, VAT) or the condition that refused it.
 */
export function PricingPreview({ companyId, plans }: { companyId: string; plans: readonly PlanRecord[] }) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [answer, setAnswer] = useState<PricingAnswer>();
  const [price, pricing] = usePricingPreviewMutation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const run = async () => {
    const valueFils = aedTextToFils(draft.value);
    const body = {
      companyId,
      ...(draft.planId ? { planId: draft.planId } : {}),
      risk: {
        car: {
          make: draft.make,
          model: draft.model,
          vehicleType: draft.vehicleType,
          cylinders: num(draft.cylinders),
          year: num(draft.year),
          valueFils: valueFils ?? Number.NaN,
          gccSpec: draft.gccSpec,
        },
        driver: {
          age: num(draft.age),
          licenceYears: num(draft.licenceYears),
          claimFreeYears: draft.claimFreeYears.trim() === '' ? 0 : num(draft.claimFreeYears),
          hasNoClaimsProof: draft.hasNoClaimsProof,
        },
        insuranceType: draft.insuranceType,
      },
    };
    const parsed = PricingPreviewSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues, 'risk.'));
      return;
    }
    setErrors({});
    setMessage(undefined);
    const outcome = await price(body);
    if (outcome.error) {
      const error = outcome.error as HostCallError;
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
      <Body1 className={styles.muted}>Enter a car and a driver to see how each active plan prices them, or which condition refuses them.</Body1>
      <form
        noValidate
        className={styles.root}
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className={styles.grid}>
          {field('Make', 'car.make', <Input value={draft.make} onChange={(_, d) => set('make', d.value)} />)}
          {field('Model', 'car.model', <Input value={draft.model} onChange={(_, d) => set('model', d.value)} />)}
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
          {field('Model year', 'car.year', <Input type="number" inputMode="numeric" value={draft.year} onChange={(_, d) => set('year', d.value)} />)}
          {field('Car value', 'car.valueFils', <Input inputMode="decimal" contentBefore="AED" value={draft.value} onChange={(_, d) => set('value', d.value)} />)}
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
