import { describe, expect, it } from 'vitest';
import { buildPath, toRoutePattern } from './index.js';
import { loadAllEndpoints, loadEndpoint } from './loadEndpoint.js';
import { describeIssues } from './validation.js';
import { CustomerInputSchema } from './customers/customers.schema.js';

/** Every endpoint of the contract, loaded once for the cases below. */
const everyEndpoint = await loadAllEndpoints();

describe('the contract', () => {
  it('declares each method and path once', () => {
    const seen = new Set<string>();
    for (const [key, def] of everyEndpoint) {
      const route = `${def.method} ${toRoutePattern(def.path)}`;
      expect(seen.has(route), `${key} repeats ${route}`).toBe(false);
      seen.add(route);
    }
  });

  it('names a path parameter for every {param} and builds paths from them', () => {
    for (const [key, def] of everyEndpoint) {
      const names = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      expect(def.params, `${key} has path parameters but no params schema`).toBeDefined();
    }
    expect(buildPath('/api/admin/customers/{id}/{policyId}/gettransactions', { id: 'a b', policyId: 'p1' })).toBe(
      '/api/admin/customers/a%20b/p1/gettransactions',
    );
    expect(() => buildPath('/api/admin/customers/{id}', {})).toThrow(/id/);
  });

  it('finds every endpoint by its key, loading its area, and nothing else', async () => {
    for (const [key, def] of everyEndpoint) expect(await loadEndpoint(key), key).toBe(def);
    for (const key of ['customers', 'customers.nothing', 'nothing.list', 'customers.list.extra', 'customers.toString', '__proto__.x']) {
      expect(await loadEndpoint(key), key).toBeUndefined();
    }
  });

  it('turns the spec spelling into a router pattern, adding a missing leading slash', () => {
    expect(toRoutePattern('api/user/change-password')).toBe('/api/user/change-password');
    expect(toRoutePattern('/api/user/{id}/getRedeemPoints')).toBe('/api/user/:id/getRedeemPoints');
  });

  it('describes validation failures by field', () => {
    const result = CustomerInputSchema.safeParse({ fullName: '', email: 'nope', mobileNumber: '0401234567' });
    expect(result.success).toBe(false);
    const { message, fieldErrors } = describeIssues(result.error!.issues, 'body');
    expect(fieldErrors.fullName).toBe('Full name is required');
    expect(fieldErrors.email).toBe('Must be a valid email');
    expect(fieldErrors.mobileNumber).toMatch(/start with 5/);
    expect(message).toContain('fullName: Full name is required');
  });

  it('normalises a customer mobile and Emirates ID as staff type them', () => {
    const parsed = CustomerInputSchema.parse({
      fullName: 'Omar Haddad', email: 'Omar@Example.AE', mobileNumber: '+971 50 123 4567', emiratesId: '784 1990 1234567 6',
    });
    expect(parsed).toMatchObject({ email: 'omar@example.ae', mobileNumber: '501234567', emiratesId: '784199012345676' });
  });
});
