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
