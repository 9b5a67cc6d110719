import {
  Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Button, Caption1, Checkbox, MessageBar, MessageBarBody, MessageBarTitle, Spinner, Subtitle1,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular, EditRegular, TableSimpleRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HEALTH_COMPARE_MAX, HEALTH_COMPARE_MIN } from '../../../shared/contract/health-proposals/health-compare.schema.js';
import type { HealthMember } from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { HEALTH_QUOTE_EVENTS, type LiveRefusal } from '../../../shared/contract/proposals/index.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { AppLink } from '../../components/AppLink.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { LoadError } from '../../components/LoadError.js';
import { shareContactOf } from '../sharing/public.js';
import {
  AssignSection, CommentsDialog, ContactRequestButton, LeadStatusSection, VoucherSection, LiveQuotes, RefusalItems, ageInYears, appliedForContactText, statusBadge,
  useLiveQuotes,
} from '../proposals/public.js';
import {
  useApplyForHealthQuoteContactMutation, useAssignHealthProposalMutation, useSetHealthProposalStatusMutation, useGetHealthActiveVouchersQuery, useAddHealthProposalVoucherMutation,
  useRemoveHealthProposalVoucherMutation, useSetHealthAgentDiscountMutation, useCreateHealthProposalCommentMutation, useGetHealthProposalAgentsQuery, useGetHealthProposalCommentsQuery,
  useGetHealthProposalQuery, useGetHealthProposalQuotesQuery, useRegenerateHealthQuotesMutation, type HealthProposalRecord, type HealthQuoteRecord,
} from './healthProposalsApi.js';
import { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';
import { HealthQuotePanel } from './HealthQuotePanel.js';
import { HealthMemberDocuments } from './HealthMemberDocuments.js';

const ASSIGN_API = { useAgents: useGetHealthProposalAgentsQuery, useAssign: useAssignHealthProposalMutation };
const VOUCHER_API = {
  useActiveVouchers: useGetHealthActiveVouchersQuery, useAddVoucher: useAddHealthProposalVoucherMutation, useRemoveVoucher: useRemoveHealthProposalVoucherMutation,
  useSetDiscount: useSetHealthAgentDiscountMutation, permission: 'healthQuote.update',
} as const;
const STATUS_API = { useSetStatus: useSetHealthProposalStatusMutation, permission: 'healthQuote.update' } as const;
const CONTACT_API = { useApply: useApplyForHealthQuoteContactMutation, permission: 'healthQuote.update' } as const;
const COMMENTS_API = { useComments: useGetHealthProposalCommentsQuery, useCreate: useCreateHealthProposalCommentMutation, permission: 'healthQuote.update' } as const;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  numeric: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** The compare page of a proposal's chosen quotes (FIELDS.md "Generate a comparison" → `/health-insurance/compare-plans`). */
export const comparePlansPath = (proposalId: string, quoteIds: readonly string[]) =>
  `/health-insurance/compare-plans?refId=${encodeURIComponent(proposalId)}&ids=${quoteIds.map(encodeURIComponent).join(',')}`;

/** "Generate a comparison" for two to four chosen quotes; why not otherwise. */
function CompareButton({ proposalId, chosen }: { proposalId: string; chosen: readonly string[] }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const why = chosen.length < HEALTH_COMPARE_MIN
    ? `Tick ${HEALTH_COMPARE_MIN} to ${HEALTH_COMPARE_MAX} quotes to compare them.`
    : chosen.length > HEALTH_COMPARE_MAX ? `Compare at most ${HEALTH_COMPARE_MAX} quotes: untick ${chosen.length - HEALTH_COMPARE_MAX}.` : null;
  return (
    <div className={styles.actions}>
      <Button icon={<TableSimpleRegular />} disabled={Boolean(why)} onClick={() => void navigate(comparePlansPath(proposalId, chosen))}>
        Generate a comparison
      </Button>
      <Caption1>{why ?? `${chosen.length} quotes chosen.`}</Caption1>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const MEMBER_GROUPS: ReadonlyArray<[HealthMember['role'][], string]> = [
  [['spouse'], 'Spouse'], [['child'], 'Kids'], [['parent', 'domesticWorker', 'otherDependant'], 'Dependants'],
];

/** Quotes by insurer, in the order the server gives them (cheapest first), so the cheapest insurer leads. */
export function groupByInsurer(quotes: readonly HealthQuoteRecord[]): Array<[string, HealthQuoteRecord[]]> {
  const groups = new Map<string, HealthQuoteRecord[]>();
  for (const quote of quotes) groups.set(quote.companyName, [...(groups.get(quote.companyName) ?? []), quote]);
  return [...groups];
}

function MembersTable({ title, members, startDate }: { title: string; members: readonly HealthMember[]; startDate: string }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle1 as="h2">{title}</Subtitle1>
      <Table size="small" aria-label={title}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Full Name</TableHeaderCell>
            <TableHeaderCell>Date of Birth</TableHeaderCell>
            <TableHeaderCell>Age</TableHeaderCell>
            <TableHeaderCell>Gender</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member) => (
            <TableRow key={member.id}>
              <TableCell dir="auto">{member.fullName}</TableCell>
              <TableCell>{formatDate(member.dateOfBirth)}</TableCell>
              <TableCell>{ageInYears(member.dateOfBirth, startDate) ?? '-'}</TableCell>
              <TableCell>{member.gender}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function InfoSections({ proposal }: { proposal: HealthProposalRecord }) {
  const health = proposal.health;
  const principal = health?.members.find((member) => member.role === 'principal');
  return (
    <>
      <FieldList
        title="Insurance"
        items={[
          { label: 'Insurance Type', value: health?.insurerType },
          { label: 'Current Visa Status', value: health?.visaStatus },
          { label: 'Current Insurer', value: health?.currentInsurer },
          { label: 'Current Insurer Expiry Date', value: health?.currentInsurerExpiryDate ? formatDate(health.currentInsurerExpiryDate) : null },
          { label: 'Policy Start Date', value: health ? formatDate(health.policyStartDate) : null },
        ]}
      />
      <FieldList
        title="Personal"
        items={[
          { label: 'Full Name', value: proposal.customer.fullName, dirAuto: true },
          { label: 'Email', value: proposal.customer.email },
          { label: 'Mobile Number', value: proposal.customer.mobileNumber ? formatUaeMobile(proposal.customer.mobileNumber) : null },
          { label: 'Date of Birth', value: principal ? formatDate(principal.dateOfBirth) : null },
          { label: 'Age', value: principal && health ? String(ageInYears(principal.dateOfBirth, health.policyStartDate) ?? '-') : null },
          { label: 'Gender', value: principal?.gender },
          { label: 'Insurer Type', value: health?.insurerType },
          { label: 'Marital Status', value: principal?.maritalStatus },
          { label: 'Salary', value: health?.salary },
          { label: 'City', value: health?.city },
        ]}
      />
      {health
        ? MEMBER_GROUPS.map(([roles, title]) => {
            const members = health.members.filter((member) => roles.includes(member.role));
            return members.length > 0 ? <MembersTable key={title} title={title} members={members} startDate={health.policyStartDate} /> : null;
          })
        : null}
      {health ? (
        <>
          <FieldList
            title="Preferences"
            items={[
              { label: 'Dental Coverage', value: yesNo(health.preferenceDetails.dentalCoverage) },
              { label: 'Optical Coverage', value: yesNo(health.preferenceDetails.opticalCoverage) },
              { label: 'Preferred Co Pay', value: health.preferenceDetails.preferredCoPay.map((coPay) => `${coPay}%`).join(', ') || null },
              { label: 'Preferred Hospital', value: health.preferenceDetails.preferredHospital },
            ]}
          />
          <FieldList
            title="More info"
            items={[
              { label: 'Existing Medical Condition', value: yesNo(health.regularMedication) },
              { label: 'Diabetes', value: yesNo(principal?.diabetes ?? false) },
              { label: 'Smoke', value: yesNo(principal?.smoker ?? false) },
              { label: 'Hypertension', value: yesNo(principal?.hypertension ?? false) },
            ]}
          />
        </>
      ) : null}
    </>
  );
}

function QuoteMembers({ quote }: { quote: HealthQuoteRecord }) {
  const styles = useStyles();
  const members = quote.health?.members ?? [];
  return (
    <Table size="small" aria-label={`Premiums per member, ${quote.planName}`}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>Member</TableHeaderCell>
          <TableHeaderCell>Age</TableHeaderCell>
          <TableHeaderCell className={styles.numeric}>Premium</TableHeaderCell>
          <TableHeaderCell className={styles.numeric}>Maternity</TableHeaderCell>
          <TableHeaderCell className={styles.numeric}>Loading</TableHeaderCell>
          <TableHeaderCell className={styles.numeric}>Total</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {members.map((member) => (
          <TableRow key={member.memberId}>
            <TableCell dir="auto">{member.fullName}</TableCell>
            <TableCell>{member.age}</TableCell>
            <TableCell className={styles.numeric}>{formatAed(member.premiumFils)}</TableCell>
            <TableCell className={styles.numeric}>{formatAed(member.maternityFils)}</TableCell>
            <TableCell className={styles.numeric}>{formatAed(member.loadingFils)}</TableCell>
            <TableCell className={styles.numeric}>{formatAed(member.totalFils)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The quotes in one accordion panel per insurer (FIELDS.md quote table), each plan with its
 * per-member premiums and "Take this quote", which shows the quote's payable details and payment
 * below. A paid quote is the taken one for anyone opening the proposal later.
 */
function QuotesByInsurer({ proposal }: { proposal: HealthProposalRecord }) {
  const styles = useStyles();
  const result = useGetHealthProposalQuotesQuery(proposal._id);
  const quotes = result.currentData;
  const [takenId, setTakenId] = useState<string>();
  const [chosen, setChosen] = useState<string[]>([]);
  const choose = (quoteId: string, checked: boolean) =>
    setChosen((previous) => (checked ? [...previous.filter((id) => id !== quoteId), quoteId] : previous.filter((id) => id !== quoteId)));
  const paidQuote = quotes?.find((quote) => quote._id === proposal.paidQuoteId || quote.isBought || quote.paymentStatus === 'paid');
  const taken = paidQuote ?? quotes?.find((quote) => quote._id === takenId);
  return (
    <section className={styles.section} aria-labelledby="health-quotes-heading">
      <Subtitle1 as="h2" id="health-quotes-heading">Quotations</Subtitle1>
      {result.isError ? <LoadError error={result.error} onRetry={result.refetch} /> : null}
      {result.isLoading ? <Spinner size="small" label="Loading quotes…" /> : null}
      {quotes?.length === 0 ? <Body1>No quotes: no insurer offered a plan for this family. Re-generate after changing the details.</Body1> : null}
      {quotes && quotes.length > 0 ? <CompareButton proposalId={proposal._id} chosen={chosen} /> : null}
      {quotes && quotes.length > 0 ? (
        <Accordion multiple collapsible>
          {groupByInsurer(quotes).map(([insurer, plans]) => (
            <AccordionItem key={insurer} value={insurer}>
              <AccordionHeader as="h3">{`${insurer} (${plans.length} plan${plans.length === 1 ? '' : 's'}, from ${formatAed(plans[0]!.totalFils)})`}</AccordionHeader>
              <AccordionPanel>
                <Table size="small" aria-label={`${insurer} quotes`}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>Compare</TableHeaderCell>
                      <TableHeaderCell>No.</TableHeaderCell>
                      <TableHeaderCell>TPA</TableHeaderCell>
                      <TableHeaderCell>Network</TableHeaderCell>
                      <TableHeaderCell>Plan (Co-pay)</TableHeaderCell>
                      <TableHeaderCell>Applied for Contact</TableHeaderCell>
                      <TableHeaderCell>Is paid</TableHeaderCell>
                      <TableHeaderCell className={styles.numeric}>Premium</TableHeaderCell>
                      <TableHeaderCell>Action</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {plans.map((quote) => (
                      <TableRow key={quote._id}>
                        <TableCell>
                          <Checkbox
                            aria-label={`Compare quote ${quote.ref}`}
                            checked={chosen.includes(quote._id)}
                            onChange={(_, data) => choose(quote._id, data.checked === true)}
                          />
                        </TableCell>
                        <TableCell>{quote.ref}</TableCell>
                        <TableCell>{quote.health?.tpaName ?? '-'}</TableCell>
                        <TableCell>{quote.health?.networkName ?? '-'}</TableCell>
                        <TableCell>{quote.health ? `${quote.planName} (${quote.health.coPay}%)` : quote.planName}</TableCell>
                        <TableCell>{appliedForContactText(quote)}</TableCell>
                        <TableCell>{yesNo(quote.paymentStatus === 'paid' || quote.isBought)}</TableCell>
                        <TableCell className={styles.numeric}>{formatAed(quote.totalFils)}</TableCell>
                        <TableCell>
                          <Button
                            size="small"
                            appearance={taken?._id === quote._id ? 'primary' : 'secondary'}
                            aria-label={`Take quote ${quote.ref}`}
                            disabled={proposal.isFrozen || proposal.needsRegeneration || Boolean(paidQuote) || taken?._id === quote._id}
                            onClick={() => setTakenId(quote._id)}
                          >
                            {taken?._id === quote._id ? 'Taken' : 'Take this quote'}
                          </Button>
                          <ContactRequestButton quote={quote} api={CONTACT_API} disabled={proposal.isFrozen} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {plans.map((quote) => <QuoteMembers key={quote._id} quote={quote} />)}
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      ) : null}
      {taken ? <HealthQuotePanel key={taken._id} quote={taken} members={proposal.health?.members ?? []} frozen={proposal.isFrozen} contact={shareContactOf(proposal.customer)} /> : null}
    </section>
  );
}

function Refusals({ refusals }: { refusals: readonly LiveRefusal[] }) {
  if (refusals.length === 0) return null;
  return (
    <MessageBar intent="warning" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{`${refusals.length} plan${refusals.length === 1 ? '' : 's'} not offered`}</MessageBarTitle>
        <RefusalItems refusals={refusals} />
      </MessageBarBody>
    </MessageBar>
  );
}

/** Re-generate: prices every plan again through a new room, the quotes showing as they arrive. */
function useRegenerate(proposalId: string, onRefusals: (refusals: LiveRefusal[]) => void) {
  const notify = useNotify();
  const live = useLiveQuotes(HEALTH_QUOTE_EVENTS);
  const [regenerate, state] = useRegenerateHealthQuotesMutation();
  const run = async () => {
    // The live list shows while pricing runs; the answer shows in the grouped quotes instead.
    const outcome = await live.price((reqId) => regenerate({ pId: proposalId, reqId }), () => null);
    const error = callError(outcome);
    if (error) notify.error('The quotes could not be re-generated', error.message);
    else if (outcome.data) {
      onRefusals(outcome.data.refusals);
      notify.success('Quotes re-generated', `${outcome.data.quotes.length} quotes priced`);
    }
  };
  return { live, run, busy: state.isLoading };
}

function Sections({ proposal }: { proposal: HealthProposalRecord }) {
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const canUpdate = useCan('healthQuote.update');
  const canAssign = useCan('supervisor');
  const [refusals, setRefusals] = useState<LiveRefusal[]>(() => (location.state as { refusals?: LiveRefusal[] } | null)?.refusals ?? []);
  const regenerate = useRegenerate(proposal._id, setRefusals);
  return (
    <div className={styles.body}>
      {canUpdate ? (
        <div className={styles.actions}>
          <Button icon={<ArrowSyncRegular />} disabled={regenerate.busy || proposal.isFrozen} onClick={() => void regenerate.run()}>
            {regenerate.busy ? 'Re-generating…' : 'Re-generate'}
          </Button>
          <Button
            icon={<EditRegular />}
            disabled={proposal.isFrozen || Boolean(proposal.paidQuoteId)}
            title={proposal.paidQuoteId ? 'A quote is paid: the details can no longer change' : undefined}
            onClick={() => void navigate(`${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(proposal._id)}/edit`)}
          >
            Edit
          </Button>
        </div>
      ) : null}
      {proposal.needsRegeneration && !regenerate.busy ? (
        <MessageBar intent="warning">
          <MessageBarBody>
            <MessageBarTitle>The details changed after these quotes were priced</MessageBarTitle>
            Re-generate to price every plan for the new details before taking a quote.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <LiveQuotes state={regenerate.live.state} />
      <Refusals refusals={refusals} />
      <QuotesByInsurer proposal={proposal} />
      {canAssign ? <AssignSection proposal={proposal} frozen={proposal.isFrozen} api={ASSIGN_API} /> : null}
      <VoucherSection proposal={proposal} frozen={proposal.isFrozen} api={VOUCHER_API} />
      <LeadStatusSection proposal={proposal} frozen={proposal.isFrozen} api={STATUS_API} />
      <InfoSections proposal={proposal} />
      <HealthMemberDocuments proposalId={proposal._id} frozen={proposal.isFrozen} />
      <HistoryTable title="Proposal History" entries={proposal.history} />
    </div>
  );
}

/** `/health-insurance/proposals/[proposalId]`: the health proposal, its quotes by insurer and its history. */
export function HealthProposalDetail({ id }: { id: string }) {
  const result = useGetHealthProposalQuery(id);
  const proposal = result.currentData;
  return (
    <DetailScreen
      query={{ isLoading: !proposal && !result.isError, isError: result.isError, error: result.error, refetch: result.refetch, fulfilledTimeStamp: result.fulfilledTimeStamp }}
      loaded={Boolean(proposal)}
      record={{ kind: 'proposal', id }}
      title="Health Proposal Details"
      meta={proposal ? [`Ref ${proposal.ref}`, proposal.customer.fullName] : []}
      status={proposal ? statusBadge(proposal) : undefined}
      back={{ to: HEALTH_PROPOSALS_PATH, label: 'Back to health proposals' }}
      actions={proposal ? <CommentsDialog proposalId={proposal._id} api={COMMENTS_API} /> : null}
    >
      {proposal ? (
        <>
          <AppLink to={HEALTH_PROPOSALS_PATH}>Back to health proposals</AppLink>
          <Sections key={proposal._id} proposal={proposal} />
        </>
      ) : null}
    </DetailScreen>
  );
}
