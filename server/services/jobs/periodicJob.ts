import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';

export interface PeriodicJob {
  /** Names the job's lease and its log lines. */
  name: string;
  /** How often it runs across all instances; it also runs once at start. 0 turns it off. */
  everyMs: number;
  /** The work; its result is logged. */
  run(): Promise<object>;
}

/**
 * Takes a job's lease for `holdMs` if nobody holds it now: true for exactly one of the instances
 * asking at once, whatever the database. The conditional update is one atomic statement on both
 * databases, so no lock or transaction is needed.
 */
export async function takeLease(db: Db, name: string, holder: string, at: number, holdMs: number): Promise<boolean> {
  const now = new Date(at).toISOString();
  await db.insertInto('job_leases').values({ name, holder: null, held_until: now })
    .onConflict((conflict) => conflict.column('name').doNothing()).execute();
  const taken = await db.updateTable('job_leases')
    .set({ holder, held_until: new Date(at + holdMs).toISOString() })
    .where('name', '=', name).where('held_until', '<=', now)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/**
 * Runs a job every `everyMs` (and once when the server is ready) on whichever instance takes its
 * lease for the period, so several instances on one database run it once, not once each. An
 * instance that stops mid-period leaves the lease to expire; the next period runs anyway.
 *
 * @example schedulePeriodicJob(app, { name: 'renewal sweep', everyMs: SWEEP_INTERVAL_MS, run: () => renewals.sweep() });
 */
export function schedulePeriodicJob(app: FastifyInstance, job: PeriodicJob, now: () => number = Date.now): void {
  if (job.everyMs <= 0) return;
  const holder = randomUUID();
  let running = false;
  async function attempt(): Promise<void> {
    if (running || !(await takeLease(app.db, job.name, holder, now(), job.everyMs))) return;
    running = true;
    try {
      app.log.info(await job.run(), job.name);
    } finally {
      running = false;
    }
  }
  const tick = () => {
    attempt().catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`));
  };
  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  app.addHook('onReady', (done) => {
    tick();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(timer);
    done();
  });
}
