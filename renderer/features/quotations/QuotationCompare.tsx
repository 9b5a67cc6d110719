import { Badge, Body1, Button, Spinner, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QuoteIdsSchema, type Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { Forbidden } from '../../app/StatusScreen.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { useDownload } from '../../app/useDownload.js';
import { AppLink } from '../../components/AppLink.js';
import { LoadError } from '../../components/LoadError.js';
import { show } from '../../components/display.js';
import { errorStatus, errorText } from '../../components/errorText.js';
import { useDelayedFlag } from '../../components/useDelayedFlag.js';
import { useCompareTableStyles } from '../../components/compareTableStyles.js';
import { CompareShareActions } from '../sharing/public.js';
import { insuranceTypeLabel, repairLabel } from './quoteDisplay.js';
import { useCompareQuotationsQuery } from './quotationsApi.js';

const useStyles = makeStyles({
  colHead: { verticalAlign: 'bottom' },
  mark: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** The ids of `?ids=a,b,c`, trimmed, without blanks or repeats. */
export function compareIds(raw: string | null): string[] {
  return [...new Set((raw ?? '').split(',').map((id) => id.trim()).filter(Boolean))];
}

function Yes({ children }: { children?: ReactNode }) {
  const styles = useStyles();
  return (
    <span className={styles.mark}>
      <CheckmarkRegular aria-hidden />
      {children ?? 'Included'}
    </span>
  );
}
function No({ children = 'Not included' }: { children?: ReactNode }) {
  const styles = useStyles();
  return (
    <span className={styles.mark}>
      <DismissRegular aria-hidden />
      {children}
    </span>
  );
}

interface Row {
  label: string;
  cell: (quote: Quote) => ReactNode;
  money?: boolean;
}

/** Union of items across quotes, in first-seen order. */
function union<T extends { code: string; label: string }>(quotes: readonly Quote[], pick: (quote: Quote) => readonly T[]) {
  const seen = new Map<string, string>();
  for (const quote of quotes) for (const item of pick(quote)) if (!seen.has(item.code)) seen.set(item.code, item.label);
  return [...seen.entries()];
}

function CompareTable({ quotes }: { quotes: readonly Quote[] }) {
  const styles = { ...useCompareTableStyles(), ...useStyles() };
  const { download, downloading } = useDownload();
  const cheapest = Math.min(...quotes.map((quote) => quote.totalFils));
  const isCheapest = (quote: Quote) => quotes.length > 1 && quote.totalFils === cheapest;

  const groups: Array<{ title: string; rows: Row[] }> = [
    {
      title: 'Price',
      rows: [
        { label: 'Original Price', money: true, cell: (q) => formatAed(q.priceFils) },
        { label: 'Premium (excl. VAT)', money: true, cell: (q) => formatAed(q.totalFils - q.vatFils) },
        { label: 'VAT', money: true, cell: (q) => formatAed(q.vatFils) },
        { label: 'Total', money: true, cell: (q) => <strong>{formatAed(q.totalFils)}</strong> },
        { label: 'Excess', money: true, cell: (q) => (q.excessFils === null ? 'None' : formatAed(q.excessFils)) },
      ],
    },
    {
      title: 'Policy',
      rows: [
        { label: 'Plan', cell: (q) => show(q.planName) },
        { label: 'Type', cell: (q) => insuranceTypeLabel(q.insuranceType) },
        { label: 'Repair Type', cell: (q) => repairLabel(q.repairCondition) },
      ],
    },
    {
      title: 'Coverages',
      rows: union(quotes, (q) => q.coverages).map(([code, label]) => ({
        label,
        cell: (q: Quote) => {
          const coverage = q.coverages.find((item) => item.code === code);
          return coverage ? <Yes>{show(coverage.value)}</Yes> : <No />;
        },
      })),
    },
    {
      title: 'Benefits',
      rows: union(quotes, (q) => q.includedBenefits).map(([code, label]) => ({
        label,
        cell: (q: Quote) => {
          const benefit = q.includedBenefits.find((item) => item.code === code);
          return benefit ? <Yes>{benefit.limit ? `Included (${benefit.limit})` : 'Included'}</Yes> : <No />;
        },
      })),
    },
    {
      title: 'Add-ons',
      rows: union(quotes, (q) => q.addons).map(([code, label]) => ({
        label,
        cell: (q: Quote) => {
          const addon = q.addons.find((item) => item.code === code);
          if (!addon) return <No>Not offered</No>;
          return <Yes>{`${formatAed(addon.priceFils)}${addon.selected ? ' (taken)' : ''}`}</Yes>;
        },
      })),
    },
  ];

  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label="Quotes side by side">
        <thead>
          <tr>
            <th className={mergeClasses(styles.cell, styles.rowHead)} scope="col">
              Company
            </th>
            {quotes.map((quote) => (
              <th key={quote._id} scope="col" className={mergeClasses(styles.cell, styles.colHead, isCheapest(quote) && styles.cheapest)}>
                <div className={styles.head}>
                  <span>{quote.companyName}</span>
                  <Body1>{quote.ref}</Body1>
                  {isCheapest(quote) ? (
                    <Badge appearance="filled" color="success" shape="rounded">
                      Cheapest
                    </Badge>
                  ) : null}
                  <Button
                    size="small"
                    icon={<ArrowDownloadRegular />}
                    disabled={downloading}
                    onClick={() => void download('proposals.downloadQuote', { params: { id: quote._id } })}
                  >
                    {`Download quote ${quote.ref}`}
                  </Button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {groups
          .filter((group) => group.rows.length > 0)
          .map((group) => (
            <tbody key={group.title}>
              <tr>
                <th scope="colgroup" colSpan={quotes.length + 1} className={mergeClasses(styles.cell, styles.group)}>
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className={mergeClasses(styles.cell, styles.rowHead)}>
                    {row.label}
                  </th>
                  {quotes.map((quote) => (
                    <td key={quote._id} className={mergeClasses(styles.cell, row.money && styles.money, isCheapest(quote) && styles.cheapest)}>
                      {row.cell(quote)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
      </table>
    </div>
  );
}

/** `/quotations/compare-quotation?ids=a,b,c`: the chosen quotes side by side, the cheapest total highlighted. */
export default function QuotationCompare() {
  const styles = useCompareTableStyles();
  const [params] = useSearchParams();
  const ids = compareIds(params.get('ids'));
  const parsed = QuoteIdsSchema.safeParse({ ids });
  const result = useCompareQuotationsQuery(ids, { skip: !parsed.success });
  const waiting = useDelayedFlag(result.isLoading, 300);
  // The route admits any sales key (spec 000 §6); the quotes themselves may still be refused.
  const refused = result.isError && errorStatus(result.error) === 403;
  useDocumentTitle(refused ? 'Not allowed' : 'Compare quotations');
  if (refused) return <Forbidden missing={errorText(result.error)} />;

  const back = <AppLink to="/quotations">Back to quotations</AppLink>;
  let body: ReactNode;
  if (!parsed.success) {
    body = (
      <>
        <Body1>{`${parsed.error.issues[0]?.message ?? 'These quotes cannot be compared'}: choose the quotes to compare in a proposal's Quotations table.`}</Body1>
        {back}
      </>
    );
  } else if (result.isError) {
    body =
      errorStatus(result.error) === 404 ? (
        <>
          <Body1>Some of these quotes no longer exist. Choose the quotes to compare again.</Body1>
          {back}
        </>
      ) : (
        <LoadError error={result.error} onRetry={result.refetch} />
      );
  } else if (!result.data) {
    body = waiting ? <Spinner size="small" label="Loading quotes…" /> : null;
  } else if (result.data.length === 0) {
    body = (
      <>
        <Body1>None of these quotes was found.</Body1>
        {back}
      </>
    );
  } else {
    const missing = ids.length - result.data.length;
    body = (
      <>
        {missing > 0 ? <Body1>{`${missing} of the chosen quotes ${missing === 1 ? 'was' : 'were'} not found and ${missing === 1 ? 'is' : 'are'} left out.`}</Body1> : null}
        <CompareShareActions quotes={result.data} />
        <CompareTable quotes={result.data} />
      </>
    );
  }

  return (
    <section className={styles.root}>
      <Title2 as="h1">Compare quotations</Title2>
      {body}
    </section>
  );
}
