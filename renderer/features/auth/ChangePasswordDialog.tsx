import { ChangePasswordSchema } from '../../../shared/contract/auth/auth.schema.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { PasswordDialog } from '../../components/form/PasswordDialog.js';
import { useChangeOwnPasswordMutation } from './authApi.js';

const fields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** The title bar's "Change password": current, new and confirm, by the contract's schema. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const notify = useNotify();
  const [changePassword] = useChangeOwnPasswordMutation();
  return (
    <PasswordDialog
      open={open}
      title="Change password"
      schema={ChangePasswordSchema}
      fields={fields}
      save={async (values) => {
        const result = await changePassword(values);
        return callError(result);
      }}
      onSaved={() => {
        notify.success('Password changed', 'Your other sessions have been signed out.');
        onClose();
      }}
      onClose={onClose}
    />
  );
}
