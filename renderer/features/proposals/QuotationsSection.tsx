import {
  Body1, Button, Checkbox, Field, MessageBar, MessageBarBody, MessageBarTitle, Select, Spinner, Subtitle1, Table, TableBody, TableCell,
  TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, ArrowDownloadRegular, ArrowSortDownRegular, ArrowSortUpRegular, CartRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatAed } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { saveResult } from '../../components/form/useContractForm.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { AppLink } from '../../components/AppLink.js';
import { LoadError } from '../../components/LoadError.js';
import { useDelayedFlag } from '../../components/useDelayedFlag.js';
import { PaymentActions, motorPayments } from '../payments/public.js';
import { QuotePriceLines } from '../quotations/public.js';
import { ChatbotPdfButton, ShareButton } from '../sharing/public.js';
import { ContactRequestButton, appliedForContactText } from './ContactRequest.js';
import { LiveQuotes } from './LiveQuotes.js';
import {
  useApplyForQuoteContactMutation, useBuyQuoteMutation, useGetProposalQuotesQuery, useRegenerateQuotesMutation, type ProposalRecord, type QuoteRecord,
} from './proposalsApi.js';
import { useLiveQuotes } from './useLiveQuotes.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  scroller: { overflowX: 'auto' },
  // Columns as wide as their content, so an insurer and plan name keeps to one or two lines instead of an equal share.
  table: { minWidth: '720px', tableLayout: 'auto' },
  company: { minWidth: '260px' },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  sort: { paddingInline: 0, minWidth: 0, fontWeight: tokens.fontWeightSemibold },
});

type InsuranceFilter = 'all' | 'comprehensive' | 'thirdparty';
type SortField = 'company' | 'type' | 'repair' | 'premium';
const TYPE_TEXT = { comprehensive: 'Comprehensive', thirdparty: 'Third Party' } as const;
const REPAIR_TEXT = { agency: 'Agency', nonagency: 'Non-Agency' } as const;
const CONTACT_API = { useApply: useApplyForQuoteContactMutation, permission: 'quote.update' } as const;

export const typeText = (quote: QuoteRecord) => (quote.insuranceType ? TYPE_TEXT[quote.insuranceType] : '-');
export const repairText = (quote: QuoteRecord) => (quote.repairCondition ? REPAIR_TEXT[quote.repairCondition] : '-');

const sortValue: Record<SortField, (quote: QuoteRecord) => string | number> = {
  company: (q) => q.companyName.toLowerCase(),
  type: (q) => typeText(q),
  repair: (q) => repairText(q),
  premium: (q) => q.priceFils,
};

/**
 * The proposal's quotations (FIELDS.md detail §4): filter by type, sort, select; Re-generate,
 * Compare (two or more), Download quote and Buy (exactly one), Share Quote (one) and Share comparison
 * (two or more); "Applied for Contact" with the row's "Customer asked to be contacted"; then the
 * chosen quote's price lines and payment actions.
 */
export function QuotationsSection({ proposal, frozen }: { proposal: ProposalRecord; frozen: boolean }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const canUpdate = useCan('proposal.update');
  const [insuranceType, setInsuranceType] = useState<InsuranceFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [sort, setSort] = useState<{ field: SortField; direction: 'asc' | 'desc' }>({ field: 'premium', direction: 'asc' });
  const [bought, setBought] = useState<QuoteRecord>();
  const result = useGetProposalQuotesQuery({ id: proposal._id, insuranceType });
  const waiting = useDelayedFlag(result.isLoading);
  const [regenerate, regenerating] = useRegenerateQuotesMutation();
  const live = useLiveQuotes();
  const [buy, buying] = useBuyQuoteMutation();
  const { download, downloading } = useDownload();
  const quotes = result.currentData;

  const sorted = useMemo(() => {
    const list = [...(quotes ?? [])];
    const value = sortValue[sort.field];
    list.sort((a, b) => {
      const x = value(a);
      const y = value(b);
      const order = x < y ? -1 : x > y ? 1 : 0;
      return sort.direction === 'asc' ? order : -order;
    });
    return list;
  }, [quotes, sort]);

  const selectedQuotes = sorted.filter((quote) => selected.has(quote._id));
  // The quote the customer takes, as anyone opening the proposal later finds it: paid, or chosen with its payment still to come.
  const takenQuote = sorted.find((quote) => quote._id === proposal.paidQuoteId || quote.isBought || quote.status === 'chosen');
  const chosen = bought ?? takenQuote ?? (selectedQuotes.length === 1 ? selectedQuotes[0] : undefined);
  const isPaid = Boolean(proposal.paidQuoteId) || proposal.isPaid;

  const toggle = (id: string, checked: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const sortBy = (field: SortField) =>
    setSort((previous) => ({ field, direction: previous.field === field && previous.direction === 'asc' ? 'desc' : 'asc' }));
  const ariaSort = (field: SortField) => (sort.field === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined);
  const header = (field: SortField, label: string, numeric = false) => (
    <TableHeaderCell aria-sort={ariaSort(field)} className={numeric ? styles.numeric : undefined}>
      <Button
        appearance="transparent"
        size="small"
        className={styles.sort}
        icon={sort.field === field ? sort.direction === 'asc' ? <ArrowSortUpRegular /> : <ArrowSortDownRegular /> : undefined}
        iconPosition="after"
        onClick={() => sortBy(field)}
      >
        {label}
      </Button>
    </TableHeaderCell>
  );

  const runRegenerate = async () => {
    // The table below is the answer (its list is refetched): the live list only bridges the wait.
    const outcome = await live.price((reqId) => regenerate({ pId: proposal._id, reqId }), () => null);
    const result = saveResult(outcome);
    if (!result.ok) return notify.error('Quotes were not re-generated', result.error.message);
    setSelected(new Set());
    setBought(undefined);
    notify.success('Quotes re-generated', `${result.data.quotes.length} priced, ${result.data.refusals.length} refused`);
  };
  const runBuy = async () => {
    const quote = selectedQuotes[0];
    if (!quote) return;
    const outcome = await buy({ quoteId: quote._id, proposalId: proposal._id });
    const failed = callError(outcome);
    if (failed) return notify.error('The quote was not chosen', failed.message);
    setBought(outcome.data);
    notify.success(`${quote.companyName} chosen`, 'Take the payment below.');
  };

  const oneSelected = selectedQuotes.length === 1;
  return (
    <section className={styles.root} aria-labelledby="quotations-heading">
      <Subtitle1 as="h2" id="quotations-heading">
        Quotations
      </Subtitle1>
      {proposal.needsRegeneration ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Re-generate the quotes</MessageBarTitle>
            The car or driver changed after these quotes were priced: re-generate them before anything is bought.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.toolbar}>
        <Field label="Quotation Type">
          <Select value={insuranceType} onChange={(_, data) => { setInsuranceType(data.value as InsuranceFilter); setSelected(new Set()); }}>
            <option value="all">All</option>
            <option value="comprehensive">Comprehensive</option>
            <option value="thirdparty">Third Party</option>
          </Select>
        </Field>
        {canUpdate ? (
          <Button
            icon={regenerating.isLoading ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
            disabled={frozen || isPaid || regenerating.isLoading}
            onClick={() => void runRegenerate()}
          >
            Re-generate
          </Button>
        ) : null}
        <Button
          icon={<TableSimpleRegular />}
          disabled={selectedQuotes.length < 2 || selectedQuotes.length > 10}
          title={selectedQuotes.length < 2 ? 'Select two quotes or more to compare' : undefined}
          onClick={() => void navigate(`/quotations/compare-quotation?ids=${selectedQuotes.map((q) => encodeURIComponent(q._id)).join(',')}`)}
        >
          Compare
        </Button>
        <Button
          icon={<ArrowDownloadRegular />}
          disabled={!oneSelected || downloading}
          onClick={() => oneSelected && void download('proposals.downloadQuote', { params: { id: selectedQuotes[0]!._id } })}
        >
          Download quote
        </Button>
        <ShareButton
          subject={oneSelected && !frozen ? { kind: 'quote', proposalId: proposal._id, quoteId: selectedQuotes[0]!._id } : null}
          title={`Share quote ${selectedQuotes[0]?.ref ?? ''}`}
          disabledReason={frozen ? 'Every action is disabled on this proposal' : 'Select one quote to share'}
        >
          Share Quote
        </ShareButton>
        <ShareButton
          subject={!frozen && selectedQuotes.length >= 2 && selectedQuotes.length <= 10 ? { kind: 'compare', proposalId: proposal._id, quoteIds: selectedQuotes.map((q) => q._id) } : null}
          title={`Share the comparison of ${selectedQuotes.length} quotes`}
          disabledReason={frozen ? 'Every action is disabled on this proposal' : 'Select two to ten quotes to share a comparison'}
        >
          Share comparison
        </ShareButton>
        <ChatbotPdfButton
          proposalId={proposal._id}
          quoteIds={frozen ? [] : selectedQuotes.map((q) => q._id)}
          disabledReason={frozen ? 'Every action is disabled on this proposal' : 'Select one to ten quotes to send'}
        />
        {canUpdate ? (
          <Button
            appearance="primary"
            icon={buying.isLoading ? <Spinner size="tiny" /> : <CartRegular />}
            disabled={frozen || isPaid || !oneSelected || proposal.needsRegeneration || buying.isLoading}
            title={isPaid ? 'Already paid' : proposal.needsRegeneration ? 'Re-generate proposal before you go further!' : undefined}
            onClick={() => void runBuy()}
          >
            Buy
          </Button>
        ) : null}
      </div>
      <Body1 role="status">
        {selectedQuotes.length} selected{selectedQuotes.length === 1 ? '' : selectedQuotes.length === 0 ? ': select quotes to compare, download or buy' : ''}
      </Body1>
      <LiveQuotes state={live.state} heading="h3" />
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {waiting && !quotes ? <Spinner size="small" label="Loading quotes…" /> : null}
      {quotes && quotes.length === 0 ? <Body1>No quotes yet. Re-generate to price the car with every insurer.</Body1> : null}
      {quotes && quotes.length > 0 ? (
        <div className={styles.scroller}>
          <Table size="small" aria-labelledby="quotations-heading" className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell aria-label="Select" />
                {header('company', 'Company')}
                {header('type', 'Type')}
                {header('repair', 'Repair Type')}
                <TableHeaderCell>Paid</TableHeaderCell>
                <TableHeaderCell>Policy-Issued</TableHeaderCell>
                <TableHeaderCell>Applied for Contact</TableHeaderCell>
                {header('premium', 'Premium', true)}
                <TableHeaderCell className={styles.numeric}>Total</TableHeaderCell>
                <TableHeaderCell aria-label="Open" />
              </TableRow>
            </TableHeader>
            <TableBody>
              {sorted.map((quote) => (
                <TableRow key={quote._id}>
                  <TableCell>
                    <Checkbox
                      aria-label={`Select ${quote.companyName} ${typeText(quote)}`}
                      checked={selected.has(quote._id)}
                      onChange={(_, data) => toggle(quote._id, data.checked === true)}
                    />
                  </TableCell>
                  <TableCell className={styles.company}>
                    {quote.companyName}
                    {quote.planName ? ` – ${quote.planName}` : ''}
                  </TableCell>
                  <TableCell>{typeText(quote)}</TableCell>
                  <TableCell>{repairText(quote)}</TableCell>
                  <TableCell>{quote.paymentStatus === 'paid' ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{quote.policyId ? 'Yes' : 'No'}</TableCell>
                  <TableCell>
                    {appliedForContactText(quote)} <ContactRequestButton quote={quote} api={CONTACT_API} disabled={frozen} />
                  </TableCell>
                  <TableCell className={styles.numeric}>{formatAed(quote.priceFils)}</TableCell>
                  <TableCell className={styles.numeric}>{formatAed(quote.totalFils)}</TableCell>
                  <TableCell>
                    <AppLink to={`/quotations/${encodeURIComponent(quote._id)}`} aria-label={`Open quote ${quote.ref}`}>
                      Open
                    </AppLink>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
      {chosen ? (
        <section className={styles.root} aria-label={`Chosen quote ${chosen.companyName}`}>
          <QuotePriceLines quote={chosen} />
          {bought || takenQuote ? <PaymentActions quote={chosen} proposalFrozen={frozen} api={motorPayments} /> : null}
        </section>
      ) : null}
    </section>
  );
}
