import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOCKET, toRoutePattern, type EndpointKey } from '../../../shared/contract/index.js';
import { loadEndpoint } from '../../../shared/contract/loadEndpoint.js';
import type { RecordChange, RecordRef } from '../../../shared/contract/notifications/index.js';

type RecordsOf = (app: FastifyInstance, request: FastifyRequest) => Promise<RecordRef[]>;

const idParam = (request: FastifyRequest) => (request.params as { id: string }).id;
const one = (kind: RecordRef['kind'], id: string | undefined): RecordRef[] => (id ? [{ kind, id }] : []);

/** A quote and the proposal that lists it: a screen of either shows the quote's price and payment. */
async function quoteAndProposal(app: FastifyInstance, quoteIds: Array<string | undefined>): Promise<RecordRef[]> {
  const ids = quoteIds.filter((id): id is string => Boolean(id));
  if (ids.length === 0) return [];
  const rows = await app.db.selectFrom('quotes').select(['id', 'proposal_id']).where('id', 'in', ids).execute();
  const proposals = [...new Set(rows.map((row) => row.proposal_id))];
  return [...rows.map((row): RecordRef => ({ kind: 'quote', id: row.id })), ...proposals.map((id): RecordRef => ({ kind: 'proposal', id }))];
}

/** The proposals of a car whose documents changed: their pages show the car's documents. */
async function proposalsOfCar(app: FastifyInstance, carId: string): Promise<RecordRef[]> {
  const rows = await app.db.selectFrom('proposals').select('id').where('car_id', '=', carId).limit(20).execute();
  return rows.map((row) => ({ kind: 'proposal', id: row.id }));
}

const proposal: RecordsOf = (_app, request) => Promise.resolve(one('proposal', idParam(request)));
const customer: RecordsOf = (_app, request) => Promise.resolve(one('customer', idParam(request)));
const policy: RecordsOf = (_app, request) => Promise.resolve(one('policy', idParam(request)));
const quote: RecordsOf = (app, request) => quoteAndProposal(app, [idParam(request)]);
const car: RecordsOf = (app, request) => proposalsOfCar(app, idParam(request));

/**
 * The writes that change a proposal, quote, policy or customer, and which records each names.
 * Reads (lists and searches sent as POST included) are not here; neither are the payment
 * provider's callbacks and the insurer's answers, which staff learn through notifications (a
 * payment link's callback, which has none, calls `announceRecordChange` itself).
 */
const RECORD_CHANGES: Partial<Record<EndpointKey, RecordsOf>> = {
  'proposals.regenerate': (_app, request) => Promise.resolve(one('proposal', (request.query as { pId?: string }).pId)),
  'proposals.update': proposal,
  'proposals.setStatus': proposal,
  'proposals.updateQuoteDetails': quote,
  'proposals.buyQuote': quote,
  'proposals.createComment': (_app, request) => Promise.resolve(one('proposal', (request.body as { proposalId?: string }).proposalId)),
  'proposals.assign': proposal,
  'proposals.addExpiredCarPhotos': proposal,
  'proposals.deleteExpiredCarPhoto': proposal,
  'proposals.addVoucher': proposal,
  'proposals.removeVoucher': proposal,
  'proposals.agentDiscount': proposal,
  'proposals.updateUser': (_app, request) => Promise.resolve(one('customer', (request.params as { userId: string }).userId)),
  'customers.update': customer,
  'customers.remove': customer,
  'customers.changeStatus': (_app, request) => Promise.resolve(one('customer', (request.body as { coustomerId?: string }).coustomerId)),
  'customers.createComment': customer,
  'customers.uploadPolicy': policy,
  'documents.upload': customer,
  'scannedDocuments.uploadEmiratesId': customer,
  'scannedDocuments.uploadTradeLicense': customer,
  'scannedDocuments.uploadDrivingLicense': customer,
  'scannedDocuments.removeEmiratesId': customer,
  'scannedDocuments.removeTradeLicense': customer,
  'scannedDocuments.removeDrivingLicense': customer,
  'scannedDocuments.uploadRegistrationCard': car,
  'scannedDocuments.uploadVehicleDocument': car,
  'scannedDocuments.removeVehicleDocument': car,
  'scannedDocuments.uploadCompanyQuote': quote,
  'scannedDocuments.removeCompanyQuote': quote,
  'quotations.editPrice': quote,
  'quotations.editVehicleValue': quote,
  'quotations.editAdminFees': quote,
  'policies.update': policy,
  'policies.changeCompany': policy,
  'policies.requestRenewal': policy,
  'healthPolicies.update': policy,
  'healthPolicies.uploadPolicy': policy,
  'payments.cardPayment': quote,
  'payments.bnplPayment': quote,
  'payments.manualPayment': quote,
  'payments.purchase': quote,
  'payments.paymentLink': (app, request) => quoteAndProposal(app, [(request.body as { quoteId?: string }).quoteId]),
  'payments.migrate': (app, request) => {
    const body = request.body as { oldQuoteId?: string; newQuoteId?: string };
    return quoteAndProposal(app, [body.oldQuoteId, body.newQuoteId]);
  },
};

const routeKey = (method: string, url: string) => `${method} ${url}`;

/**
 * Tells every signed-in window that these records changed (`record-changed` to room
 * "notificationsidebar"): by a staff member, or, with `by` null, from outside (a payment
 * provider's verified callback), which the windows showing them refresh for at once.
 *
 * @example announceRecordChange(app, [{ kind: 'paymentLink', id: link.id }], null);
 */
export function announceRecordChange(app: FastifyInstance, records: RecordRef[], by: RecordChange['by']): void {
  const change: RecordChange = { records, by, at: new Date().toISOString() };
  app.sockets.emitToRoom(SOCKET.room, SOCKET.recordChanged, change);
}

/**
 * After a write above succeeds, tells every signed-in window which records changed and who
 * changed them (`record-changed` to room "notificationsidebar"); a window showing one of them
 * to someone else offers to reload it. Needs `installSocket` first.
 *
 * @example await watchRecordChanges(app);
 */
export async function watchRecordChanges(app: FastifyInstance): Promise<void> {
  const byRoute = new Map<string, RecordsOf>();
  for (const [key, recordsOf] of Object.entries(RECORD_CHANGES)) {
    const def = await loadEndpoint(key);
    if (!def) throw new Error(`Unknown endpoint ${key}`);
    byRoute.set(routeKey(def.method, toRoutePattern(def.path)), recordsOf);
  }
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300 || !request.routeOptions.url || !request.auth) return;
    const recordsOf = byRoute.get(routeKey(request.method, request.routeOptions.url));
    if (!recordsOf) return;
    try {
      const records = await recordsOf(app, request);
      if (records.length === 0) return;
      announceRecordChange(app, records, { _id: request.auth.accountId, fullName: request.auth.user.fullName });
    } catch (error) {
      request.log.error({ err: error }, 'record change not announced');
    }
  });
}
