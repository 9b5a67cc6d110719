import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Line } from '../../db/schema.js';
import type { Notifier } from '../notifications/notifier.js';

/** How often the server looks for call-backs that fell due: a call-back is announced at most this late. */
export const CALLBACK_CHECK_INTERVAL_MS = 30_000;
/** Call-backs announced per look; more wait for the next one (a first start after a long stop stays short). */
const BATCH = 100;

/** The two call-backs of a proposal's status block, each with its own time, done flag and announcement. */
const SIDES = [
  { quoted: false, at: 'callback_at', done: 'callback_done', announced: 'callback_announced_at' },
  { quoted: true, at: 'quoted_callback_at', done: 'quoted_callback_done', announced: 'quoted_callback_announced_at' },
] as const;

interface DueCallback {
  id: string;
  ref: string;
  line: Line;
  agentId: string | null;
  callbackAt: string;
  quoted: boolean;
}

/**
 * Finds call-backs of proposals of every line that are due (time ≤ now), not done and not yet
 * announced, claims each with a conditional update of its `…announced_at` (one atomic statement:
 * of several instances on one database exactly one wins it) and notifies the proposal's agent
 * (assigned, else its creator; the office when it has neither). A failed notification gives the
 * claim back, so the next look retries it. Times are ISO strings in UTC, compared as text.
 *
 * @example const announcer = createCallbackAnnouncer(app.db, app.notify); await announcer.runOnce();
 */
export function createCallbackAnnouncer(db: Db, notify: Notifier['notify'], now: () => number = Date.now) {
  async function due(side: (typeof SIDES)[number], at: string): Promise<DueCallback[]> {
    const rows = await db.selectFrom('proposals')
      .select(['id', 'ref', 'line', 'assigned_to', 'created_by', `${side.at} as callback_at`])
      .where(side.at, 'is not', null).where(side.at, '<=', at)
      .where(side.done, '=', 0).where(side.announced, 'is', null)
      .orderBy(side.at).limit(BATCH)
      .execute();
    return rows.map((row) => ({
      id: row.id, ref: row.ref, line: row.line, agentId: row.assigned_to ?? row.created_by, callbackAt: row.callback_at!, quoted: side.quoted,
    }));
  }

  /** True for the one caller that marks it announced; the time must still be the one found (a new time set meanwhile waits for its own). */
  async function claim(side: (typeof SIDES)[number], callback: DueCallback, at: string): Promise<boolean> {
    const result = await db.updateTable('proposals').set({ [side.announced]: at })
      .where('id', '=', callback.id).where(side.at, '=', callback.callbackAt)
      .where(side.done, '=', 0).where(side.announced, 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    /** Announces every call-back due now; resolves to how many this instance announced. */
    async runOnce(): Promise<number> {
      const at = new Date(now()).toISOString();
      let announced = 0;
      for (const side of SIDES) {
        for (const callback of await due(side, at)) {
          if (!(await claim(side, callback, at))) continue;
          try {
            await notify({
              kind: 'callbackDue', proposalId: callback.id, proposalNo: callback.ref, line: callback.line, quoted: callback.quoted, callbackAt: callback.callbackAt,
            }, null, callback.agentId);
            announced += 1;
          } catch (error) {
            await db.updateTable('proposals').set({ [side.announced]: null }).where('id', '=', callback.id).where(side.announced, '=', at).execute();
            throw error;
          }
        }
      }
      return announced;
    },
  };
}

/**
 * Starts the announcer with the server: it looks every `everyMs` (0 turns it off) and stops on
 * close. Every instance looks; the claim keeps each call-back to one announcement.
 */
export function installCallbackAnnouncer(app: FastifyInstance, everyMs: number, now: () => number = Date.now): void {
  if (everyMs <= 0) return;
  const announcer = createCallbackAnnouncer(app.db, app.notify, now);
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    announcer.runOnce()
      .then((count) => { if (count > 0) app.log.info({ count }, 'call-backs announced'); })
      .catch((error: unknown) => app.log.error({ err: error }, 'call-back announcements failed'))
      .finally(() => { running = false; });
  };
  const timer = setInterval(tick, everyMs);
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
