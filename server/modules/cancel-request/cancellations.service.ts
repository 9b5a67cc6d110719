import { readFile, rename, rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import {
  CancellationRaiseSchema, OtherWayRefundSchema, type CancellationDetailsUpdateSchema,
} from '../../../shared/contract/cancel-request/index.js';
import { describeIssues } from '../../../shared/contract/validation.js';
import {
  MOVE_CALL, cancellationMoveRefusal, detailsEditable, refundable, type CancellationStatus,
} from '../../../shared/domain/cancellationRules.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { CancellationRequestsTable, PolicyRow } from '../../db/schema.js';
import { badRequest, conflict, notFound, unprocessable } from '../../http/httpError.js';
import { placeStoredPath, removeStoredFile, storedPath, uploadTempDir } from '../../services/storage/storedPath.js';
import { receiveForm, receiveUpload, type ReceivedFile } from '../../services/uploads/receiveUpload.js';
import type { DocumentReading } from '../../services/ocr/documentReading.js';
import type { ProviderRefunds } from '../payments/providerRefunds.js';
import { GATEWAY_OF } from '../payments/quotePayments.js';
import { addHistory, nextRef } from '../../sales/salesRecords.js';
import { computeRefund, createCancellationsRepository, dueOf, policyTerms, type FileOwnerType, type RequestRow } from './cancellations.repository.js';

/** Papers of a request: PDF or JPG/PNG scans of at most 5 MB, up to 5 per upload. */
export const PAPER_MAX_BYTES = 5 * 1024 * 1024;
export const PAPERS_PER_UPLOAD = 5;
const PAPER_KINDS = ['pdf', 'png', 'jpeg'] as const;
const PAPER_LIMITS = { documentBytes: PAPER_MAX_BYTES, zipBytes: 0, excelBytes: 0 };
const PAPERS_TEXT = `Papers must be PDF, JPG or PNG files of at most 5 MB, at most ${PAPERS_PER_UPLOAD} at once.`;
const EXTENSION = { pdf: 'pdf', png: 'png', jpeg: 'jpg' } as const;
/** Papers read for an IBAN at most: OCR takes a second or two a page. */
const IBAN_PAPERS_READ = 3;
const MIME = { pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg' } as const;

type DetailsUpdate = z.output<typeof CancellationDetailsUpdateSchema>;
type Placed = { id: string; path: string; file: ReceivedFile };

function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const { message, fieldErrors } = describeIssues(parsed.error.issues, 'body');
  throw badRequest(message, fieldErrors);
}

/**
 * The writes of cancellation requests: raising, editing, the workflow's moves, the insurer's
 * confirmation (the policy becomes Cancelled), rejection (the policy stays), and the refund
 * through the gateway (claimed under an idempotency key, so it is never sent twice) or paid
 * another way. Each move is a conditional update on the status it starts from, so two staff
 * acting at once cannot both move the same request.
 */
export function createCancellations(app: FastifyInstance, deps: { filesDir: string; refunds: ProviderRefunds; reading: DocumentReading; now?: () => number }) {
  const db = app.db;
  const requests = createCancellationsRepository(db);
  const tempDir = uploadTempDir(deps.filesDir);
  const nowIso = () => new Date((deps.now ?? Date.now)()).toISOString();

  /** A multipart form's files (checked by content) and text fields; `field` names the files in messages. */
  async function receivePapers(request: FastifyRequest, field: string, what: string, required: boolean) {
    return receiveForm(request, {
      fileFields: [field, 'file'], attach: `Attach ${what} as "${field}". ${PAPERS_TEXT}`, notMultipart: `Send ${what} as multipart form data. ${PAPERS_TEXT}`,
      maxFiles: PAPERS_PER_UPLOAD, tooManyFiles: `Too many files at once. ${PAPERS_TEXT}`, maxBytes: PAPER_MAX_BYTES, fileOptional: !required,
      receive: (part) => receiveUpload(part, tempDir, { limits: PAPER_LIMITS, only: { kinds: PAPER_KINDS, refusal: () => `${field}: ${PAPERS_TEXT}` } }),
    });
  }

  /** Moves received files under the request's folder; the caller records them in its transaction, or calls `discard`. */
  async function place(requestId: string, files: ReceivedFile[]): Promise<Placed[]> {
    const placed: Placed[] = [];
    try {
      for (const file of files) {
        const id = newId();
        const path = storedPath('cancellations', encodeURIComponent(requestId), `${id}.${EXTENSION[file.kind as keyof typeof EXTENSION]}`);
        await rename(file.tempPath, await placeStoredPath(deps.filesDir, path));
        placed.push({ id, path, file });
      }
      return placed;
    } catch (error) {
      await discard(placed, files);
      throw error;
    }
  }

  async function discard(placed: Placed[], files: ReceivedFile[] = []): Promise<void> {
    await Promise.all([...files.map((file) => rm(file.tempPath, { force: true })), ...placed.map((p) => removeStoredFile(deps.filesDir, p.path))]);
  }

  function record(trx: Db, requestId: string, ownerType: FileOwnerType, placed: Placed[], at: string) {
    if (placed.length === 0) return Promise.resolve();
    return trx.insertInto('stored_files').values(placed.map((p) => ({
      id: p.id, owner_type: ownerType, owner_id: requestId, original_name: p.file.fileName,
      mime_type: MIME[p.file.kind as keyof typeof MIME], size: p.file.size, path: p.path, created_at: at,
    }))).execute();
  }

  /** Files received, then a write that records them: on any refusal nothing of the upload stays. */
  async function withFiles<T>(requestId: string, files: ReceivedFile[], write: (placed: Placed[]) => Promise<T>): Promise<T> {
    const placed = await place(requestId, files);
    try {
      return await write(placed);
    } catch (error) {
      await discard(placed);
      throw error;
    }
  }

  /**
   * The refund IBAN read from the papers when staff typed none: the first paper whose text holds a
   * UAE IBAN passing its check (a bank's IBAN letter, a cheque), and the paper it came from.
   */
  async function ibanFromPapers(files: ReceivedFile[]): Promise<{ iban: string; fileName: string; accountName?: string } | null> {
    for (const file of files.slice(0, IBAN_PAPERS_READ)) {
      const extraction = await deps.reading.read('ibanLetter', { bytes: await readFile(file.tempPath), mimeType: MIME[file.kind as keyof typeof MIME] });
      const iban = extraction.fields.iban;
      if (iban) return { iban, fileName: file.fileName, ...(extraction.fields.accountName ? { accountName: extraction.fields.accountName } : {}) };
    }
    return null;
  }

  const history = (trx: Db, requestId: string, accountId: string | null, action: string, detail: string, at: string) =>
    addHistory(trx, { entityType: 'cancellation', entityId: requestId, accountId, action, detail, at });
  const policyHistory = (trx: Db, policyId: string, accountId: string | null, action: string, detail: string, at: string) =>
    addHistory(trx, { entityType: 'policy', entityId: policyId, accountId, action, detail, at });

  /** Moves a request from the status it was read in; a request moved meanwhile refuses (409). */
  async function move(trx: Db, row: RequestRow, to: CancellationStatus, set: Updateable<CancellationRequestsTable>, at: string): Promise<void> {
    const done = await trx.updateTable('cancellation_requests').set({ ...set, status: to, updated_at: at })
      .where('id', '=', row.id).where('status', '=', row.status).executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) throw conflict(`Cancellation request ${row.ref} was changed meanwhile; reload it and try again.`);
  }

  function refuseMove(row: RequestRow, to: CancellationStatus, note: string): void {
    const refusal = cancellationMoveRefusal(row.status, to, note);
    if (refusal) throw unprocessable(`${refusal} (request ${row.ref}).`);
  }

  /** `field` is the day's name in the body (`cancelDate`, `data.cancelDate`). */
  function checkCancelDate(terms: { startDate: string; endDate: string }, cancelDate: string, field: string): void {
    if (cancelDate < terms.startDate || cancelDate > terms.endDate) {
      const message = `The cancellation date must be within the policy's cover, ${terms.startDate} to ${terms.endDate}`;
      throw badRequest(`${field}: ${message}`, { [field]: message });
    }
  }

  async function policyOf(policyId: string): Promise<PolicyRow> {
    const policy = await db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirst();
    if (!policy) throw notFound('Policy not found');
    return policy;
  }

  async function termsOf(policy: PolicyRow) {
    const terms = await policyTerms(db, policy);
    if (!terms) throw unprocessable(`Policy ${policy.ref} has no period of cover; it cannot be cancelled here.`);
    return terms;
  }

  /**
   * Where a gateway refund of the request stands at the provider, carried onto the request: all of
   * it refunded → Refunded; the latest attempt failed → Refund failed with the gateway's message.
   */
  async function syncRefund(id: string): Promise<void> {
    const row = await requests.row(id);
    if (row.status !== 'Refund pending' && row.status !== 'Refund failed') return;
    const claims = await db.selectFrom('payment_refunds').select(['amount_fils', 'status', 'failure_reason', 'created_at'])
      .where('cancellation_request_id', '=', id).orderBy('created_at').orderBy('id').execute();
    const refunded = claims.filter((claim) => claim.status === 'refunded').reduce((sum, claim) => sum + claim.amount_fils, 0);
    const latest = claims.at(-1);
    const at = nowIso();
    if (refunded >= dueOf(row) && refunded > 0) {
      await db.transaction().execute(async (trx) => {
        await move(trx, row, 'Refunded', { refunded_fils: refunded, refund_failure: null }, at);
        await history(trx, id, null, 'Refunded', `${formatAed(refunded)} refunded through the payment gateway`, at);
        await policyHistory(trx, row.policy_id, null, 'Refund paid', `${formatAed(refunded)} refunded through the payment gateway (request ${row.ref})`, at);
      });
    } else if (latest?.status === 'failed' && row.status === 'Refund pending') {
      const failure = latest.failure_reason ?? 'The gateway did not confirm the refund';
      await db.transaction().execute(async (trx) => {
        await move(trx, row, 'Refund failed', { refund_failure: failure }, at);
        await history(trx, id, null, 'Refund failed', failure, at);
      });
    }
  }

  /** Ends an open request; the policy stays as it was. */
  async function reject(row: RequestRow, reason: string, accountId: string): Promise<void> {
    const at = nowIso();
    await db.transaction().execute(async (trx) => {
      await move(trx, row, 'Rejected', { rejection_reason: reason }, at);
      await history(trx, row.id, accountId, 'Rejected', reason, at);
      await policyHistory(trx, row.policy_id, accountId, 'Cancellation rejected', `Request ${row.ref}: ${reason}`, at);
    });
  }

  return {
    requests,
    syncRefund,

    async raise(request: FastifyRequest, accountId: string): Promise<string> {
      const { files, fields } = await receivePapers(request, 'papers', "the customer's papers (the signed request, the IBAN letter, the transfer or export certificate)", true);
      try {
        const input = parseFields(CancellationRaiseSchema, fields);
        const policy = await policyOf(input.policyId);
        if (policy.line !== 'motor') throw unprocessable(`Policy ${policy.ref} is not a motor policy.`);
        if (policy.status !== 'Active') throw unprocessable(`Policy ${policy.ref} is ${policy.status}: only an Active policy can be cancelled.`);
        const terms = await termsOf(policy);
        checkCancelDate(terms, input.cancelDate, 'cancelDate');
        const refund = computeRefund(terms, input);
        const read = input.iban ? null : await ibanFromPapers(files);
        const id = newId();
        const at = nowIso();
        await withFiles(id, files, (placed) => db.transaction().execute(async (trx) => {
          const open = await trx.selectFrom('cancellation_requests').select('ref').where('policy_id', '=', policy.id).where('status', '<>', 'Rejected').executeTakeFirst();
          if (open) throw conflict(`Policy ${policy.ref} already has cancellation request ${open.ref}.`);
          const ref = await nextRef(trx, 'cancellation_requests');
          await trx.insertInto('cancellation_requests').values({
            id, ref, policy_id: policy.id, customer_id: policy.customer_id, company_id: policy.company_id, reason: input.reason, note: input.note,
            cancel_date: input.cancelDate, iban: input.iban ?? read?.iban ?? null, at_fault_claim: input.atFaultClaim ? 1 : 0, status: 'Requested',
            refund_fils: refund.shortPeriod.totalFils, refund_override_fils: null, refund_override_reason: null, refund_method: null,
            refund_failure: null, rejection_reason: null, created_by: accountId, created_at: at, updated_at: at,
          }).execute();
          await record(trx, id, 'cancellation-paper', placed, at);
          const detail = `${input.reason}, from ${input.cancelDate}; refund by the short-period scale ${formatAed(refund.shortPeriod.totalFils)} (${refund.band.label})`;
          await history(trx, id, accountId, 'Cancellation requested', detail, at);
          if (read) {
            const holder = read.accountName ? ` (account name ${read.accountName})` : '';
            await history(trx, id, null, 'IBAN read', `${read.iban} read from ${read.fileName}${holder}: check it against the letter`, at);
          }
          await policyHistory(trx, policy.id, accountId, 'Cancellation requested', `Request ${ref}: ${detail}`, at);
        }).catch((error: unknown) => {
          // Two requests raised at once: the partial unique index refuses the second.
          if (/unique|UNIQUE/.test(String((error as Error).message)) && /policy/.test(String((error as Error).message))) {
            throw conflict(`Policy ${policy.ref} already has a cancellation request.`);
          }
          throw error;
        }));
        return id;
      } finally {
        await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
      }
    },

    /** More of the customer's papers, while the request's details can still change. */
    async addPapers(id: string, request: FastifyRequest, accountId: string): Promise<void> {
      const row = await requests.row(id);
      if (!detailsEditable(row.status)) throw unprocessable(`Request ${row.ref} is ${row.status}: papers can no longer be added.`);
      const { files } = await receivePapers(request, 'papers', "the customer's papers", true);
      try {
        const at = nowIso();
        await withFiles(id, files, (placed) => db.transaction().execute(async (trx) => {
          await record(trx, id, 'cancellation-paper', placed, at);
          await history(trx, id, accountId, 'Papers added', placed.map((p) => p.file.fileName).join(', '), at);
        }));
      } finally {
        await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
      }
    },

    async updateDetails(id: string, data: DetailsUpdate, accountId: string): Promise<void> {
      const row = await requests.row(id);
      if (!detailsEditable(row.status)) throw unprocessable(`Request ${row.ref} is ${row.status}: its details can no longer change.`);
      const policy = await policyOf(row.policy_id);
      const cancelDate = data.cancelDate ?? row.cancel_date;
      const atFaultClaim = data.atFaultClaim ?? row.at_fault_claim === 1;
      const terms = await termsOf(policy);
      if (data.cancelDate !== undefined) checkCancelDate(terms, cancelDate, 'cancelDate');
      if (data.refundOverrideFils != null && data.refundOverrideFils > policy.premium_fils) {
        const message = `The refund cannot be more than the premium paid, ${formatAed(policy.premium_fils)}`;
        throw badRequest(`refundOverrideFils: ${message}`, { refundOverrideFils: message });
      }
      const computed = computeRefund(terms, { cancelDate, atFaultClaim }).shortPeriod.totalFils;
      const changes: string[] = [];
      if (data.reason !== undefined && data.reason !== row.reason) changes.push(`reason: ${data.reason}`);
      if (cancelDate !== row.cancel_date) changes.push(`cancellation date: ${cancelDate}`);
      if (atFaultClaim !== (row.at_fault_claim === 1)) changes.push(atFaultClaim ? 'an at-fault claim is declared' : 'no at-fault claim');
      if (data.iban !== undefined && data.iban !== row.iban) changes.push(`IBAN: ${data.iban || 'removed'}`);
      if (data.note !== undefined && data.note !== row.note) changes.push('note edited');
      if (computed !== row.refund_fils) changes.push(`computed refund ${formatAed(row.refund_fils)} → ${formatAed(computed)}`);
      const override = data.refundOverrideFils === undefined ? row.refund_override_fils : data.refundOverrideFils;
      const overrideReason = data.refundOverrideFils === undefined ? row.refund_override_reason : (data.refundOverrideFils === null ? null : data.overrideReason ?? null);
      if (override !== row.refund_override_fils) {
        changes.push(override === null
          ? `refund set back to the computed ${formatAed(computed)}`
          : `refund set to ${formatAed(override)} instead of the computed ${formatAed(computed)}: ${overrideReason ?? ''}`);
      }
      if (changes.length === 0) return;
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        const done = await trx.updateTable('cancellation_requests').set({
          reason: data.reason ?? row.reason, note: data.note ?? row.note, cancel_date: cancelDate, at_fault_claim: atFaultClaim ? 1 : 0,
          iban: data.iban === undefined ? row.iban : data.iban, refund_fils: computed,
          refund_override_fils: override, refund_override_reason: overrideReason, updated_at: at,
        }).where('id', '=', id).where('status', '=', row.status).where('updated_at', '=', row.updated_at).executeTakeFirst();
        if (Number(done.numUpdatedRows) === 0) throw conflict(`Cancellation request ${row.ref} was changed meanwhile; reload it and try again.`);
        await history(trx, id, accountId, 'Details edited', changes.join('; '), at);
      });
    },

    /** The workflow's plain moves (to the insurer, rejected); the others have their own calls. */
    async updateStatus(id: string, to: CancellationStatus, note: string, accountId: string): Promise<void> {
      const row = await requests.row(id);
      const call = MOVE_CALL[to];
      if (call && row.status !== to) throw unprocessable(`A request is set ${to} through ${call}, not by a status change.`);
      refuseMove(row, to, note);
      if (to === 'Rejected') return reject(row, note, accountId);
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await move(trx, row, to, {}, at);
        await history(trx, id, accountId, to, note || `${row.status} → ${to}`, at);
      });
    },

    async rejectForPolicy(policyId: string, reason: string, accountId: string): Promise<string> {
      const policy = await policyOf(policyId);
      const row = await db.selectFrom('cancellation_requests').selectAll().where('policy_id', '=', policy.id).where('status', '<>', 'Rejected').executeTakeFirst();
      if (!row) throw notFound(`Policy ${policy.ref} has no cancellation request to reject.`);
      refuseMove(row, 'Rejected', reason);
      await reject(row, reason, accountId);
      return row.id;
    },

    /** The insurer's cancellation paper arrived: the request is Confirmed and the policy Cancelled, together. */
    async confirm(id: string, request: FastifyRequest, accountId: string): Promise<void> {
      const row = await requests.row(id);
      refuseMove(row, 'Confirmed', '');
      const { files } = await receivePapers(request, 'cancellationPaper', "the insurer's cancellation paper", true);
      try {
        const at = nowIso();
        await withFiles(id, files, (placed) => db.transaction().execute(async (trx) => {
          await move(trx, row, 'Confirmed', {}, at);
          const cancelled = await trx.updateTable('policies').set({ status: 'Cancelled', updated_at: at })
            .where('id', '=', row.policy_id).where('status', '=', 'Active').executeTakeFirst();
          if (Number(cancelled.numUpdatedRows) === 0) throw unprocessable(`The policy of request ${row.ref} is no longer Active; it cannot be cancelled.`);
          await record(trx, id, 'cancellation-insurer-paper', placed, at);
          const due = dueOf(row);
          await history(trx, id, accountId, 'Confirmed', `The insurer cancelled the policy from ${row.cancel_date}; refund due ${formatAed(due)}`, at);
          await policyHistory(trx, row.policy_id, accountId, 'Policy cancelled', `Cancelled from ${row.cancel_date} (request ${row.ref}); refund due ${formatAed(due)}`, at);
        }));
      } finally {
        await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
      }
    },

    /**
     * Pays the refund due back through the gateway that took the policy's payment. The refund is
     * claimed under a key of the request and its attempt number, so a double click, a second
     * server or a retry after a failure asks the gateway once; never more than the payment
     * captured less what it returned before.
     */
    async refundThroughGateway(id: string, accountId: string): Promise<void> {
      const row = await requests.row(id);
      if (!refundable(row.status)) throw unprocessable(`Request ${row.ref} is ${row.status}: a refund is paid once the insurer confirmed the cancellation, and once.`);
      const due = dueOf(row) - row.refunded_fils;
      if (due <= 0) throw unprocessable(`Request ${row.ref} has nothing to refund.`);
      const policy = await policyOf(row.policy_id);
      const payment = policy.payment_id ? await db.selectFrom('payments').selectAll().where('id', '=', policy.payment_id).executeTakeFirst() : undefined;
      if (!payment) throw unprocessable(`Policy ${policy.ref} was not paid through the payment gateway: record the refund as paid another way.`);
      const gateway = GATEWAY_OF[payment.provider];
      if (!gateway || !payment.order_id) {
        throw unprocessable(`Payment ${payment.ref} was taken another way (${payment.paid_by}), not through the gateway: record the refund as paid another way.`);
      }
      const at = nowIso();
      const claimId = await db.transaction().execute(async (trx) => {
        // A refund paid or withdrawn is done with: the next attempt is a new refund under a new key.
        const attempts = await trx.selectFrom('payment_refunds').select((eb) => eb.fn.countAll<number>().as('count'))
          .where('cancellation_request_id', '=', id).where('status', 'in', ['refunded', 'withdrawn']).executeTakeFirstOrThrow();
        const key = `cancellation-${id}-${Number(attempts.count) + 1}`;
        const earlier = await trx.selectFrom('payment_refunds').select('id').where('idempotency_key', '=', key).executeTakeFirst();
        if (!earlier) {
          const open = await trx.selectFrom('payment_refunds').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fils'), eb.lit(0)).as('fils'))
            .where('payment_id', '=', payment.id).where('status', '<>', 'refunded').executeTakeFirstOrThrow();
          const left = payment.amount_fils - payment.refunded_fils - Number(open.fils);
          if (due > left) {
            throw unprocessable(`A refund of ${formatAed(due)} is more than the gateway can return on payment ${payment.ref}: ${formatAed(payment.amount_fils)} captured, ${formatAed(payment.amount_fils - left)} refunded or being refunded.`);
          }
        }
        const claim = await deps.refunds.claim(trx, {
          paymentId: payment.id, kind: 'cancellation', gateway, orderId: payment.order_id!, amountFils: due, idempotencyKey: key,
          reason: `Policy ${policy.ref} cancelled (request ${row.ref})`, cancellationRequestId: id,
        });
        await move(trx, row, 'Refund pending', { refund_method: 'gateway', refund_failure: null }, at);
        await history(trx, id, accountId, row.status === 'Refund failed' ? 'Refund asked again' : 'Refund asked', `${formatAed(due)} through the payment gateway (payment ${payment.ref})`, at);
        return claim.claimId;
      });
      if (claimId) await deps.refunds.settle(claimId);
      await syncRefund(id);
    },

    /**
     * Gives up a gateway refund refused for good. The gateway is asked once more under the same
     * key: if it pays now, the request is Refunded; if it still refuses, the refund is withdrawn
     * (never asked again) and the request goes back to Confirmed, to be paid another way.
     */
    async withdrawGatewayRefund(id: string, reason: string, accountId: string): Promise<void> {
      const row = await requests.row(id);
      if (row.status !== 'Refund failed') throw unprocessable(`Request ${row.ref} is ${row.status}: only a refund the gateway refused can be withdrawn.`);
      const failed = await db.selectFrom('payment_refunds').select('id').where('cancellation_request_id', '=', id).where('status', '=', 'failed').execute();
      for (const claim of failed) await deps.refunds.withdraw(claim.id);
      await syncRefund(id);
      const after = await requests.row(id);
      if (after.status !== 'Refund failed') return;
      const at = nowIso();
      await db.transaction().execute(async (trx) => {
        await move(trx, after, 'Confirmed', { refund_method: null, refund_failure: null }, at);
        await history(trx, id, accountId, 'Gateway refund withdrawn', `${reason} (the gateway said: ${after.refund_failure ?? 'no answer'})`, at);
      });
    },

    /** Records the refund as paid another way (bank transfer, cheque…), with its proof. */
    async refundOtherWay(request: FastifyRequest, accountId: string): Promise<string> {
      const { files, fields } = await receivePapers(request, 'proof', 'the proof of the refund', false);
      try {
        const input = parseFields(OtherWayRefundSchema, fields);
        if (files.length === 0) throw badRequest('proof: Attach the proof of the refund', { proof: 'Attach the proof of the refund' });
        const row = await requests.row(input.id);
        if (!refundable(row.status)) throw unprocessable(`Request ${row.ref} is ${row.status}: a refund is recorded once the insurer confirmed the cancellation, and once.`);
        const gatewayAsked = await db.selectFrom('payment_refunds').select('id').where('cancellation_request_id', '=', row.id).where('status', 'in', ['requested', 'failed']).executeTakeFirst();
        if (gatewayAsked) {
          throw unprocessable(`A gateway refund of request ${row.ref} is still open and may yet go through: ask the gateway again, or withdraw it first, so the customer is not paid twice.`);
        }
        const due = dueOf(row) - row.refunded_fils;
        if (due <= 0) throw unprocessable(`Request ${row.ref} has nothing to refund.`);
        const at = nowIso();
        await withFiles(row.id, files, (placed) => db.transaction().execute(async (trx) => {
          await move(trx, row, 'Refunded', { refund_method: 'other', refunded_fils: row.refunded_fils + due, refund_failure: null }, at);
          await record(trx, row.id, 'cancellation-refund-proof', placed, at);
          const detail = `${formatAed(due)} paid by ${input.method.toLowerCase()}, reference ${input.reference}`;
          await history(trx, row.id, accountId, 'Refunded another way', detail, at);
          await policyHistory(trx, row.policy_id, accountId, 'Refund paid', `${detail} (request ${row.ref})`, at);
        }));
        return row.id;
      } finally {
        await Promise.all(files.map((file) => rm(file.tempPath, { force: true })));
      }
    },
  };
}

export type Cancellations = ReturnType<typeof createCancellations>;
