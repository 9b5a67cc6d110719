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
