import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_SOURCES } from '../../shared/contract/proposals/index.js';
import type { Db } from '../db/database.js';
import { openTestDatabase } from '../../tests/helpers/testDatabase.js';
import { COMMUNITIES } from './demoNames.js';
import { seedHealthLeadsDemo } from './leadsDemo.js';

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(async () => close());

const NOW = new Date('2026-11-29T08:00:00Z');
const leadsOf = () => db.selectFrom('health_leads').selectAll().orderBy('seq').execute();

describe('demo health leads', () => {
  it('seeds one lead per 50 customers (six at least) of real people and sources, none quoted, within the last three weeks', async () => {
    expect(await seedHealthLeadsDemo(db, { customers: 500, seed: 4, now: NOW })).toBe(10);
    const leads = await leadsOf();
    expect(leads).toHaveLength(10);
    const nationalities = new Set(COMMUNITIES.flatMap((community) => community.nationalities));
    for (const lead of leads) {
      expect(lead.full_name).toMatch(/^\S+ .+$/);
      expect(lead.email).toMatch(/^[a-z0-9.]+@[a-z.]+$/);
      expect(lead.mobile_number).toMatch(/^5\d{8}$/);
      expect(nationalities.has(lead.nationality)).toBe(true);
      expect((PROPOSAL_SOURCES as readonly string[]).includes(lead.source)).toBe(true);
      expect([lead.status, lead.proposal_id]).toEqual(['New', null]);
      const age = 2026 - Number(lead.date_of_birth.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(22);
      expect(age).toBeLessThanOrEqual(60);
      expect(NOW.getTime() - Date.parse(lead.created_at)).toBeLessThanOrEqual(21 * 24 * 60 * 60 * 1000);
    }
    expect(new Set(leads.map((lead) => lead.email)).size).toBe(10);
    expect(new Set(leads.map((lead) => lead.source)).size).toBeGreaterThan(1);
  });

  it('seeds none for a demo of no customers, six for a small demo, the same for the same seed', async () => {
    await db.deleteFrom('health_leads').execute();
    expect(await seedHealthLeadsDemo(db, { customers: 0, seed: 4, now: NOW })).toBe(0);
    expect(await leadsOf()).toEqual([]);
    expect(await seedHealthLeadsDemo(db, { customers: 20, seed: 4, now: NOW })).toBe(6);
    const first = (await leadsOf()).map((lead) => [lead.full_name, lead.email, lead.date_of_birth, lead.source]);
    await db.deleteFrom('health_leads').execute();
    await seedHealthLeadsDemo(db, { customers: 20, seed: 4, now: NOW });
    expect((await leadsOf()).map((lead) => [lead.full_name, lead.email, lead.date_of_birth, lead.source])).toEqual(first);
  });
});
