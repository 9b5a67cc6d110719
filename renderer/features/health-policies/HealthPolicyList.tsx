import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { show } from '../../components/display.js';
import type { ListColumn } from '../../components/list/types.js';
import { PolicyStatusBadge, SalesPolicyList, type PolicyRecord } from '../policies/public.js';
import { useGetHealthPoliciesQuery } from './healthPoliciesApi.js';

export const HEALTH_POLICIES_PATH = '/health-insurance/policies';

const columns: ListColumn<PolicyRecord>[] = [
  { id: 'ref', header: 'REF', render: (p) => show(p.ref) },
  { id: 'company', header: 'Company', render: (p) => show(p.companyName) },
  { id: 'type', header: 'Insure Type', render: (p) => show(p.insuranceType) },
  { id: 'value', header: 'Value', numeric: true, render: (p) => formatAed(p.premiumFils) },
  { id: 'status', header: 'Status', render: (p) => <PolicyStatusBadge status={p.status} issueError={p.issueError} /> },
  { id: 'customer', header: 'Customer', render: (p) => <span dir="auto">{show(p.customer.fullName)}</span> },
  { id: 'createdAt', header: 'Created At', render: (p) => formatDate(p.createdAt) },
  { id: 'expiry', header: 'Expired At', render: (p) => formatDate(p.expiryDate) },
];

/** `/health-insurance/policies`: every health policy, searched and filtered by type, agent and dates (in the URL), with CSV export. */
export default function HealthPolicyList() {
  return (
    <SalesPolicyList
      title="Health policies"
      searchPlaceholder="Search policy, reference or customer"
      path={HEALTH_POLICIES_PATH}
      useList={useGetHealthPoliciesQuery}
      exportKey="healthPolicies.exportCsv"
      columns={columns}
      empty={{ title: 'No health policies yet', body: 'Health policies appear here when a paid health quote is issued.' }}
    />
  );
}
