import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { PAGE_SIZES } from '../../../shared/contract/constants.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { show } from '../../components/display.js';
import { ListScreen } from '../../components/list/ListScreen.js';
import type { ListColumn } from '../../components/list/types.js';
import { useListController } from '../../components/list/useListController.js';
import { subAdminRole } from './subAdminRole.js';
import { useGetSubAdminsQuery, type SubAdminRecord } from './subAdminsApi.js';

const columns: ListColumn<SubAdminRecord>[] = [
  { id: 'name', header: 'Admin Name', render: (a) => show(a.fullName) },
  { id: 'email', header: 'Admin Email', render: (a) => show(a.email) },
  { id: 'contact', header: 'Contact No', render: (a) => (a.mobileNumber ? formatUaeMobile(a.mobileNumber, '971') : '-') },
  { id: 'role', header: 'Role', render: (a) => subAdminRole(a) },
];

/** `/sub-admins`: the staff accounts ("Admins and Agents"), supervisors only. */
export default function SubAdminList() {
  const navigate = useNavigate();
  const list = useListController({ defaultSize: PAGE_SIZES.default });
  const result = useGetSubAdminsQuery({ page: list.page, size: list.size, search: list.search });
  const canCreate = useRouteCan('/sub-admins/create').view;
  const create = () => void navigate('/sub-admins/create');
  return (
    <ListScreen
      title="Admins and Agents"
      searchPlaceholder="Search admin or agent"
      controller={list}
      result={result}
      columns={columns}
      getRowId={(account) => account._id}
      onOpen={(account) => void navigate(`/sub-admins/${encodeURIComponent(account._id)}`)}
      empty={{
        title: 'No staff accounts yet',
        body: 'Staff accounts sign in to BrokerDesk with the modules you give them.',
        action: canCreate ? <Button onClick={create}>Create the first account</Button> : undefined,
      }}
      toolbar={
        canCreate ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={create}>
            New staff account
          </Button>
        ) : undefined
      }
    />
  );
}
