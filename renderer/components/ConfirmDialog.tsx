import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
} from '@fluentui/react-components';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** Names the record and the effect: "Deactivate customer Sara Ali?". */
  title: string;
  body: string;
  /** The verb, never "OK". */
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  cancelLabel?: string;
}

/**
 * Asks before an action with an effect; the body is the dialog's description.
 *
 * @example <ConfirmDialog open title="Deactivate customer Sara Ali?" body="She will not be able to sign in." confirmLabel="Deactivate" onConfirm={go} onCancel={close} />
 */
export function ConfirmDialog({
  open,
  title,
  body,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog open={open} modalType="alert" onOpenChange={(_, data) => (!data.open && !busy ? onCancel() : undefined)}>
      <DialogSurface aria-describedby={bodyId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent id={bodyId}>{body}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button appearance="primary" onClick={onConfirm} disabled={busy} icon={busy ? <Spinner size="tiny" /> : undefined}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
