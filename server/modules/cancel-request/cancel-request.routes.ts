import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { cancelRequestContract } from '../../../shared/contract/cancel-request/cancel-request.contract.js';
import type { CancellationListItem } from '../../../shared/contract/cancel-request/index.js';
import { LIMITS } from '../../../shared/contract/constants.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { storedFileDownload } from '../../services/storage/storedFileDownload.js';
import { csvLine } from '../customers/customersCsv.js';
import type { DocumentReading } from '../../services/ocr/documentReading.js';
import type { SalesServices } from '../payments/salesServices.js';
import { createCancellations } from './cancellations.service.js';

type Area = typeof cancelRequestContract;

const EXPORT_CHUNK_ROWS = 1000;
export const CANCELLATION_CSV_HEADER = [
  'Request No', 'Status', 'Policy No', 'Company Policy No', 'Insurer', 'Customer', 'Mobile', 'Reason', 'Cancellation date',
  'Refund due (AED)', 'Refunded (AED)', 'Raised by', 'Raised',
];

/** One request as a CSV line; the customers export's cell rules (formula defusing, quoting) apply. */
export function cancellationCsvLine(item: CancellationListItem): string {
  return csvLine([
    item.ref, item.status, item.policy.ref, item.policy.companyPolicyNumber, item.policy.companyName, item.customer.fullName,
    `0${item.customer.mobileNumber}`, item.reason, item.cancelDate, (item.dueFils / 100).toFixed(2), (item.refundedFils / 100).toFixed(2),
    item.createdBy, dubaiDate(item.createdAt),
  ]);
}

/**
 * Cancellation requests and their refunds (`cancelRequestContract`); the writes are
 * `cancellations.service.ts`, the reads `cancellations.repository.ts`. Every answer about one
 * request is its detail as it stands after the call.
 */
export function cancelRequestRoutes(app: FastifyInstance, options: { sales: SalesServices; filesDir: string; reading: DocumentReading }, done: () => void): void {
  const cancellations = createCancellations(app, { filesDir: options.filesDir, refunds: options.sales.payments.refunds, reading: options.reading });
  const { requests } = cancellations;
  const answer = async (id: string, message: string) => ({ success: true as const, data: await requests.detail(id), message });

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body }) => {
      const page = await requests.list(query, body);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },
    get: async ({ params }) => {
      // A gateway refund answered since the last look (a retry by the payment checks) shows at once.
      await requests.row(params.id);
      await cancellations.syncRefund(params.id);
      return answer(params.id, 'Cancellation request');
    },
    findPolicies: async ({ query }) => ({ success: true, data: await requests.cancellablePolicies(query.search) }),
    raise: async ({ request, auth }) => answer(await cancellations.raise(request, auth.accountId), 'Cancellation request raised'),
    addPapers: async ({ params, request, auth }) => {
      await cancellations.addPapers(params.id, request, auth.accountId);
      return answer(params.id, 'Papers added');
    },
    updateDetails: async ({ params, body, auth }) => {
      await cancellations.updateDetails(params.id, body, auth.accountId);
      return answer(params.id, 'Cancellation request updated');
    },
    updateStatus: async ({ body, auth }) => {
      await cancellations.updateStatus(body.id, body.data.status, body.data.note ?? '', auth.accountId);
      return answer(body.id, `Cancellation request ${body.data.status.toLowerCase()}`);
    },
    exportCsv: async ({ query, body }) => {
      const total = await requests.total(body, query.search);
      async function* lines() {
        // The BOM makes spreadsheet programs read the UTF-8 (Arabic names) correctly.
        yield `\uFEFF${csvLine(CANCELLATION_CSV_HEADER)}`;
        for await (const chunk of requests.inChunks(body, query.search, EXPORT_CHUNK_ROWS, LIMITS.exportRows)) yield chunk.map(cancellationCsvLine).join('');
      }
      return {
        fileName: `cancellation-requests-${dubaiDate(new Date())}.csv`,
        content: Readable.from(lines()),
        headers: { 'X-Export-Rows': String(Math.min(total, LIMITS.exportRows)), 'X-Export-Truncated': String(total > LIMITS.exportRows) },
      };
    },
    confirm: async ({ params, request, auth }) => {
      await cancellations.confirm(params.id, request, auth.accountId);
      return answer(params.id, 'Cancellation confirmed: the policy is cancelled');
    },
    reject: async ({ params, body, auth }) => answer(await cancellations.rejectForPolicy(params.id, body.data.reason, auth.accountId), 'Cancellation request rejected'),
    refundThroughGateway: async ({ body, auth }) => {
      await cancellations.refundThroughGateway(body.id, auth.accountId);
      const detail = await requests.detail(body.id);
      const message = detail.status === 'Refunded' ? 'Refund paid through the payment gateway' : `Refund not made: ${detail.refund.failure ?? 'the gateway has not answered yet'}`;
      return { success: true, data: detail, message };
    },
    withdrawRefund: async ({ body, auth }) => {
      await cancellations.withdrawGatewayRefund(body.id, body.reason, auth.accountId);
      const detail = await requests.detail(body.id);
      const message = detail.status === 'Refunded' ? 'The gateway paid the refund after all' : 'Gateway refund withdrawn: record the refund as paid another way';
      return { success: true, data: detail, message };
    },
    refundOtherWay: async ({ request, auth }) => answer(await cancellations.refundOtherWay(request, auth.accountId), 'Refund recorded'),
    file: async ({ params }) => storedFileDownload(options.filesDir, await requests.file(params.id, params.fileId)),
  };
  registerArea(app, cancelRequestContract, handlers);
  done();
}
