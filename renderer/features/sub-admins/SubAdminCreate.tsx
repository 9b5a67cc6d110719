import { useNavigate } from 'react-router-dom';
import { useNotify } from '../../app/notify.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { TextField } from '../../components/form/TextField.js';
import { saveResult, useContractForm } from '../../components/form/useContractForm.js';
import { allPermissions } from './permissionModules.js';
import { SubAdminInputs, createSchema, subAdminLabels, type SubAdminForm } from './SubAdminInputs.js';
import { useCreateSubAdminMutation } from './subAdminsApi.js';

/** The blank account: no discounts, no commission, no flags, no module. */
export const blankAccount = {
  fullName: '',
  email: '',
  mobileNumber: '',
  password: '',
  teamLeaderId: '',
  maxDiscount: 0,
  maxHealthDiscount: 0,
  maxTravelDiscount: 0,
  autoCommission: 0,
  healthCommission: 0,
  travelCommission: 0,
  isAutoProposalAssignAllowed: false,
  isHealthProposalAssignAllowed: false,
  isTravelProposalAssignAllowed: false,
  isAutoAgentMatrixAllowed: false,
  isSupervisor: false,
  isSalesAgent: false,
  permissions: allPermissions(false),
};

/** `/sub-admins/create`: a new staff account with its module access. */
export default function SubAdminCreate() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [createSubAdmin] = useCreateSubAdminMutation();
  const contractForm = useContractForm({
    schema: createSchema,
    labels: subAdminLabels,
    defaultValues: blankAccount,
    save: async (values) => {
      const body = {
        ...values,
        permissions: { ...values.permissions, isSupervisor: values.isSupervisor, isSalesAgent: values.isSalesAgent },
      };
      return saveResult(await createSubAdmin(body));
    },
    onSaved: (saved, values) => {
      notify.success(`Staff account ${saved?.fullName ?? values.fullName} saved`);
      void navigate(saved?._id ? `/sub-admins/${encodeURIComponent(saved._id)}` : '/sub-admins');
    },
  });
  const shared = contractForm as unknown as SubAdminForm;
  return (
    <FormScreen title="New staff account" recordName="The staff account" contractForm={contractForm} cancelTo="/sub-admins">
      <SubAdminInputs
        contractForm={shared}
        personalExtra={
          <TextField
            contractForm={contractForm}
            name="password"
            label={subAdminLabels.password}
            required
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters"
          />
        }
      />
    </FormScreen>
  );
}
