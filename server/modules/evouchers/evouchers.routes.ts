import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { IMPORT_MAX_BYTES, evouchersResource, type Channel, type EvoucherCode } from '../../../shared/contract/evouchers/index.js';
import { evouchersContract } from '../../../shared/contract/evouchers/evouchers.contract.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import { conflict } from '../../http/httpError.js';
import type { AuthContext } from '../../http/auth.js';
import { pagination } from '../../http/pagination.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';
import { registerResource } from '../../kit/registerResource.js';
import type { DeliveredMessage, Messenger } from '../../services/messaging/messenger.js';
import { uploadTempDir } from '../../services/storage/storedPath.js';
import { receiveFile, receiveForm } from '../../services/uploads/receiveUpload.js';
import { importCodes } from './codeImport.js';
import { judgeLines, sheetLines } from './codeSheet.js';
import { createCodesRepository, type VoucherRow } from './codes.repository.js';
import { createRequestsRepository } from './requests.repository.js';

export interface EvouchersRoutesOptions {
  filesDir: string;
  messenger: Messenger;
  clock?: () => Date;
}

interface Claimed {
  code: EvoucherCode;
  voucher: VoucherRow;
  customer: { full_name: string; email: string; mobile_number: string };
}

/** The last day the customer may use the code: the code's own expiry when it comes first. */
const lastDay = ({ code, voucher }: Claimed) => (code.expiryDate && code.expiryDate < voucher.expiry_date ? code.expiryDate : voucher.expiry_date);

/**
 * E-vouchers (spec 001 §7 "E-vouchers"): the e-voucher on the kit, and its codes, history,
 * assignment, import and requests (the contract's comment says what BrokerDesk decided).
 */
export function evouchersRoutes(app: FastifyInstance, options: EvouchersRoutesOptions, done: () => void): void {
  const db = app.db;
  const clock = options.clock ?? (() => new Date());
  const codes = createCodesRepository(db);
  const requests = createRequestsRepository(db);
  const tempDir = uploadTempDir(options.filesDir);
  const evouchers = createResourceRepository(db, evouchersResource, 'evouchers');

  /** The code to the customer through the messenger; its outbox keeps the message. */
  function send(claimed: Claimed, channel: Channel, auth: AuthContext): Promise<DeliveredMessage> {
    const { code, voucher, customer } = claimed;
    const until = formatDate(lastDay(claimed));
    const worth = formatAed(voucher.face_value_fils);
    if (channel === 'sms') {
      return options.messenger.sendSms({
        toMobileNumber: customer.mobile_number, sentBy: auth.accountId,
        body: `Dear ${customer.full_name}, your ${voucher.brand} e-voucher ${voucher.title} (${worth}): code ${code.code}, valid until ${until}.`,
      });
    }
    return options.messenger.sendEmail({
      to: customer.email, sentBy: auth.accountId, subject: `Your ${voucher.brand} e-voucher: ${voucher.title}`,
      body: `Dear ${customer.full_name},\n\nHere is your ${voucher.brand} e-voucher "${voucher.title}" worth ${worth}.\n\nCode: ${code.code}\nValid until: ${until}\n`
        + `${voucher.description ? `\n${voucher.description}\n` : ''}\nBrokerDesk`,
    });
  }

  const recipientOf = (claimed: Claimed, channel: Channel) => (channel === 'sms' ? `0${claimed.customer.mobile_number}` : claimed.customer.email);

  registerResource(app, evouchersContract, evouchersResource, evouchers, {
    codes: async ({ params, query }) => {
      const result = await codes.list(params.id, query);
      return { success: true, data: result.items, pagination: pagination(query.page, query.size, result.totalItems, result.totalCapped) };
    },
    code: async ({ params }) => ({ success: true, data: await codes.get(params.id) }),
    createCode: async ({ params, body, auth }) => {
      const code = await codes.create(params.id, body, auth.accountId, clock().toISOString());
      return { success: true, data: code, message: `Code ${code.code} added` };
    },
    updateCode: async ({ params, body, auth }) => {
      const code = await codes.update(params.id, body, auth.accountId, clock().toISOString());
      return { success: true, data: code, message: `Code ${code.code} updated` };
    },
    deleteCode: async ({ params, auth }) => {
      const code = await codes.remove(params.id, auth.accountId, clock().toISOString());
      return { success: true, message: `Code ${code} deleted` };
    },
    history: async ({ params, query }) => {
      const result = await codes.history(params.id, query.page, query.size);
      return { success: true, data: result.items, pagination: pagination(query.page, query.size, result.totalItems) };
    },

    assign: async ({ params, body, auth }) => {
      const claimed = await db.transaction().execute((trx) => codes.claim(params.id, body, auth.accountId, clock(), trx));
      if (!claimed.fresh) {
        return { success: true, data: { code: claimed.code, outboxId: null }, message: `Code ${claimed.code.code} is already ${claimed.customer.full_name}'s; it was not sent again` };
      }
      const delivered = await send(claimed, body.channel, auth).catch(async (error: unknown) => {
        await codes.unclaim(claimed.code, error instanceof Error ? error.message : String(error), auth.accountId, clock().toISOString());
        throw error;
      });
      return { success: true, data: { code: claimed.code, outboxId: delivered.outboxId }, message: `Code ${claimed.code.code} sent to ${recipientOf(claimed, body.channel)}` };
    },

    importCodes: async ({ params, query, request, auth }) => {
      await codes.voucher(params.id);
      const { files: [sheet] } = await receiveForm(request, {
        fileFields: ['file'], attach: 'Attach the .xlsx or .csv file as "file"', notMultipart: 'Send the file as multipart form data', maxBytes: IMPORT_MAX_BYTES,
        receive: (part) => receiveFile(part, tempDir, { maxBytes: IMPORT_MAX_BYTES, tooLarge: `The file must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB: split it into smaller files.`, fallbackName: 'codes.csv' }),
      });
      const judged = await sheetLines(sheet!.tempPath, sheet!.fileName).then(judgeLines).finally(() => rm(sheet!.tempPath, { force: true }));
      const report = await importCodes(db, codes, { evoucherId: params.id, fileName: sheet!.fileName, allOrNothing: query.allOrNothing, ...judged }, auth.accountId, clock().toISOString());
      const message = report.saved === 0 && report.rejected > 0 && query.allOrNothing
        ? `Nothing was saved: ${report.rejected} of ${report.totalRows} rows are bad`
        : `${report.saved} codes saved, ${report.rejected} rows rejected`;
      return { success: true, data: report, message };
    },

    requests: async ({ query }) => {
      const result = await requests.list(query);
      return { success: true, data: result.items, pagination: pagination(query.page, query.size, result.totalItems, result.totalCapped) };
    },

    /** Approving claims a code and decides the request in one transaction, then sends; a failed sending reopens the request. */
    changeRequestStatus: async ({ params, body: decision, auth }) => {
      const body = { ...decision, channel: decision.channel ?? 'email' };
      const now = clock();
      const at = now.toISOString();
      const decided = await db.transaction().execute(async (trx) => {
        const request = await requests.get(params.id, trx);
        if (request.status !== 'pending') throw conflict(`This request is already ${request.status}: only a pending request can be decided`);
        const claimed = body.status === 'approved'
          ? await codes.claim(request.evoucherId, { customerId: request.customerId, channel: body.channel }, auth.accountId, now, trx)
          : null;
        const won = await requests.decide(trx, params.id, { status: body.status, reason: body.reason || null, codeId: claimed?.code._id ?? null, actorId: auth.accountId, at });
        if (!won) throw conflict('This request was just decided by someone else');
        return claimed;
      });
      if (decided) {
        await send(decided, body.channel, auth).catch(async (error: unknown) => {
          await codes.unclaim(decided.code, error instanceof Error ? error.message : String(error), auth.accountId, clock().toISOString());
          await requests.reopen(params.id, clock().toISOString());
          throw error;
        });
      }
      const request = await requests.get(params.id);
      return { success: true, data: request, message: decided ? `Request approved: code ${decided.code.code} sent to ${recipientOf(decided, body.channel)}` : 'Request rejected' };
    },
  }, { clock });
  done();
}
