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

/** The column a search's keys carry their total in (`count(*) OVER ()`, see `searchPage`). */
export const FOUND = 'found';

/**
 * A searched list's page and its total from one walk of what the search matched: the keys query
 * also selects `count(*) OVER ()` as `found`, so the total needs no second run of the search (a
 * search is not counted once for the page and once again for the total). A page past the end has
 * no rows to carry the total, so only then is `countAll` run.
 *
 * @example await searchPage(query.select(['seq', sql<number>`count(*) over ()`.as(FOUND)]).limit(10).offset(0), rowsOf, count, 0)
 */
export async function searchPage<Row extends { seq?: unknown }>(
  keys: { execute(): Promise<Array<{ seq: unknown; found: unknown }>> },
  rowsOf: (seqs: number[]) => Promise<Row[]>,
  countAll: () => Promise<number>,
  offset: number,
): Promise<{ rows: Row[]; total: number }> {
  const found = await keys.execute();
  const total = found.length > 0 ? Number(found[0]!.found) : offset === 0 ? 0 : await countAll();
  return { rows: await pageOfKeys({ execute: () => Promise.resolve(found) }, rowsOf), total };
}

/** A row's place in a list's order: its sort column's value, then its `seq` (every list's tie-breaker). */
export interface SortKey {
  value: unknown;
  seq: number;
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
