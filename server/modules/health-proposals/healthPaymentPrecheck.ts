import { INSURER_DOCUMENTS_MISSING } from '../../../shared/contract/health-proposals/insurer-documents.schema.js';
import type { Db } from '../../db/database.js';
import { unprocessable } from '../../http/httpError.js';
import { createInsurerDocumentsRepository } from '../../sales/insurerDocuments.js';
import type { PaymentPrecheck } from '../payments/payments.routes.js';
import { createHealthDocumentsRepository } from './healthDocuments.repository.js';

/**
 * The health line's check before a payment starts or is recorded: every insured member's
 * documents are uploaded, and before a bank transfer or a payment to the insurer the insurer's
 * tax invoice and credit note are captured; else a 422 naming what is missing.
 *
 * @example await app.register(paymentsRoutes, { sales, filesDir, prechecks: { health: healthPaymentPrecheck(app.db) } });
 */
export function healthPaymentPrecheck(db: Db): PaymentPrecheck {
  const documents = createHealthDocumentsRepository(db);
  const insurerDocuments = createInsurerDocumentsRepository(db);
  return async ({ quoteId, proposalId, manual }) => {
    const { missingMessage } = await documents.overview(await documents.owner(proposalId));
    if (missingMessage) throw unprocessable(missingMessage);
    if (manual && (await insurerDocuments.overview(quoteId)).missingMessage) throw unprocessable(INSURER_DOCUMENTS_MISSING);
  };
}
