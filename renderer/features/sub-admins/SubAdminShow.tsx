import { Button } from '@fluentui/react-components';
import { DeleteRegular, EditRegular, KeyRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { show } from '../../components/display.js';
import { errorText } from '../../components/errorText.js';
import { PERMISSION_ROWS, grantedLabels } from './permissionModules.js';
import { subAdminLabels } from './SubAdminInputs.js';
import { SubAdminPasswordDialog } from './SubAdminPasswordDialog.js';
import { subAdminRole } from './subAdminRole.js';
import { useDeleteSubAdminMutation, useGetSubAdminQuery, type SubAdminRecord } from './subAdminsApi.js';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const percent = (value: number) => `${value} %`;

function SubAdminDetails({ account }: { account: SubAdminRecord }) {
  const granted = PERMISSION_ROWS.map(({ key, label }) => ({
    label,
    value: grantedLabels(account.permissions[key]).join(', '),
  })).filter((row) => row.value !== '');
  return (
    <>
      <FieldList
        title="Personal info"
        items={[
          { label: subAdminLabels.fullName, value: account.fullName, dirAuto: true },
          { label: subAdminLabels.email, value: account.email },
          {
            label: subAdminLabels.mobileNumber,
            value: account.mobileNumber ? formatUaeMobile(account.mobileNumber, '971') : null,
          },
          { label: 'Role', value: subAdminRole(account) },
          { label: subAdminLabels.teamLeaderId, value: account.teamLeaderName },
        ]}
      />
      <FieldList
        title="Insurance info"
        items={[
          { label: subAdminLabels.maxDiscount, value: percent(account.maxDiscount) },
          { label: subAdminLabels.autoCommission, value: percent(account.autoCommission) },
          { label: subAdminLabels.maxHealthDiscount, value: percent(account.maxHealthDiscount) },
          { label: subAdminLabels.healthCommission, value: percent(account.healthCommission) },
          { label: subAdminLabels.maxTravelDiscount, value: percent(account.maxTravelDiscount) },
          { label: subAdminLabels.travelCommission, value: percent(account.travelCommission) },
        ]}
      />
      <FieldList
        title="Settings"
        items={[
          { label: subAdminLabels.isAutoProposalAssignAllowed, value: yesNo(account.isAutoProposalAssignAllowed) },
          { label: subAdminLabels.isHealthProposalAssignAllowed, value: yesNo(account.isHealthProposalAssignAllowed) },
          { label: subAdminLabels.isTravelProposalAssignAllowed, value: yesNo(account.isTravelProposalAssignAllowed) },
          { label: subAdminLabels.isAutoAgentMatrixAllowed, value: yesNo(account.isAutoAgentMatrixAllowed) },
          { label: subAdminLabels.isSupervisor, value: yesNo(account.isSupervisor) },
          { label: subAdminLabels.isSalesAgent, value: yesNo(account.isSalesAgent) },
        ]}
      />
      <FieldList
        title="Permissions"
        items={granted.length > 0 ? granted : [{ label: 'Modules', value: 'No module is open to this account' }]}
      />
    </>
  );
}

/** `/sub-admins/:adminId`: a staff account, with edit, password change and delete. */
export default function SubAdminShow() {
  const { adminId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const access = useRouteCan(`/sub-admins/${adminId}`);
  const result = useGetSubAdminQuery(adminId);
  const account = result.data;
  const [changingPassword, setChangingPassword] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteSubAdmin, deletion] = useDeleteSubAdminMutation();

  const remove = async () => {
    if (!account) return;
    const outcome = await deleteSubAdmin(account._id);
    setConfirmingDelete(false);
    if ('error' in outcome && outcome.error) {
      notify.error(errorText(outcome.error));
      return;
    }
    notify.success(`Staff account ${account.fullName} deleted`);
    void navigate('/sub-admins');
  };

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(account)}
      title={account ? show(account.fullName) : 'Staff account'}
      meta={account ? [show(account.email), subAdminRole(account)] : []}
      status={
        account ? (account.disabled ? { label: 'Disabled', color: 'danger' } : { label: 'Active', color: 'success' }) : undefined
      }
      back={{ to: '/sub-admins', label: 'Back to admins and agents' }}
      actions={
        account ? (
          <>
            {access.update ? (
              <Button icon={<EditRegular />} onClick={() => void navigate(`/sub-admins/${encodeURIComponent(account._id)}/edit`)}>
                Edit
              </Button>
            ) : null}
            {access.update ? (
              <Button icon={<KeyRegular />} onClick={() => setChangingPassword(true)}>
                Change password
              </Button>
            ) : null}
            {access.delete ? (
              <Button icon={<DeleteRegular />} onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
            ) : null}
          </>
        ) : null
      }
    >
      {account ? (
        <>
          <SubAdminDetails account={account} />
          <SubAdminPasswordDialog account={account} open={changingPassword} onClose={() => setChangingPassword(false)} />
          <ConfirmDialog
            open={confirmingDelete}
            title={`Delete staff account ${account.fullName}?`}
            body={`${account.email} will no longer be able to sign in. This cannot be undone.`}
            confirmLabel="Delete"
            busy={deletion.isLoading}
            onConfirm={() => void remove()}
            onCancel={() => setConfirmingDelete(false)}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}
