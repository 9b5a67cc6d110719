import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import { ExportUserButton } from '../sharing/public.js';
import { ProposalStatusDot } from './ProposalStatusDot.js';
import { SalesProposalList } from './SalesProposalList.js';
import { useGetProposalCountersQuery, useGetProposalsQuery, type ProposalListRecord } from './proposalsApi.js';

export const PROPOSAL_LIST_STATE_KEY = 'brokerdesk.proposals.list';

const columns: ListColumn<ProposalListRecord>[] = [
  { id: 'ref', header: 'REF', render: (p) => p.ref },
  { id: 'customer', header: 'Customer', render: (p) => <span dir="auto">{show(p.customer.fullName)}</span> },
  { id: 'mobile', header: 'Mobile No.', render: (p) => (p.customer.mobileNumber ? formatUaeMobile(p.customer.mobileNumber) : '-') },
  { id: 'car', header: 'Car', render: (p) => show(p.car) },
  { id: 'value', header: 'Value', numeric: true, render: (p) => formatAed(p.valueFils) },
  {
    id: 'agent',
    header: 'Created By / Assign to',
    render: (p) => show(p.assignedTo?.fullName ?? p.createdBy?.fullName),
  },
  { id: 'exportUser', header: 'Export User', render: (p) => <ExportUserButton size="small" proposalId={p._id} customerName={p.customer.fullName} /> },
  { id: 'source', header: 'Source', render: (p) => show(p.source) },
  { id: 'paid', header: 'Is Paid', render: (p) => (p.isPaid ? 'Yes' : 'No') },
  {
    id: 'status',
    header: 'Status',
    render: (p) => <ProposalStatusDot status={p.status} statusReason={p.statusReason} policyStatus={p.policyStatus} />,
  },
  { id: 'createdAt', header: 'Created At', render: (p) => formatDateTime(p.quotesCreatedAt ?? p.createdAt) },
];

/** `/proposals`: the motor leads (the shared sales list with motor's calls and columns). */
export default function ProposalList() {
  return (
    <SalesProposalList
      title="Proposals"
      searchPlaceholder="Search proposals"
      path="/proposals"
      stateKey={PROPOSAL_LIST_STATE_KEY}
      createPermission="proposal.create"
      useList={useGetProposalsQuery}
      useCounters={useGetProposalCountersQuery}
      columns={columns}
      empty={{
        title: 'No proposals yet',
        creator: 'Add a proposal to price a customer’s car with every insurer.',
        reader: 'Proposals appear here when customers ask for a quote.',
      }}
    />
  );
}
