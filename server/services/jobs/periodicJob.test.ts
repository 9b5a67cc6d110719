import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/helpers/testDatabase.js';
import type { Db } from '../../db/database.js';
import { schedulePeriodicJob, takeLease } from './periodicJob.js';

const HOUR = 60 * 60 * 1000;
const start = Date.parse('2026-01-10T08:00:00Z');

let db: Db;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(async () => close());

describe('takeLease', () => {
  it('gives a period to exactly one of the instances asking at once, and the next period to whoever asks first', async () => {
    const asked = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => takeLease(db, 'sweep', holder, start, HOUR)));
    expect(asked.filter(Boolean)).toHaveLength(1);
    expect(await takeLease(db, 'sweep', 'b', start + HOUR - 1, HOUR)).toBe(false);
    expect(await takeLease(db, 'sweep', 'b', start + HOUR, HOUR)).toBe(true);
    expect(await db.selectFrom('job_leases').selectAll().where('name', '=', 'sweep').executeTakeFirst())
      .toEqual({ name: 'sweep', holder: 'b', held_until: new Date(start + 2 * HOUR).toISOString() });
  });

  it('keeps the leases of different jobs apart', async () => {
    expect(await takeLease(db, 'job one', 'a', start, HOUR)).toBe(true);
    expect(await takeLease(db, 'job two', 'b', start, HOUR)).toBe(true);
    expect(await takeLease(db, 'job one', 'b', start, HOUR)).toBe(false);
  });
});

describe('schedulePeriodicJob', () => {
  /** A server of its own over the shared database, as each instance is. */
  async function instance(runs: string[], name: string, everyMs: number) {
    const app = Fastify({ logger: false });
    app.decorate('db', db);
    schedulePeriodicJob(app, { name: 'shared job', everyMs, run: () => {
      runs.push(name);
      return Promise.resolve({});
    } }, () => start + 5 * HOUR);
    await app.ready();
    return app;
  }

  it('runs once at start across three instances on one database', async () => {
    const runs: string[] = [];
    const apps = await Promise.all(['one', 'two', 'three'].map((name) => instance(runs, name, HOUR)));
    // The first run starts when each is ready; give the three attempts time to finish.
    await expect.poll(async () => (await db.selectFrom('job_leases').select('holder').where('name', '=', 'shared job').executeTakeFirst())?.holder).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runs).toHaveLength(1);
    await Promise.all(apps.map((app) => app.close()));
  });

  it('does nothing when its interval is 0', async () => {
    const runs: string[] = [];
    const app = await instance(runs, 'off', 0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toEqual([]);
    await app.close();
  });
});
