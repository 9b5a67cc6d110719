import { ClaimStatusChangeSchema } from '../../../shared/contract/claims/claims.schema.js';
import { claimMoveRefusal, type ClaimStatus } from '../../../shared/domain/claimRules.js';
import { callError } from '../../app/baseQuery.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { useChangeClaimStatusMutation, type ClaimRecord } from './claimsApi.js';

/**
 * "Change status": only the statuses the workflow allows next, a note kept in the history, and the
 * insurer's written reasons, which a rejection cannot go without (the workflow's own rule, checked
 * here before the server checks it again).
 */
export function ClaimStatusDialog({ claim, open, onClose }: { claim: ClaimRecord; open: boolean; onClose: () => void }) {
  const [change] = useChangeClaimStatusMutation();
  const schema = ClaimStatusChangeSchema.shape.data.superRefine((value, context) => {
    if (value.status !== 'Rejected') return;
    const refusal = claimMoveRefusal(claim.status, value.status, value.rejectionReasons ?? '');
    if (refusal) context.addIssue({ code: 'custom', path: ['rejectionReasons'], message: refusal });
  });
  const first: ClaimStatus | undefined = claim.nextStatuses[0];
  return (
    <FieldsDialog
      open={open}
      title={`Change status of claim ${claim.claimNo}`}
      description={`Now ${claim.status}. The change is kept in the claim's history with your name and note.`}
      schema={schema}
      fields={[
        { name: 'status', label: 'New status', kind: 'select', required: true, options: claim.nextStatuses.map((status) => [status, status] as const) },
        { name: 'note', label: 'Note', kind: 'textarea' },
        { name: 'rejectionReasons', label: "Insurer's rejection reasons", kind: 'textarea', hint: 'Required when the insurer rejects the claim' },
      ]}
      defaultValues={{ status: first, note: '', rejectionReasons: '' }}
      save={async (data) => callError(await change({ id: claim._id, data }))}
      onSaved={onClose}
      onClose={onClose}
      confirmLabel="Change status"
    />
  );
}
