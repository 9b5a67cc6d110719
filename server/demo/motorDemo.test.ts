import { afterEach, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/helpers/testDatabase.js';
import { seedMotorDemo } from './motorDemo.js';

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

it('seeds no insurers when asked for none (`--motor-companies 0`), and still the car catalogue', async () => {
  const opened = await openTestDatabase();
  close = opened.close;
  const summary = await seedMotorDemo(opened.db, new Date('2026-03-01T08:00:00Z'), { companies: 0 });
  expect(summary).toMatchObject({ insurers: 0, plans: 0, matrixRows: 0 });
  expect(summary.trims).toBeGreaterThan(0);
  expect(await opened.db.selectFrom('insurance_companies').select('id').execute()).toEqual([]);
});

it('seeds the insurers asked for, each with its plans', async () => {
  const opened = await openTestDatabase();
  close = opened.close;
  const summary = await seedMotorDemo(opened.db, new Date('2026-03-01T08:00:00Z'), { companies: 1, plansPerCompany: 2 });
  expect(summary).toMatchObject({ insurers: 1, plans: 2 });
  expect(await opened.db.selectFrom('motor_plans').select('id').execute()).toHaveLength(2);
});
