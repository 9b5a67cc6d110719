import { ChangePasswordSchema } from '../../../shared/contract/auth/auth.schema.js';
import { AgentPasswordSchema } from '../../../shared/contract/sub-admins/sub-admins.schema.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { PasswordDialog } from '../../components/form/PasswordDialog.js';
import { useChangeSubAdminPasswordMutation, type SubAdminRecord } from './subAdminsApi.js';

/** The contract's body plus the confirmation the screen asks for (FIELDS.md: they must match). */
export const agentPasswordFormSchema = AgentPasswordSchema.extend({
  confirmPassword: ChangePasswordSchema.shape.confirmPassword,
}).refine((values) => values.password === values.confirmPassword, {
  path: ['confirmPassword'],
  message: 'Passwords do not match',
});

const fields = [
  { name: 'password', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', autoComplete: 'new-password' },
] as const;

/** Sets a staff account's password; only `password` is sent. */
export function SubAdminPasswordDialog({
  account,
  open,
  onClose,
}: {
  account: SubAdminRecord;
  open: boolean;
  onClose: () => void;
}) {
  const notify = useNotify();
  const [changePassword] = useChangeSubAdminPasswordMutation();
  return (
    <PasswordDialog
      open={open}
      title={`Change the password of ${account.fullName}`}
      schema={agentPasswordFormSchema}
      fields={fields}
      save={async ({ password }) => {
        const result = await changePassword({ id: account._id, password });
        return callError(result);
      }}
      onSaved={() => {
        notify.success(`Password of ${account.fullName} changed`);
        onClose();
      }}
      onClose={onClose}
    />
  );
}
