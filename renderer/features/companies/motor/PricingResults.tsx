import {
  Body1, Caption1, Card, MessageBar, MessageBarBody, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import type { PlanQuote, PlanRefusal } from '../../../../shared/contract/companies/companies.schema.js';
import { formatAed } from '../../../../shared/domain/format.js';
import type { PricingAnswer } from '../companiesApi.js';
import { INSURANCE_TYPE_LABEL, REPAIR_LABEL } from '../labels.js';

const useStyles = makeStyles({
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  total: { fontWeight: tokens.fontWeightSemibold },
  refused: { color: tokens.colorPaletteRedForeground1 },
});

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
