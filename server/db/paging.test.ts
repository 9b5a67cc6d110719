import { describe, expect, it, vi } from 'vitest';
import { anchoredKeys, COUNT_CAP, pageOfKeys, searchPage, searchTotal, type SortKey } from './paging.js';

const keys = (...seqs: Array<number | string>) => ({ execute: () => Promise.resolve(seqs.map((seq) => ({ seq }))) });

describe('pageOfKeys', () => {
  it("puts the rows back in the keys' order, whatever order the rows come in", async () => {
    const rowsOf = vi.fn((seqs: number[]) => Promise.resolve([...seqs].sort((a, b) => a - b).map((seq) => ({ seq, name: `row ${seq}` }))));
    const page = await pageOfKeys(keys(30, 10, 20), rowsOf);
    expect(page.map((row) => row.name)).toEqual(['row 30', 'row 10', 'row 20']);
    expect(rowsOf).toHaveBeenCalledWith([30, 10, 20]);
  });

  it('reads keys PostgreSQL returns as text (bigint) as numbers', async () => {
    const page = await pageOfKeys(keys('2', '1'), (seqs) => Promise.resolve(seqs.map((seq) => ({ seq: String(seq) }))));
    expect(page).toEqual([{ seq: '2' }, { seq: '1' }]);
  });

  it('reads no rows for an empty page', async () => {
    const rowsOf = vi.fn(() => Promise.resolve([]));
    expect(await pageOfKeys(keys(), rowsOf)).toEqual([]);
    expect(rowsOf).not.toHaveBeenCalled();
  });

  it('leaves out a row removed between the two reads', async () => {
    const page = await pageOfKeys(keys(3, 2, 1), () => Promise.resolve([{ seq: 3 }, { seq: 1 }]));
    expect(page).toEqual([{ seq: 3 }, { seq: 1 }]);
  });
});

describe('searchTotal', () => {
  const counting = (matches: number) => vi.fn((limit: number) => Promise.resolve(Math.min(matches, limit)));

  it('takes an exact total from a short page without counting', async () => {
    const countUpTo = counting(99_999);
    expect(await searchTotal(3, 20, 10, countUpTo)).toEqual({ total: 23, capped: false });
    expect(await searchTotal(0, 0, 10, countUpTo)).toEqual({ total: 0, capped: false });
    expect(await searchTotal(9, 0, 10, countUpTo)).toEqual({ total: 9, capped: false });
    expect(countUpTo).not.toHaveBeenCalled();
  });

  it('counts when the page is full, up to one past the cap', async () => {
    const countUpTo = counting(57);
    expect(await searchTotal(10, 0, 10, countUpTo)).toEqual({ total: 57, capped: false });
    expect(countUpTo).toHaveBeenCalledExactlyOnceWith(COUNT_CAP + 1);
  });

  it('counts when a later page is past the end, so the pager still knows the total', async () => {
    expect(await searchTotal(0, 10, 10, counting(7))).toEqual({ total: 7, capped: false });
  });

  it('is exact at the cap and capped one past it', async () => {
    expect(await searchTotal(10, 0, 10, counting(COUNT_CAP))).toEqual({ total: COUNT_CAP, capped: false });
    expect(await searchTotal(10, 0, 10, counting(COUNT_CAP + 1))).toEqual({ total: COUNT_CAP, capped: true });
  });

  it('reaches as far as a page read beyond the cap, and is exact on the last page', async () => {
    expect(await searchTotal(10, COUNT_CAP, 10, counting(50_000))).toEqual({ total: COUNT_CAP + 10, capped: true });
    expect(await searchTotal(4, COUNT_CAP + 10, 10, counting(50_000))).toEqual({ total: COUNT_CAP + 14, capped: false });
  });

  it('never answers less than the page just read, should a write come between the reads', async () => {
    expect(await searchTotal(10, 30, 10, counting(35))).toEqual({ total: 40, capped: false });
  });
});

describe('searchPage', () => {
  const rowsOf = (seqs: number[]) => Promise.resolve(seqs.map((seq) => ({ seq })));

  it("answers the page's rows in the keys' order with the total", async () => {
    const countUpTo = vi.fn(() => Promise.resolve(23));
    expect(await searchPage(keys(5, 4), rowsOf, countUpTo, 20, 2)).toEqual({ rows: [{ seq: 5 }, { seq: 4 }], total: 23, capped: false });
    expect(await searchPage(keys(5), rowsOf, countUpTo, 20, 2)).toEqual({ rows: [{ seq: 5 }], total: 21, capped: false });
    expect(countUpTo).toHaveBeenCalledOnce();
  });
});

describe('anchoredKeys', () => {
  // Twenty rows in (value, seq) order, values repeating; `keysAfter` reads them as a seek would, one tick later.
  const rows: SortKey[] = Array.from({ length: 20 }, (_, i) => ({ value: Math.floor(i / 4), seq: 100 + i }));
  const after = (from: SortKey | undefined) => (row: SortKey) => !from || (row.value as number) > (from.value as number) || (row.value === from.value && row.seq > from.seq);
  const keysAfter = vi.fn(async (from: SortKey | undefined, offset: number, limit: number) => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    return rows.filter(after(from)).slice(offset, offset + limit);
  });

  it('gives every page as offset paging would, with anchors every step rows', async () => {
    const anchors: SortKey[] = [];
    for (let offset = 0; offset <= 22; offset += 1) expect(await anchoredKeys(keysAfter, anchors, offset, 3, 3)).toEqual(rows.slice(offset, offset + 3));
    expect(anchors).toEqual([rows[2], rows[5], rows[8], rows[11], rows[14], rows[17]]);
  });

  it('reads a page before the first anchor from the start, and keeps no anchor for it', async () => {
    const anchors: SortKey[] = [];
    keysAfter.mockClear();
    expect(await anchoredKeys(keysAfter, anchors, 2, 3, 3)).toEqual(rows.slice(2, 5));
    expect(keysAfter).toHaveBeenCalledExactlyOnceWith(undefined, 2, 3);
    expect(anchors).toEqual([]);
  });

  it('answers an empty page past the end without reading further', async () => {
    const anchors: SortKey[] = [];
    expect(await anchoredKeys(keysAfter, anchors, 40, 3, 3)).toEqual([]);
    expect(anchors).toHaveLength(6);
  });

  it('keeps each anchor once when two reads of the same list find it at the same time', async () => {
    const anchors: SortKey[] = [];
    const [first, second] = await Promise.all([anchoredKeys(keysAfter, anchors, 12, 3, 3), anchoredKeys(keysAfter, anchors, 15, 3, 3)]);
    expect(first).toEqual(rows.slice(12, 15));
    expect(second).toEqual(rows.slice(15, 18));
    expect(anchors).toEqual([rows[2], rows[5], rows[8], rows[11], rows[14]]);
  });
});
