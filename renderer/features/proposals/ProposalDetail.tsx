import {
  Button, Divider, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Tooltip, makeStyles, mergeClasses, tokens,
} from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, CopyRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { AppLink } from '../../components/AppLink.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { JumpList, type JumpEntry } from '../../components/detail/JumpList.js';
import { show } from '../../components/display.js';
import { ProposalDocumentsSection } from '../scanned-documents/public.js';
import { ExportUserButton } from '../sharing/public.js';
import { AssignSection } from './AssignSection.js';
import { CarDetailsSection } from './CarDetailsSection.js';
import { CarPhotosSection, insuranceExpiredBeforeStart } from './CarPhotosSection.js';
import { CommentsDialog } from './CommentsDialog.js';
import { CustomerSection } from './CustomerSection.js';
import { LeadStatusSection } from './LeadStatusSection.js';
import { RefusalItems } from './LiveQuotes.js';
import { PaymentsSection } from './PaymentsSection.js';
import { statusBadge } from './ProposalStatusDot.js';
import { QuotationsSection } from './QuotationsSection.js';
import { HistorySection, InsurerErrorsSection, PolicySummarySection } from './RecordSections.js';
import { VoucherSection } from './VoucherSection.js';
import {
  useAssignProposalMutation, useCreateProposalCommentMutation, useGetNextPreviousQuery, useGetProposalAgentsQuery, useGetProposalCommentsQuery,
  useGetProposalQuery, type ProposalCreated, type ProposalRecord,
  useSetProposalStatusMutation, useGetActiveVouchersQuery, useAddProposalVoucherMutation, useRemoveProposalVoucherMutation, useSetAgentDiscountMutation,
} from './proposalsApi.js';

const ASSIGN_API = { useAgents: useGetProposalAgentsQuery, useAssign: useAssignProposalMutation };
const COMMENTS_API = { useComments: useGetProposalCommentsQuery, useCreate: useCreateProposalCommentMutation, permission: 'proposal.update' } as const;
const STATUS_API = { useSetStatus: useSetProposalStatusMutation, permission: 'proposal.update' } as const;
const VOUCHER_API = {
  useActiveVouchers: useGetActiveVouchersQuery, useAddVoucher: useAddProposalVoucherMutation, useRemoveVoucher: useRemoveProposalVoucherMutation,
  useSetDiscount: useSetAgentDiscountMutation, permission: 'proposal.update',
} as const;

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  /** A target of the jump list (with `body`'s spacing): a little room above it when jumped to. */
  target: { scrollMarginTop: tokens.spacingVerticalL },
});

export interface ProposalDetailProps {
  /** The proposal's id: every read is keyed by it, so another id never shows this one's data. */
  id: string;
  /** The list the page belongs to (`/proposals` or `/renewals`): back link and previous/next. */
  listPath: string;
  listLabel: string;
  /** A banner above the sections (the renewal's "Renewal of policy …"). */
  banner?: (proposal: ProposalRecord) => ReactNode;
}

/** Refusals handed over by the create wizard through navigation state. */
function useRefusals(): ProposalCreated['refusals'] {
  const state = useLocation().state as { refusals?: ProposalCreated['refusals'] } | null;
  return Array.isArray(state?.refusals) ? state.refusals : [];
}

function Header({ proposal, listPath }: { proposal: ProposalRecord; listPath: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const around = useGetNextPreviousQuery(proposal._id).currentData;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(proposal.ref);
      notify.success('Copied', proposal.ref);
    } catch {
      notify.error('Could not copy the reference');
    }
  };
  const go = (id: string | null | undefined) => id && void navigate(`${listPath}/${encodeURIComponent(id)}`);
  return (
    <>
      <Tooltip content="Copy the reference" relationship="description">
        <Button icon={<CopyRegular />} onClick={() => void copy()} aria-label={`Copy reference #${proposal.ref}`}>
          #{proposal.ref}
        </Button>
      </Tooltip>
      <Tooltip content="Previous proposal" relationship="label">
        <Button icon={<ChevronLeftRegular />} disabled={!around?.previousId} onClick={() => go(around?.previousId)} />
      </Tooltip>
      <Tooltip content="Next proposal" relationship="label">
        <Button icon={<ChevronRightRegular />} disabled={!around?.nextId} onClick={() => go(around?.nextId)} />
      </Tooltip>
      <CommentsDialog proposalId={proposal._id} api={COMMENTS_API} />
      <ExportUserButton proposalId={proposal._id} customerName={proposal.customer.fullName} />
    </>
  );
}

/** The jump list's entries, in the order of the page's sections. */
function jumpEntries(canAssign: boolean): JumpEntry[] {
  return [
    { id: 'proposal-quotations', label: 'Quotations' },
    { id: 'proposal-voucher', label: 'Voucher Detail' },
    { id: 'proposal-transactions', label: 'Transactions' },
    { id: 'proposal-status', label: canAssign ? 'Status and agent' : 'Status' },
    { id: 'proposal-car', label: 'Car details' },
    { id: 'proposal-customer', label: 'Customer details' },
    { id: 'proposal-documents', label: 'Upload Documents' },
    { id: 'proposal-policy', label: 'Policy summary' },
    { id: 'proposal-history', label: 'Proposal History' },
  ];
}

function Sections({ proposal, banner }: { proposal: ProposalRecord; banner?: ProposalDetailProps['banner'] }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const canAssign = useCan('supervisor');
  const refusals = useRefusals();
  const frozen = proposal.isFrozen;
  const paid = proposal.isPaid || Boolean(proposal.paidQuoteId);
  const group = mergeClasses(styles.body, styles.target);
  return (
    <div className={styles.body}>
      {banner?.(proposal)}
      {proposal.policy ? (
        <MessageBar intent="success">
          <MessageBarBody>
            <MessageBarTitle>This proposal has been made into a policy</MessageBarTitle>
            {proposal.policy.ref}, {proposal.policy.companyName}
          </MessageBarBody>
          <MessageBarActions>
            <Button size="small" onClick={() => void navigate(`/policies/${encodeURIComponent(proposal.policy!._id)}`)}>
              View Policy
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {frozen ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>Actions are disabled</MessageBarTitle>
            This proposal is Lost ({show(proposal.statusReason)}): nothing can be changed on it.
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {refusals.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>
              {refusals.length} plan{refusals.length === 1 ? '' : 's'} refused this car
            </MessageBarTitle>
            <RefusalItems refusals={refusals} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <JumpList label="Sections of the proposal" entries={jumpEntries(canAssign)} />
      {/* The quotes first: they are what the agent opens the proposal for. */}
      <div id="proposal-quotations" className={group}>
        <QuotationsSection proposal={proposal} frozen={frozen} />
      </div>
      <Divider />
      <div id="proposal-voucher" className={group}>
        <VoucherSection proposal={proposal} frozen={frozen} api={VOUCHER_API} />
      </div>
      <Divider />
      <div id="proposal-transactions" className={group}>
        <PaymentsSection proposal={proposal} />
      </div>
      <Divider />
      <div id="proposal-status" className={group}>
        {canAssign ? <AssignSection proposal={proposal} frozen={frozen} api={ASSIGN_API} /> : null}
        <LeadStatusSection proposal={proposal} frozen={frozen} api={STATUS_API} />
      </div>
      <Divider />
      <div id="proposal-car" className={group}>
        <CarDetailsSection proposal={proposal} frozen={frozen} />
        {insuranceExpiredBeforeStart(proposal) ? <CarPhotosSection proposal={proposal} frozen={frozen} /> : null}
      </div>
      <Divider />
      <div id="proposal-customer" className={group}>
        <CustomerSection proposal={proposal} frozen={frozen} />
      </div>
      <Divider />
      <div id="proposal-documents" className={group}>
        <ProposalDocumentsSection
          customer={{ id: proposal.customer._id, name: proposal.customer.fullName }}
          car={proposal.carDetails ? { id: proposal.carDetails._id, name: `${proposal.carDetails.year} ${proposal.carDetails.make} ${proposal.carDetails.model}` } : null}
          readOnly={frozen}
        />
      </div>
      <Divider />
      <div id="proposal-policy" className={group}>
        <PolicySummarySection proposalId={proposal._id} />
        <InsurerErrorsSection proposalId={proposal._id} paid={paid} />
      </div>
      <div id="proposal-history" className={group}>
        <HistorySection proposalId={proposal._id} />
      </div>
    </div>
  );
}

/**
 * The proposal page (FIELDS.md "Detail"), shared by `/proposals/[proposalId]` and
 * `/renewals/[renewalId]`. While another id loads it shows the loading state, never the data of
 * the previous one (`currentData`, and sections keyed by the id).
 */
export function ProposalDetail({ id, listPath, listLabel, banner }: ProposalDetailProps) {
  const result = useGetProposalQuery(id);
  const proposal = result.currentData;
  return (
    <DetailScreen
      query={{ isLoading: !proposal && !result.isError, isError: result.isError, error: result.error, refetch: result.refetch, fulfilledTimeStamp: result.fulfilledTimeStamp }}
      loaded={Boolean(proposal)}
      record={{ kind: 'proposal', id }}
      title={proposal ? `Proposal details · ${proposal.customer.fullName}` : 'Proposal details'}
      meta={proposal ? [`Ref ${proposal.ref}`, proposal.carDetails ? `${proposal.carDetails.year} ${proposal.carDetails.make} ${proposal.carDetails.model}` : show(proposal.car)] : []}
      status={proposal ? statusBadge(proposal) : undefined}
      back={{ to: listPath, label: listLabel }}
      actions={proposal ? <Header key={proposal._id} proposal={proposal} listPath={listPath} /> : null}
    >
      {proposal ? (
        <>
          <AppLink to={listPath}>{listLabel}</AppLink>
          <Sections key={proposal._id} proposal={proposal} banner={banner} />
        </>
      ) : null}
    </DetailScreen>
  );
}
