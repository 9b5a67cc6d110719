import { describe, expect, it, vi } from 'vitest';
import { pageOfKeys, searchPage } from './paging.js';

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

describe('searchPage', () => {
  const found = (total: number | string, ...seqs: number[]) => ({ execute: () => Promise.resolve(seqs.map((seq) => ({ seq, found: total }))) });
  const rowsOf = (seqs: number[]) => Promise.resolve(seqs.map((seq) => ({ seq })));

  it('takes the total from the keys, without counting again', async () => {
    const countAll = vi.fn(() => Promise.resolve(99));
    expect(await searchPage(found('23', 5, 4), rowsOf, countAll, 20)).toEqual({ rows: [{ seq: 5 }, { seq: 4 }], total: 23 });
    expect(countAll).not.toHaveBeenCalled();
  });

  it('finds nothing on the first page without counting', async () => {
    const countAll = vi.fn(() => Promise.resolve(99));
    expect(await searchPage(found(0), rowsOf, countAll, 0)).toEqual({ rows: [], total: 0 });
    expect(countAll).not.toHaveBeenCalled();
  });

  it('counts when a later page is past the end, so the pager still knows the total', async () => {
    const countAll = vi.fn(() => Promise.resolve(7));
    expect(await searchPage(found(0), rowsOf, countAll, 10)).toEqual({ rows: [], total: 7 });
    expect(countAll).toHaveBeenCalledOnce();
  });
});
