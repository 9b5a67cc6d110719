import { describe, expect, it } from 'vitest';
import { isValidEmiratesId } from '../../shared/domain/emiratesId.js';
import { isValidUaeMobile } from '../../shared/domain/mobile.js';
import { generateDemo } from './generateDemo.js';

const options = { customers: 300, seed: 11, now: new Date('2025-06-01T00:00:00Z'), firstSeq: 1, staffAccountId: 'staff' };

describe('generateDemo', () => {
  it('gives the same data for the same seed, and other data for another', () => {
    expect(generateDemo(options)).toEqual(generateDemo(options));
    expect(generateDemo({ ...options, seed: 12 }).customers[0]).not.toEqual(generateDemo(options).customers[0]);
  });

  it('makes valid, unique, UAE-shaped customers in creation order', () => {
    const { customers } = generateDemo(options);
    expect(customers).toHaveLength(300);
    expect(new Set(customers.map((c) => c.email)).size).toBe(300);
    expect(new Set(customers.map((c) => c.id)).size).toBe(300);
    for (const customer of customers) {
      expect(isValidUaeMobile(customer.mobile_number)).toBe(true);
      if (customer.emirates_id) expect(isValidEmiratesId(customer.emirates_id)).toBe(true);
      expect(customer.created_at >= '2022-06-01' && customer.created_at <= '2025-06-01').toBe(true);
      if (customer.driving_license_issue_date) expect(customer.driving_license_issue_date <= customer.created_at.slice(0, 10)).toBe(true);
    }
    const created = customers.map((c) => c.created_at);
    expect(created).toEqual([...created].sort());
  });

  it('gives a share of customers proposals, quotes, policies and payments that point at each other', () => {
    const data = generateDemo(options);
    expect(data.policies.length).toBeGreaterThan(20);
    const quotes = new Set(data.quotes.map((q) => q.id));
    const policies = new Set(data.policies.map((p) => p.id));
    expect(data.policies.every((p) => p.quote_id && quotes.has(p.quote_id))).toBe(true);
    expect(data.transactions.every((t) => t.policy_id && policies.has(t.policy_id))).toBe(true);
    expect(new Set(data.policies.map((p) => p.line))).toEqual(new Set(['motor', 'health', 'travel']));
  });
});
