import { formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import { ProposalStatusDot, SalesProposalList, type ProposalListRecord } from '../proposals/public.js';
import { useGetHealthProposalCountersQuery, useGetHealthProposalsQuery } from './healthProposalsApi.js';

export const HEALTH_PROPOSALS_PATH = '/health-insurance/proposals';

// FIELDS.md "Proposals list": the columns of the health list (Actions is the row's open action).
const columns: ListColumn<ProposalListRecord>[] = [
  { id: 'ref', header: 'Proposal No', render: (p) => p.ref },
  { id: 'customer', header: 'Customer', render: (p) => <span dir="auto">{show(p.customer.fullName)}</span> },
  { id: 'email', header: 'Email', render: (p) => show(p.customer.email) },
  { id: 'mobile', header: 'Mobile No', render: (p) => (p.customer.mobileNumber ? formatUaeMobile(p.customer.mobileNumber) : '-') },
  { id: 'insuredType', header: 'Insurer Type', render: (p) => show(p.insuredType) },
  { id: 'agent', header: 'Created By / Assign to', render: (p) => show(p.assignedTo?.fullName ?? p.createdBy?.fullName) },
  { id: 'source', header: 'Source', render: (p) => show(p.source) },
  { id: 'paid', header: 'Is Paid', render: (p) => (p.isPaid ? 'Yes' : 'No') },
  // A policy the insurer has issued: a Pending one is paid for and still waits for the insurer.
  { id: 'policyIssued', header: 'Is Policy Issued', render: (p) => (p.policyStatus !== null && p.policyStatus !== 'Pending' ? 'Yes' : 'No') },
  { id: 'status', header: 'Status', render: (p) => <ProposalStatusDot status={p.status} statusReason={p.statusReason} policyStatus={p.policyStatus} /> },
  { id: 'createdAt', header: 'Created At', render: (p) => formatDateTime(p.quotesCreatedAt ?? p.createdAt) },
];

/** `/health-insurance/proposals`: the health proposals, with motor's filters and counter tiles. */
export default function HealthProposalList() {
  return (
    <SalesProposalList
      title="Health proposals"
      searchPlaceholder="Search health proposals"
      path={HEALTH_PROPOSALS_PATH}
      stateKey="brokerdesk.health-proposals.list"
      createPermission="healthQuote.create"
      useList={useGetHealthProposalsQuery}
      useCounters={useGetHealthProposalCountersQuery}
      columns={columns}
      empty={{
        title: 'No health proposals yet',
        creator: 'Add a proposal to price a family’s health cover with every insurer.',
        reader: 'Health proposals appear here when customers ask for a quote.',
      }}
    />
  );
}
