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
