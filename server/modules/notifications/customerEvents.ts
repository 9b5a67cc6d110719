import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toRoutePattern, type EndpointKey } from '../../../shared/contract/index.js';
import { customersContract } from '../../../shared/contract/customers/customers.contract.js';
import type { NotifyEvent } from '../../../shared/contract/notifications/index.js';

type EventOf = (app: FastifyInstance, request: FastifyRequest) => Promise<NotifyEvent | undefined>;

async function customerName(app: FastifyInstance, customerId: string): Promise<string | undefined> {
  const row = await app.db.selectFrom('customers').select('full_name').where('id', '=', customerId).executeTakeFirst();
  return row?.full_name;
}

/**
 * The customer events that exist today, announced after their endpoint succeeded. The customers
 * module predates `notify`; these read the request the endpoint already validated, so the routes
 * stay untouched. New areas call `app.notify(event)` in their handlers instead.
 */
const CUSTOMER_EVENTS: Partial<Record<EndpointKey, EventOf>> = {
  'customers.changeStatus': async (app, request) => {
    const body = request.body as { coustomerId: string; isBlock: boolean };
    const name = await customerName(app, body.coustomerId);
    return name === undefined ? undefined : { kind: 'customerStatusChanged', customerId: body.coustomerId, customerName: name, blocked: body.isBlock };
  },
  'customers.createComment': async (app, request) => {
    const { id } = request.params as { id: string };
    const name = await customerName(app, id);
    return name === undefined ? undefined : { kind: 'customerCommentAdded', customerId: id, customerName: name };
  },
  'customers.uploadPolicy': async (app, request) => {
    const { id } = request.params as { id: string };
    const policy = await app.db.selectFrom('policies').select(['id', 'ref', 'customer_id']).where('id', '=', id).executeTakeFirst();
    return policy && { kind: 'policyDocumentUploaded', policyId: policy.id, policyRef: policy.ref, customerId: policy.customer_id };
  },
};

function routeKey(method: string, url: string): string {
  return `${method} ${url}`;
}

export function watchCustomerEvents(app: FastifyInstance): void {
  const byRoute = new Map<string, EventOf>();
  for (const [key, eventOf] of Object.entries(CUSTOMER_EVENTS)) {
    const name = key.split('.')[1] as keyof typeof customersContract;
    const def = customersContract[name];
    byRoute.set(routeKey(def.method, toRoutePattern(def.path)), eventOf);
  }
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300 || !request.routeOptions.url) return;
    const eventOf = byRoute.get(routeKey(request.method, request.routeOptions.url));
    if (!eventOf) return;
    try {
      const event = await eventOf(app, request);
      if (event) await app.notify(event, request.auth?.accountId ?? null);
    } catch (error) {
      request.log.error({ err: error }, 'notification failed');
    }
  });
}
