import { useState } from 'react';
import { useNotify } from '../app/notify.js';
import { errorText } from './errorText.js';

/**
 * Removing a list row after the user confirms: which row is awaiting confirmation, and the
 * confirmed removal, which toasts the server's refusal or the given success text.
 *
 * @example
 * const removal = useConfirmedRemoval((c) => removeCondition({ id: c._id }), (c) => `Condition ${c.name} deleted`);
 * <ConfirmDialog open={removal.pending !== null} onConfirm={() => void removal.confirm()} onCancel={removal.cancel} … />
 */
export function useConfirmedRemoval<T>(remove: (row: T) => Promise<{ error?: unknown }>, done: (row: T) => string) {
  const notify = useNotify();
  const [pending, setPending] = useState<T | null>(null);
  return {
    pending,
    ask: (row: T) => setPending(row),
    cancel: () => setPending(null),
    async confirm() {
      if (pending === null) return;
      const outcome = await remove(pending);
      if (outcome.error) notify.error(errorText(outcome.error));
      else notify.success(done(pending));
      setPending(null);
    },
  };
}
