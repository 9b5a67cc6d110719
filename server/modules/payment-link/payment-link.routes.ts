import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasPermission } from '../../../shared/access/index.js';
import { LIMITS } from '../../../shared/contract/index.js';
import { paymentLinkContract } from '../../../shared/contract/payment-link/payment-link.contract.js';
import type { PaymentLinkDetail, PaymentLinkFilter } from '../../../shared/contract/payment-link/index.js';
import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { isUniqueViolation } from '../../db/errors.js';
import { newId } from '../../db/ids.js';
import type { AuthContext } from '../../http/auth.js';
import { conflict, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import type { Messenger } from '../../services/messaging/messenger.js';
import { PaymentProviderRefusal, type PaymentProvider } from '../../services/payments/paymentProvider.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { assertNotBlacklisted } from '../black-list/blacklistGuard.js';
import { csvLine } from '../customers/customersCsv.js';
import { createPaymentLinksRepository, transactionNumber, type PaymentLinkRow, type Scope } from './payment-link.repository.js';

type Area = typeof paymentLinkContract;

export interface PaymentLinkRoutesOptions {
  /** The payments module's providers (`SalesServices`): a link is an order with one of them. */
  providers: Record<'card' | 'bnpl', PaymentProvider>;
  messenger: Messenger;
  now?: () => number;
}

const EXPORT_CHUNK_ROWS = 1000;
const CSV_HEADER = ['Transaction No.', 'REF', 'Auth Ref No.', 'Agent', 'Bill Amount (AED)', 'Payment link', 'Status', 'Created At', 'Paid At', 'Comments'];

function csvRow(link: PaymentLinkDetail): string {
  return csvLine([
    link.transactionNumber, link.orderRef, link.authReferenceNumber, link.agent?.fullName ?? null, (link.billAmountFils / 100).toFixed(2),
    link.paymentLink, link.status === 'SUCCESS' ? 'Success' : 'Pending', formatDateTime(link.createdAt),
    link.transaction ? formatDateTime(link.transaction.transactionTime) : null, link.comments,
  ]);
}

/** The address the provider calls back and returns the customer to: this server as the caller reached it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Admin and supervisors see every link; any other account only the links it created. */
const scopeOf = (auth: AuthContext): Scope => ({ ownerId: hasPermission(auth.user, 'supervisor') ? null : auth.accountId });

/**
 * Payment links (custom invoices): create (an order with the chosen provider), list, detail,
 * export and share. The provider's signed confirmation arrives on `payment-link.callback.ts`
 * (registered beside this plugin, since it keeps its body as text).
 */
export function paymentLinkRoutes(app: FastifyInstance, options: PaymentLinkRoutesOptions, done: () => void): void {
  const db = app.db;
  const links = createPaymentLinksRepository(db);
  const now = options.now ?? Date.now;
  const nowIso = () => new Date(now()).toISOString();
  const { messenger } = options;

  /** The filter as the caller may use it: `agentId` is an Admin's or supervisor's choice, and must name an account. */
  async function checkedFilter(filter: PaymentLinkFilter, auth: AuthContext): Promise<{ filter: PaymentLinkFilter; scope: Scope }> {
    const scope = scopeOf(auth);
    if (scope.ownerId || !filter.agentId) return { filter: { ...filter, agentId: null }, scope };
    if (!(await links.accountExists(filter.agentId))) throw unprocessable('agentId: No staff account with this id');
    return { filter, scope };
  }

  /** An earlier create with the same key: the same link again, or a 409 when the key was used for something else. */
  async function sameLink(earlier: PaymentLinkRow, wanted: { billAmountFils: number; comments: string | null; provider: string }, auth: AuthContext) {
    if (earlier.amount_fils !== wanted.billAmountFils || earlier.comments !== wanted.comments || earlier.provider !== wanted.provider) {
      throw conflict('idempotencyKey: This key already created another payment link; reload the form for a new one', {
        idempotencyKey: 'This key already created another payment link',
      });
    }
    if (!earlier.payment_url) throw conflict('This payment link is still being created; try again in a moment');
    return { success: true as const, data: await links.detail(earlier.id, scopeOf(auth)), message: 'Payment link already created' };
  }

  /** A link that can still be paid, to share; a paid or expired one is refused by name. */
  async function shareable(id: string, auth: AuthContext) {
    const row = await links.row(id, scopeOf(auth));
    const number = transactionNumber(row.seq);
    if (row.status === 'SUCCESS') throw unprocessable(`Payment link ${number} is already paid`);
    if (!row.payment_url || (row.expires_at && row.expires_at <= nowIso())) {
      throw unprocessable(`Payment link ${number} has expired; create a new one`);
    }
    const text = `Please pay ${formatAed(row.amount_fils)}${row.comments ? ` (${row.comments})` : ''} here: ${row.payment_url}`
      + (row.expires_at ? `\nThe link is open until ${formatDateTime(row.expires_at)}.` : '');
    return { number, text };
  }

  const shared = (what: string, recipient: string, status: 'sent' | 'recorded', outboxId: string) => ({
    success: true as const,
    message: status === 'sent' ? `${what} sent to ${recipient}` : `${what} for ${recipient} kept in the outbox (sandbox: not delivered)`,
    data: { outboxId },
  });

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body, auth }) => {
      const { filter, scope } = await checkedFilter(body, auth);
      const page = await links.list(filter, query, scope);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    create: async ({ body, auth, request }) => {
      const wanted = { billAmountFils: body.billAmountFils, comments: body.comments || null, provider: body.provider };
      const earlier = await links.byIdempotencyKey(auth.accountId, body.idempotencyKey);
      if (earlier) return sameLink(earlier, wanted, auth);
      await assertNotBlacklisted(db, { email: body.email, mobile: body.mobileNumber });
      const id = newId();
      const at = nowIso();
      let number: string;
      try {
        number = await links.insert({
          id, amount_fils: wanted.billAmountFils, comments: wanted.comments, paid_by: body.paidBy, provider: body.provider,
          redirect_uri: body.redirectUri ?? null, created_by: auth.accountId, idempotency_key: body.idempotencyKey, created_at: at, updated_at: at,
        });
      } catch (error) {
        // The same key sent twice at once: the request that lost answers the other's link.
        const winner = isUniqueViolation(error, 'idempotency_key') ? await links.byIdempotencyKey(auth.accountId, body.idempotencyKey) : undefined;
        if (winner) return sameLink(winner, wanted, auth);
        throw error;
      }
      try {
        const order = await options.providers[body.provider].createOrder({
          amountFils: wanted.billAmountFils, currency: 'AED', reference: number, description: wanted.comments ? `${number}: ${wanted.comments}` : `Payment ${number}`,
          redirectUri: body.redirectUri ?? null, callbackUrl: `${originOf(request)}/api/payment-links/callback/${body.provider}`,
        });
        await links.attachOrder(id, order, nowIso());
      } catch (error) {
        // No order, no link: the attempt never reached a customer.
        await links.remove(id);
        if (error instanceof PaymentProviderRefusal) throw unprocessable(`billAmountFils: ${error.message}`);
        throw error;
      }
      return { success: true, data: await links.detail(id, scopeOf(auth)), message: `Payment link ${number} created` };
    },

    detail: async ({ params, auth }) => ({ success: true, data: await links.detail(params.id, scopeOf(auth)) }),

    exportCsv: async ({ body, query, auth }) => {
      const { filter, scope } = await checkedFilter(body, auth);
      const total = await links.total(filter, query.search, scope);
      async function* lines() {
        // The BOM makes spreadsheet programs read the UTF-8 (Arabic comments) correctly.
        yield `\uFEFF${csvLine(CSV_HEADER)}`;
        for await (const chunk of links.inChunks(filter, query.search, scope, EXPORT_CHUNK_ROWS, LIMITS.exportRows)) yield chunk.map(csvRow).join('');
      }
      return {
        fileName: `payment-links-${dubaiDate(new Date(now()))}.csv`,
        content: Readable.from(lines()),
        headers: { 'X-Export-Rows': String(Math.min(total, LIMITS.exportRows)), 'X-Export-Truncated': String(total > LIMITS.exportRows) },
      };
    },

    shareEmail: async ({ params, body, auth }) => {
      const { number, text } = await shareable(params.id, auth);
      await assertNotBlacklisted(db, { email: body.email });
      const delivered = await messenger.sendEmail({
        to: body.email, subject: `Payment link ${number}`, body: `Dear customer,\n\n${text}\n\nThank you.`, sentBy: auth.accountId,
      });
      return shared(`Payment link ${number}`, body.email, delivered.status, delivered.outboxId);
    },

    shareSms: async ({ params, body, auth }) => {
      const { number, text } = await shareable(params.id, auth);
      await assertNotBlacklisted(db, { mobile: body.mobileNumber });
      const delivered = await messenger.sendSms({ toMobileNumber: body.mobileNumber, body: text, sentBy: auth.accountId });
      return shared(`Payment link ${number}`, `+971${body.mobileNumber}`, delivered.status, delivered.outboxId);
    },
  };

  registerArea(app, paymentLinkContract, handlers);
  done();
}
