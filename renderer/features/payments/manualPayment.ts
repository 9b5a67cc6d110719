import { useCallback } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { HostCallError } from '../../app/baseQuery.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useHost } from '../../app/useHost.js';
import { api } from '../../app/api.js';
import type { ManualPaymentBody, PaymentsApi } from './paymentsApi.js';

/**
 * "Paid to the company" (FIELDS.md "Payment flows"): the line's manual payment call as multipart, the
 * proof file picked through the host with `paidBy`, `orderRef` and `proofAmount` as the form's
 * text fields. The file goes through the host's upload, which reads the bytes itself. Answers
 * `null` once the server recorded the payment.
 *
 * @example const record = useRecordManualPayment(motorPayments); const error = await record(quoteId, file, { paidBy, orderRef, proofAmount });
 */
export function useRecordManualPayment({ manualPaymentEndpoint, paidTags }: Pick<PaymentsApi, 'manualPaymentEndpoint' | 'paidTags'>) {
  const host = useHost();
  const dispatch = useAppDispatch();
  return useCallback(
    async (quoteId: string, file: PickedFile, body: ManualPaymentBody): Promise<HostCallError | null> => {
      const fields: Record<string, string> = { paidBy: body.paidBy, orderRef: body.orderRef };
      if (body.proofAmount !== undefined) fields.proofAmount = String(Number(body.proofAmount));
      const result = await host.files.upload({ fileId: file.id, endpoint: manualPaymentEndpoint, params: { id: quoteId }, fields });
      if (!result.ok) return { status: result.error.status ?? 0, message: result.error.message, ...(result.error.fieldErrors ? { fieldErrors: result.error.fieldErrors } : {}) };
      dispatch(api.util.invalidateTags(paidTags(quoteId)));
      return null;
    },
    [dispatch, host, manualPaymentEndpoint, paidTags],
  );
}
