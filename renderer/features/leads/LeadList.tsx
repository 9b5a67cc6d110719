import { Link } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import type { LeadListItem } from '../../../shared/contract/leads/leads.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { useGetLeadsQuery } from './leadsApi.js';


/** `/leads`: the motor leads, newest first, searched (FIELDS.md "Leads (motor)"). */
export default function LeadList() {
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const result = useGetLeadsQuery({ page: list.page, size: list.size, search: list.search });
  const columns: ListColumn<LeadListItem>[] = [
    {
      id: 'proposal', header: 'Proposal No',
      // The proposal's link must not open the lead's row.
      render: (lead) => (lead.proposalId ? (
        <Link href={`#/proposals/${encodeURIComponent(lead.proposalId)}`} onClick={(event) => event.stopPropagation()}>{lead.proposalNo}</Link>
      ) : 'Not quoted yet'),
    },
    { id: 'customer', header: 'Customer', render: (lead) => lead.fullName },
    { id: 'email', header: 'Email', render: (lead) => lead.email },
    { id: 'mobile', header: 'Mobile No', render: (lead) => formatUaeMobile(lead.mobileNumber) },
    { id: 'car', header: 'Car', render: (lead) => lead.car },
    { id: 'created', header: 'Created At', render: (lead) => formatDateTime(lead.createdAt) },
  ];
  return (
    <ListScreen
      title="Leads"
      searchPlaceholder="Search name, email, mobile or car"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(lead) => lead._id}
      onOpen={(lead) => void navigate(`/leads/${encodeURIComponent(lead._id)}`)}
      empty={{ title: 'No leads yet', body: 'Motor enquiries from the website appear here with their car and customer.' }}
    />
  );
}
