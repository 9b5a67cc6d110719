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
