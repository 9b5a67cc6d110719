import {
  Caption1,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed } from '../../../shared/domain/format.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  table: { minWidth: '420px' },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  detail: { color: tokens.colorNeutralForeground3 },
  total: { fontWeight: tokens.fontWeightSemibold },
  subtotal: { borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

/** Subtotal, VAT and total as the quote's figures give them (never recomputed on screen). */
export function quoteTotals(quote: Pick<Quote, 'vatFils' | 'totalFils'>) {
  return { subtotalFils: quote.totalFils - quote.vatFils, vatFils: quote.vatFils, totalFils: quote.totalFils };
}

/**
 * How a quote's price is made (DOMAIN §4): each line with its label, how it was reached and its
 * amount (discounts negative), then the subtotal before VAT, VAT and the total; the excess and the
 * pricing warnings follow.
 *
 * @example <QuotePriceLines quote={quote} />
 */
export function QuotePriceLines({ quote }: { quote: Quote }) {
  const styles = useStyles();
  const lines = quote.lines.filter((line) => line.code !== 'vat');
  const vatLine = quote.lines.find((line) => line.code === 'vat');
  const { subtotalFils, vatFils, totalFils } = quoteTotals(quote);
  return (
    <div className={styles.root}>
      <Table size="small" aria-label={`Price of quote ${quote.ref}`} className={styles.table}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Item</TableHeaderCell>
            <TableHeaderCell>How</TableHeaderCell>
            <TableHeaderCell className={styles.money}>Amount</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={`${line.code}-${index}`}>
              <TableCell>{line.label}</TableCell>
              <TableCell>
                <Caption1 className={styles.detail}>{line.detail || '-'}</Caption1>
              </TableCell>
              <TableCell className={styles.money}>{formatAed(line.amountFils)}</TableCell>
            </TableRow>
          ))}
          <TableRow className={styles.subtotal}>
            <TableCell>Subtotal (excl. VAT)</TableCell>
            <TableCell />
            <TableCell className={styles.money}>{formatAed(subtotalFils)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>{vatLine?.label ?? 'VAT'}</TableCell>
            <TableCell>
              <Caption1 className={styles.detail}>{vatLine?.detail || '-'}</Caption1>
            </TableCell>
            <TableCell className={styles.money}>{formatAed(vatFils)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell className={styles.total}>Total</TableCell>
            <TableCell />
            <TableCell className={mergeClasses(styles.money, styles.total)}>{formatAed(totalFils)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
      <Caption1>{`Excess: ${quote.excessFils === null ? 'none' : formatAed(quote.excessFils)}`}</Caption1>
      {quote.warnings.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Check before selling</MessageBarTitle>
            <ul>
              {quote.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
    </div>
  );
}
