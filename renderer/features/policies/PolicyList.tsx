import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import { insuranceTypeLabel } from '../quotations/public.js';
import { PolicyStatusBadge } from './policyDisplay.js';
import { useGetPoliciesQuery, type PolicyRecord } from './policiesApi.js';
import { SalesPolicyList } from './SalesPolicyList.js';

const columns: ListColumn<PolicyRecord>[] = [
  { id: 'ref', header: 'REF', render: (p) => show(p.proposalRef) },
  { id: 'policyNo', header: 'Policy No', render: (p) => show(p.ref) },
  { id: 'companyPolicyNo', header: 'Company Policy No', render: (p) => show(p.companyPolicyNumber) },
  { id: 'company', header: 'Company', render: (p) => show(p.companyName) },
  { id: 'type', header: 'Type', render: (p) => insuranceTypeLabel(p.insuranceType) },
  { id: 'premium', header: 'Premium', numeric: true, render: (p) => formatAed(p.premiumFils) },
  { id: 'status', header: 'Status', render: (p) => <PolicyStatusBadge status={p.status} issueError={p.issueError} /> },
  { id: 'customer', header: 'Customer', render: (p) => <span dir="auto">{show(p.customer.fullName)}</span> },
  { id: 'source', header: 'Source', render: (p) => show(p.source) },
  { id: 'start', header: 'Start', render: (p) => formatDate(p.startDate) },
  { id: 'expiry', header: 'Expiry', render: (p) => formatDate(p.expiryDate) },
];

/** `/policies`: every motor policy, searched and filtered by type, agent and dates (in the URL), with CSV export. */
export default function PolicyList() {
  return (
    <SalesPolicyList
      title="Policies"
      searchPlaceholder="Search policy, reference, customer or company"
      path="/policies"
      useList={useGetPoliciesQuery}
      exportKey="policies.exportCsv"
      columns={columns}
      empty={{ title: 'No policies yet', body: 'Policies appear here when a paid quote is issued.' }}
    />
  );
}
