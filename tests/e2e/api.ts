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
  const response = await fetch(`${process.env.E2E_BASE_URL}/api/admin/customers/get-customer?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: '{}',
  });
  return (await response.json()) as CustomerList;
}

/** A GET on the test server as the holder of `token`; throws on a non-2xx answer. */
export async function apiGet<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${process.env.E2E_BASE_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}
