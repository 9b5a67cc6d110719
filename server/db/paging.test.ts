import { describe, expect, it, vi } from 'vitest';
import { pageOfKeys } from './paging.js';

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
