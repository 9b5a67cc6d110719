import {
  Body1, Subtitle1, Subtitle2, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import type { LiveRefusal } from '../../../shared/contract/proposals/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { LiveQuotesState } from './useLiveQuotes.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  refusals: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Plans that refused the car, one line each: "Insurer – Plan: why". */
export function RefusalItems({ refusals }: { refusals: readonly LiveRefusal[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.refusals}>
      {refusals.map((refusal, index) => (
        <li key={`${refusal.companyName}-${refusal.planName}-${index}`}>
          {refusal.companyName} – {refusal.planName}: {refusal.message}
        </li>
      ))}
    </ul>
  );
}

function summary({ status, quotes, refusals, remaining }: LiveQuotesState): string {
  if (status === 'answered') return `${plural(quotes.length, 'quote')}, ${refusals.length} refused`;
  if (quotes.length === 0 && refusals.length === 0 && remaining === null) return 'Pricing with every insurer…';
  const still = remaining === null ? '' : `, ${remaining} still being priced`;
  return `${plural(quotes.length, 'quote')} so far, ${refusals.length} refused${still}`;
}

/**
 * The quotes of a pricing run as the insurers answer (insurer, plan, total), the refusals as
 * insurer errors, and how many are still being priced; nothing before a run starts.
 *
 * `heading` is the level of its title within the page (h3 inside a section of its own).
 *
 * @example <LiveQuotes state={live.state} />
 */
export function LiveQuotes({ state, heading = 'h2' }: { state: LiveQuotesState; heading?: 'h2' | 'h3' }) {
  const styles = useStyles();
  const headingId = useId();
  if (state.status === 'idle') return null;
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle1 as={heading} id={headingId}>
        {state.status === 'answered' ? 'Quotes' : 'Quotes arriving'}
      </Subtitle1>
      <Body1 role="status">{summary(state)}</Body1>
      {state.quotes.length > 0 ? (
        <Table size="small" aria-labelledby={headingId}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Insurer</TableHeaderCell>
              <TableHeaderCell>Plan</TableHeaderCell>
              <TableHeaderCell className={styles.numeric}>Total</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {state.quotes.map((quote) => (
              <TableRow key={quote._id}>
                <TableCell>{quote.companyName}</TableCell>
                <TableCell>{quote.planName}</TableCell>
                <TableCell className={styles.numeric}>{formatAed(quote.totalFils)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {state.refusals.length > 0 ? (
        <>
          <Subtitle2 as={heading === 'h2' ? 'h3' : 'h4'}>Insurer errors</Subtitle2>
          <RefusalItems refusals={state.refusals} />
        </>
      ) : null}
    </section>
  );
}
