import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatDate } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { show } from '../../components/display.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { CustomerStatusPill } from './CustomerStatus.js';
import { useGetCustomersQuery, type CustomerRecord } from './customersApi.js';
import { useDownload } from '../../app/useDownload.js';

const columns: ListColumn<CustomerRecord>[] = [
  { id: 'name', header: 'Name', render: (c) => show(c.fullName) },
  { id: 'email', header: 'Email', render: (c) => show(c.email) },
  { id: 'role', header: 'Role', render: (c) => show(c.role) },
  { id: 'dob', header: 'DOB', render: (c) => formatDate(c.dateOfBirth) },
  { id: 'status', header: 'Status', render: (c) => <CustomerStatusPill customer={c} /> },
  {
    id: 'phone',
    header: 'Phone',
    render: (c) => (c.mobileNumber ? formatUaeMobile(c.mobileNumber, c.countryCode || '971') : '-'),
  },
  { id: 'signedUp', header: 'Signed Up', render: (c) => formatDate(c.createdAt) },
];

/** `/customers`: searchable, paged customers with status toggle and CSV export. */
export default function CustomerList() {
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const result = useGetCustomersQuery({ page: list.page, size: list.size, search: list.search });
  const { download, downloading: exporting } = useDownload();
  const empty = (result.data?.pagination.totalItems ?? 0) === 0;
  const exportCsv = () => download('customers.exportCsv', { body: list.search ? { search: list.search } : {} });

  return (
    <ListScreen
      title="Customers"
      searchPlaceholder="Search customer"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(customer) => customer._id}
      onOpen={(customer) => void navigate(`/customers/${encodeURIComponent(customer._id)}`)}
      empty={{ title: 'No customers yet', body: 'Customers appear here when they sign up or buy a policy.' }}
      toolbar={
        <Button icon={<ArrowDownloadRegular />} disabled={empty || exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      }
    />
  );
}
