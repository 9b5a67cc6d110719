import { sql, type Expression } from 'kysely';
import type { Db } from './database.js';

/**
 * A list page read keys first: `keys` walks the order's index to the page and yields only the
 * page's `seq`s, then `rowsOf` reads those rows whole, with their joins, by primary key, and they
 * are put back in the keys' order. Skipped rows cost an index step each and are never read or
 * joined. The second read has no ORDER BY on purpose: with one, SQLite's planner walked the whole
 * sort index to test each row against the page's keys (40 ms for ten vouchers of 100,000).
 *
 * @example const rows = await pageOfKeys(query.select('seq').orderBy('seq', 'desc').limit(10), (seqs) => db.selectFrom('t').selectAll().where('seq', 'in', seqs).execute());
 */
export async function pageOfKeys<Row extends { seq?: unknown }>(
  keys: { execute(): Promise<Array<{ seq: unknown }>> },
  rowsOf: (seqs: number[]) => Promise<Row[]>,
): Promise<Row[]> {
  const seqs = (await keys.execute()).map((key) => Number(key.seq));
  if (seqs.length === 0) return [];
  const bySeq = new Map((await rowsOf(seqs)).map((row) => [Number(row.seq), row]));
  return seqs.flatMap((seq) => bySeq.get(seq) ?? []);
}

/**
 * How far a search's matches are counted: past this many the list says "10,000+" (`capped`), so a
 * broad search of a million rows never counts every match on each keystroke.
 */
export const COUNT_CAP = 10_000;

/** A list's total: exact, or (`capped`) a lower bound when more matched than were counted. */
export interface PageTotal {
  total: number;
  capped: boolean;
}

/**
 * `countUpTo(limit)` for a query of the matching rows: counts them, stopping after `limit`. The
 * query selects one cheap column (the `seq`) and has no order, so the count walks the search's
 * index and stops there.
 *
 * @example countingUpTo(db, rows.clearSelect().select('r.seq'))(10_001) // 10,001 when more matched
 */
export function countingUpTo(db: Db, matching: { limit(limit: number): Expression<unknown> }) {
  return async (limit: number): Promise<number> => {
    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${matching.limit(limit)} AS matched`.execute(db);
    return Number(rows[0]?.n ?? 0);
  };
}

/**
 * How many keys past its page a search reads: a search that finds fewer (a customer's name, most
 * searches) knows its total from them, without counting its matches in a second query. Pass
 * `size + SEARCH_READ_AHEAD` as `searchTotal`'s size with the number of keys read.
 */
export const SEARCH_READ_AHEAD = 100;

/**
 * The total of a page of `size` read `offset` rows into a search's matches, whose page held
 * `onPage` keys, counting (`countUpTo`) only what the page cannot tell:
 * - a page with keys, but fewer than `size`, is the last: its total is exact without a count, and
 *   so is an empty first page (nothing matched);
 * - otherwise the matches are counted up to `COUNT_CAP`; more than that is `capped`, with the
 *   total the cap, or as far as this page reaches when it lies beyond the cap.
 */
export async function searchTotal(onPage: number, offset: number, size: number, countUpTo: (limit: number) => Promise<number>): Promise<PageTotal> {
  if ((onPage > 0 || offset === 0) && onPage < size) return { total: offset + onPage, capped: false };
  const counted = await countUpTo(COUNT_CAP + 1);
  // A page with keys reaches this far (a write between the two reads may leave the count short of it).
  const reached = onPage > 0 ? offset + onPage : 0;
  if (counted > COUNT_CAP) return { total: Math.max(COUNT_CAP, reached), capped: true };
  return { total: Math.max(counted, reached), capped: false };
}

/**
 * A searched list's page and its total (`searchTotal`): the page's keys, their rows, and a count
 * only when the page does not settle the total.
 *
 * @example await searchPage(query.select('seq').limit(10).offset(0), rowsOf, countingUpTo(db, matching), 0, 10)
 */
export async function searchPage<Row extends { seq?: unknown }>(
  keys: { execute(): Promise<Array<{ seq: unknown }>> },
  rowsOf: (seqs: number[]) => Promise<Row[]>,
  countUpTo: (limit: number) => Promise<number>,
  offset: number,
  size: number,
): Promise<{ rows: Row[] } & PageTotal> {
  const found = await keys.execute();
  const [rows, total] = await Promise.all([
    pageOfKeys({ execute: () => Promise.resolve(found) }, rowsOf),
    searchTotal(found.length, offset, size, countUpTo),
  ]);
  return { rows, ...total };
}

/**
 * A row's place in a list's order: its sort column's value, then its tie-breaker: its `seq` in
 * most lists, its id where a list breaks ties by id (the proposals).
 */
export interface SortKey {
  value: unknown;
  seq: number | string;
}

/** How far apart a list's anchors lie: a page is read at most this many index steps after one. */
export const ANCHOR_STEP = 1_000;

/**
 * The keys of a page far down a long list in bounded time. Read by `OFFSET`, page 1,000 steps
 * over every row before it on every read. Instead the sort keys of every `step`-th row (`anchors`,
 * kept by the caller while the table does not change, see `createStampedCache`) are found once,
 * each from the one before, and a page is read after the nearest anchor with the rest of its
 * offset: `WHERE (value, seq) > anchor … OFFSET < step` (a seek on the order's index). The sort
 * column must hold no NULL, which row comparison cannot place.
 *
 * `keysAfter(after, offset, limit)` reads `limit` keys in the list's order, from `offset` rows
 * after the key `after` (from the start without one). `anchors[j]` is the key of the row at
 * position `(j + 1) * step - 1`; the caller's array grows as deeper pages are read.
 */
export async function anchoredKeys(
  keysAfter: (after: SortKey | undefined, offset: number, limit: number) => Promise<SortKey[]>,
  anchors: SortKey[],
  offset: number,
  size: number,
  step = ANCHOR_STEP,
): Promise<SortKey[]> {
  const k = Math.floor(offset / step);
  if (k === 0) return keysAfter(undefined, offset, size);
  while (anchors.length < k) {
    const known = anchors.length;
    const [next] = await keysAfter(anchors[known - 1], step - 1, 1);
    // The list ends before this anchor: the page is past its end.
    if (!next) return [];
    // Another read of the same list may have added it meanwhile.
    if (anchors.length === known) anchors.push(next);
  }
  return keysAfter(anchors[k - 1], offset - k * step, size);
}
