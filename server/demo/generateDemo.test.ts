import { describe, expect, it } from 'vitest';
import { DEFAULT_MOTOR_PRICING_SETTINGS } from '../../shared/contract/companies/index.js';
import { isValidEmiratesId } from '../../shared/domain/emiratesId.js';
import { isValidUaeMobile } from '../../shared/domain/mobile.js';
import { VIN_PATTERN, decodeVin } from '../../shared/domain/vin.js';
import { generateDemoBatchesInThread } from './demoBatchesThread.js';
import { PROPOSALS_PER_CUSTOMER, generateDemo, generateDemoBatches, type DemoData, type DemoOptions } from './generateDemo.js';
import { generateCarCatalogue, generateMotorInsurers, toPricingCatalogue } from './motorDemo.js';

const now = new Date('2025-06-01T08:00:00Z');
const cars = generateCarCatalogue(now);
const makes = new Map(cars.makes.map((make) => [make.id, make.name]));
const options: DemoOptions = {
  customers: 300, seed: 11, now,
  start: { customerSeq: 1, carSeq: 1, refs: { proposals: 'PRO-000001', quotes: 'QUO-000001', payments: 'PAY-000001', policies: 'POL-000001', transactions: 'TRX-000001' } },
  staff: { adminId: 'admin', supervisorId: 'supervisor', agentId: 'agent', salesAgentIds: ['sales-agent'] },
  pricing: { catalogue: toPricingCatalogue(generateMotorInsurers({ companies: 12, now })), settings: DEFAULT_MOTOR_PRICING_SETTINGS },
  trims: cars.trims.map((trim) => ({ ...trim, make: makes.get(trim.make_id)! })),
};
const demo = generateDemo(options);

describe('generateDemo', () => {
  it('gives the same data for the same seed, whatever the batch size, and other data for another seed', () => {
    const { stats, ...data } = demo;
    const batched: DemoData[] = [];
    const batches = generateDemoBatches(options, 7);
    for (let next = batches.next(); !next.done; next = batches.next()) batched.push(structuredClone(next.value));
    for (const key of Object.keys(data) as Array<keyof DemoData>) expect(batched.flatMap((batch) => batch[key] as unknown[]), key).toEqual(data[key]);
    expect(stats.pricedRisks).toBeGreaterThan(50);
    expect(generateDemo({ ...options, seed: 12 }).customers[0]).not.toEqual(demo.customers[0]);
  });

  it('gives the same batches on a thread of its own', async () => {
    const inline: DemoData[] = [];
    const batches = generateDemoBatches(options, 70);
    let next = batches.next();
    for (; !next.done; next = batches.next()) inline.push(structuredClone(next.value));
    const threaded: DemoData[] = [];
    const thread = generateDemoBatchesInThread(options, 70);
    let received = await thread.next();
    for (; !received.done; received = await thread.next()) threaded.push(received.value);
    expect(threaded).toEqual(inline);
    expect(received.value).toEqual(next.value);
  });

  it('scales the sales with salesScale, keeping their proportions, and leaves the default demo as it was at scale 1', () => {
    expect(generateDemo({ ...options, salesScale: 1 })).toEqual(demo);
    const customers = 1_000;
    const perProposal = (data: DemoData) => ({ quotes: data.quotes.length / data.proposals.length, policies: data.policies.length / data.proposals.length });
    for (const salesScale of [0.5, 2.5]) {
      const scaled = generateDemo({ ...options, customers, salesScale });
      expect(scaled.customers).toHaveLength(customers);
      expect(Math.abs(scaled.proposals.length / (customers * PROPOSALS_PER_CUSTOMER * salesScale) - 1), `proposals at ${salesScale}`).toBeLessThan(0.1);
      expect(Math.abs(perProposal(scaled).quotes - perProposal(demo).quotes), `quotes at ${salesScale}`).toBeLessThan(0.2);
      expect(Math.abs(perProposal(scaled).policies - perProposal(demo).policies), `policies at ${salesScale}`).toBeLessThan(0.05);
    }
    expect(generateDemo({ ...options, salesScale: 0 }).proposals).toEqual([]);
    // Prices about 2,500 proposals: a few seconds, more on a busy machine.
  }, 60_000);

  it('makes valid, unique, UAE-shaped customers in creation order', () => {
    const { customers } = demo;
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

  it('continues the database\'s seqs and ref series', () => {
    const later = generateDemo({
      ...options, customers: 20,
      start: { customerSeq: 41, carSeq: 9, refs: { proposals: 'PRO-000120', quotes: 'QUO-000900', payments: 'PAY-000007', policies: 'POL-000050', transactions: 'TRX-000051' } },
    });
    expect(later.customers.map((c) => c.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 41 + i));
    expect(later.cars[0]?.seq).toBe(9);
    expect(later.proposals[0]?.ref).toBe('PRO-000120');
    expect(later.quotes[0]?.ref).toBe('QUO-000900');
    const refs = later.proposals.map((p) => p.ref);
    expect(new Set(refs).size).toBe(refs.length);
  });

  it('gives every motor car a catalogue make and model, a value and a VIN of its make and year', () => {
    expect(demo.cars.length).toBeGreaterThan(50);
    for (const car of demo.cars) {
      expect(car.vin).toMatch(VIN_PATTERN);
      const decoded = decodeVin(car.vin!, 2026);
      expect(decoded.checkDigit.valid).toBe(true);
      expect(decoded.modelYear).toBe(car.year);
      if (decoded.make) expect(decoded.make).toBe(car.make);
      expect(JSON.parse(car.registration!)).toMatchObject({ chesisNo: car.vin, registrationEmirate: expect.any(String), plateNumber: expect.any(String) });
      expect(car.value_fils).toBeGreaterThanOrEqual(20_000_00);
    }
  });

  it('times some motor sales so their policies come up for renewal now, however small the demo', () => {
    const soon = (data: DemoData) => data.policies.filter((p) => p.line === 'motor' && p.status === 'Active' && p.expiry_date! > '2025-06-01' && p.expiry_date! <= '2025-07-16');
    expect(soon(demo).length).toBeGreaterThanOrEqual(3);
    expect(soon(generateDemo({ ...options, customers: 40 })).length).toBeGreaterThanOrEqual(1);
  });
});
