import type { CustomerListResultSchema } from '../../shared/contract/customers/customers.schema.js';
import type { z } from 'zod';

type CustomerList = z.infer<typeof CustomerListResultSchema>;

/** Direct calls to the test server, to arrange data the way another user would have left it. */
export async function apiSignIn(email = 'admin@brokerdesk.demo', password = 'BrokerDesk#1'): Promise<string> {
  const response = await fetch(`${process.env.E2E_BASE_URL}/api/admin-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

export async function listCustomers(token: string, query: string): Promise<CustomerList> {
  return (await apiPost<CustomerList>(token, `/api/admin/customers/get-customer?${query}`, {})).json;
}

/** A call on the test server as the holder of `token`, with its status, whatever it is (the caller decides what a refusal means). */
export async function apiCall<T>(token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const response = await fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as T };
}

/** A POST of `body` as JSON on the test server as the holder of `token`. */
export function apiPost<T>(token: string, path: string, body: unknown): Promise<{ status: number; json: T }> {
  return apiCall<T>(token, 'POST', path, body);
}

/** A GET on the test server as the holder of `token`; throws on a non-2xx answer. */
export async function apiGet<T>(token: string, path: string): Promise<T> {
  const { status, json } = await apiCall<T>(token, 'GET', path);
  if (status < 200 || status >= 300) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(json)}`);
  return json;
}

interface ListedProposal {
  _id: string;
  status: string;
  isPaid: boolean;
}
interface ListedQuote {
  _id: string;
  isCurrent: boolean;
  paymentStatus: string;
  expiresAt: string | null;
}

/**
 * A demo proposal whose current quote the staff member has bought and sent a card link for, as
 * another agent would have left it: the proposal id and the link the customer pays.
 */
export async function proposalAwaitingCardPayment(token: string): Promise<{ proposalId: string; quoteId: string; paymentUrl: string }> {
  const list = await apiCall<{ data: ListedProposal[] }>(token, 'POST', '/api/admin/proposals/getproposals?page=1&size=50', {});
  for (const proposal of list.json.data.filter((p) => !p.isPaid && p.status !== 'Lost')) {
    const quotes = await apiCall<{ data: ListedQuote[] }>(token, 'POST', `/api/admin/proposals/${proposal._id}/getquotesbypid`, { insuranceType: 'all' });
    const quote = quotes.json.data.find((q) => q.isCurrent && q.paymentStatus === 'unpaid' && (!q.expiresAt || Date.parse(q.expiresAt) > Date.now() + 3_600_000));
    if (!quote) continue;
    if ((await apiCall(token, 'POST', `/api/admin/proposals/${quote._id}/buyquote`, {})).status !== 200) continue;
    const started = await apiCall<{ data: { paymentUrl: string } }>(token, 'POST', `/api/quotes/${quote._id}/payment`, { paidBy: 'CRM - Link' });
    if (started.status === 200) return { proposalId: proposal._id, quoteId: quote._id, paymentUrl: started.json.data.paymentUrl };
  }
  throw new Error('No demo proposal could take a card payment');
}

