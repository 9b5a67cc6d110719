import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { NotifyEvent } from '../../../shared/contract/notifications/index.js';
import type { Db } from '../../db/database.js';
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

type CallbackLine = Extract<NotifyEvent, { kind: 'callbackDue' }>['line'];

/** The columns every table with call-backs has under these names (proposals: 0006 and 0043; group health: 0050 and 0053). */
interface CallbackColumns {
  id: string;
  ref: string;
  created_by: string | null;
  callback_at: string | null;
  callback_done: number;
  callback_announced_at: string | null;
  quoted_callback_at: string | null;
  quoted_callback_done: number;
  quoted_callback_announced_at: string | null;
}

/**
 * The tables whose call-backs are announced: proposals of every sales line, and group health
 * proposals. Each names its assigned agent's column and the line its notification opens.
 */
const SOURCES: ReadonlyArray<{ table: 'proposals' | 'group_health_proposals'; agent: RawBuilder<string | null>; line: RawBuilder<CallbackLine> }> = [
  { table: 'proposals', agent: sql`assigned_to`, line: sql`line` },
  { table: 'group_health_proposals', agent: sql`agent_id`, line: sql.lit<CallbackLine>('groupHealth') },
];
type Source = (typeof SOURCES)[number];
type Side = (typeof SIDES)[number];

interface DueCallback {
  id: string;
  ref: string;
  line: CallbackLine;
  agentId: string | null;
  callbackAt: string;
  quoted: boolean;
}

/**
 * Finds call-backs of proposals of every line and of group health proposals that are due
 * (time ≤ now), not done and not yet announced, claims each with a conditional update of its
 * `…announced_at` (one atomic statement: of several instances on one database exactly one wins
 * it) and notifies the proposal's agent (assigned, else its creator; the office when it has
 * neither). A failed notification gives the claim back, so the next look retries it. Times are
 * ISO strings in UTC, compared as text.
 *
 * @example const announcer = createCallbackAnnouncer(app.db, app.notify); await announcer.runOnce();
 */
export function createCallbackAnnouncer(db: Db, notify: Notifier['notify'], now: () => number = Date.now) {
  // The sources' shared columns, typed once for both tables.
  const tables = db as unknown as Kysely<Record<Source['table'], CallbackColumns>>;

  async function due(source: Source, side: Side, at: string): Promise<DueCallback[]> {
    const rows = await tables.selectFrom(source.table)
      .select(['id', 'ref', 'created_by', `${side.at} as callback_at`, source.agent.as('agent_id'), source.line.as('line')])
      .where(side.at, 'is not', null).where(side.at, '<=', at)
      .where(side.done, '=', 0).where(side.announced, 'is', null)
      .orderBy(side.at).limit(BATCH)
      .execute();
    return rows.map((row) => ({
      id: row.id, ref: row.ref, line: row.line, agentId: row.agent_id ?? row.created_by, callbackAt: row.callback_at!, quoted: side.quoted,
    }));
  }

  /** True for the one caller that marks it announced; the time must still be the one found (a new time set meanwhile waits for its own). */
  async function claim(source: Source, side: Side, callback: DueCallback, at: string): Promise<boolean> {
    const result = await tables.updateTable(source.table).set({ [side.announced]: at })
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
      for (const source of SOURCES) {
        for (const side of SIDES) {
          for (const callback of await due(source, side, at)) {
            if (!(await claim(source, side, callback, at))) continue;
            try {
              await notify({
                kind: 'callbackDue', proposalId: callback.id, proposalNo: callback.ref, line: callback.line, quoted: callback.quoted, callbackAt: callback.callbackAt,
              }, null, callback.agentId);
              announced += 1;
            } catch (error) {
              await tables.updateTable(source.table).set({ [side.announced]: null }).where('id', '=', callback.id).where(side.announced, '=', at).execute();
              throw error;
            }
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
