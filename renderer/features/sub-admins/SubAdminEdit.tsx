import { useNavigate, useParams } from 'react-router-dom';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { SwitchField } from '../../components/form/SwitchField.js';
import { saveResult, useContractForm } from '../../components/form/useContractForm.js';
import { fullPermissions } from './permissionModules.js';
import { SubAdminInputs, subAdminLabels, updateSchema } from './SubAdminInputs.js';
import { useGetSubAdminQuery, useUpdateSubAdminMutation, type SubAdminRecord } from './subAdminsApi.js';

function SubAdminEditForm({ account }: { account: SubAdminRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [updateSubAdmin] = useUpdateSubAdminMutation();
  const detail = `/sub-admins/${encodeURIComponent(account._id)}`;
  const contractForm = useContractForm({
    schema: updateSchema,
    labels: subAdminLabels,
    defaultValues: {
      fullName: account.fullName,
      email: account.email,
      mobileNumber: account.mobileNumber ? formatUaeMobile(account.mobileNumber, '971') : '',
      teamLeaderId: account.teamLeaderId ?? '',
      maxDiscount: account.maxDiscount,
      maxHealthDiscount: account.maxHealthDiscount,
      maxTravelDiscount: account.maxTravelDiscount,
      autoCommission: account.autoCommission,
      healthCommission: account.healthCommission,
      travelCommission: account.travelCommission,
      isAutoProposalAssignAllowed: account.isAutoProposalAssignAllowed,
      isHealthProposalAssignAllowed: account.isHealthProposalAssignAllowed,
      isTravelProposalAssignAllowed: account.isTravelProposalAssignAllowed,
      isAutoAgentMatrixAllowed: account.isAutoAgentMatrixAllowed,
      isSupervisor: account.isSupervisor,
      isSalesAgent: account.isSalesAgent,
      disabled: account.disabled,
      permissions: fullPermissions(account.permissions),
    },
    save: async (values) => {
      const body = {
        ...values,
        permissions: { ...values.permissions, isSupervisor: values.isSupervisor, isSalesAgent: values.isSalesAgent },
      };
      return saveResult(await updateSubAdmin({ id: account._id, body }));
    },
    onSaved: (saved, values) => {
      notify.success(`Staff account ${saved?.fullName ?? values.fullName} saved`);
      void navigate(detail);
    },
  });
  return (
    <FormScreen title={`Edit ${account.fullName}`} recordName={account.fullName} contractForm={contractForm} cancelTo={detail}>
      <SubAdminInputs
        contractForm={contractForm}
        accountId={account._id}
        personalExtra={
          <SwitchField
            contractForm={contractForm}
            name="disabled"
            label={subAdminLabels.disabled}
            hint="A disabled account cannot sign in"
          />
        }
      />
    </FormScreen>
  );
}

/** `/sub-admins/:adminId/edit`: a staff account's fields, flags and module access. */
export default function SubAdminEdit() {
  const { adminId = '' } = useParams();
  const result = useGetSubAdminQuery(adminId);
  if (!result.data) {
    return (
      <DetailScreen
        query={result}
        loaded={false}
        title="Edit staff account"
        back={{ to: '/sub-admins', label: 'Back to admins and agents' }}
      />
    );
  }
  return <SubAdminEditForm key={result.data._id} account={result.data} />;
}
