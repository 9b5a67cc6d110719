import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import type { HealthLead } from '../../../shared/contract/health-leads/health-leads.schema.js';
import { formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { HEALTH_PROPOSALS_PATH } from '../health-proposals/public.js';
import { useGetHealthLeadsQuery } from './healthLeadsApi.js';

export const HEALTH_LEADS_PATH = '/health-insurance/leads';

/** `/health-insurance/leads`: health leads, newest first, searched (FIELDS.md "Leads `/health-insurance/leads`"). */
export default function HealthLeadList() {
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const result = useGetHealthLeadsQuery({ page: list.page, size: list.size, search: list.search });
  const columns: ListColumn<HealthLead>[] = [
    { id: 'customer', header: 'Customer', render: (lead) => lead.fullName },
    { id: 'email', header: 'Email', render: (lead) => lead.email },
    { id: 'mobile', header: 'Mobile No', render: (lead) => formatUaeMobile(lead.mobileNumber) },
    { id: 'nationality', header: 'Nationality', render: (lead) => lead.nationality },
    { id: 'dateOfBirth', header: 'Date Of Birth', render: (lead) => formatDate(lead.dateOfBirth) },
    { id: 'source', header: 'Source', render: (lead) => lead.source },
    {
      id: 'proposal', header: 'Proposal No',
      // The proposal's link must not open the lead's row.
      render: (lead) => (lead.proposalId ? (
        <Link href={`#${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(lead.proposalId)}`} onClick={(event) => event.stopPropagation()}>{lead.proposalNo}</Link>
      ) : 'Not quoted yet'),
    },
    { id: 'created', header: 'Created At', render: (lead) => formatDateTime(lead.createdAt) },
  ];
  return (
    <ListScreen
      title="Health leads"
      searchPlaceholder="Search name, email or mobile"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(lead) => lead._id}
      onOpen={(lead) => void navigate(`${HEALTH_LEADS_PATH}/${encodeURIComponent(lead._id)}`)}
      empty={{ title: 'No health leads yet', body: 'People asking for health cover appear here with where they came from.' }}
    />
  );
}
