import { describe, expect, it } from 'vitest';
import { canonicalValue, createTableDigest, type Row } from './tableDigest.js';

const columns = ['id', 'amount', 'profile', 'note'];
const rows: Row[] = [
  { id: 'a1', amount: 1, profile: '{"a":1}', note: null },
  { id: 'b2', amount: 0.1, profile: '{}', note: 'two, with a comma\nand a line' },
];

function checksum(page: Row[]): string {
  const digest = createTableDigest(columns);
  digest.add(page);
  return digest.checksum();
}

describe('canonicalValue', () => {
  it('writes a number the same whether read as 1.0 or 1, and keeps its type apart from text and NULL', () => {
    expect(canonicalValue(1.0, 'x')).toBe(canonicalValue(1, 'x'));
    expect(canonicalValue(Number('0.1'), 'x')).toBe(canonicalValue(0.1, 'x'));
    expect(new Set([canonicalValue(1, 'x'), canonicalValue('1', 'x'), canonicalValue(null, 'x'), canonicalValue('null', 'x')]).size).toBe(4);
  });

  it('keeps JSON text as written: a key order or a space is a difference', () => {
    expect(canonicalValue('{"a":1,"b":2}', 'x')).not.toBe(canonicalValue('{"b":2,"a":1}', 'x'));
    expect(canonicalValue('{"a":1}', 'x')).not.toBe(canonicalValue('{"a": 1}', 'x'));
  });

  it('refuses a value no column takes, naming its column', () => {
    expect(() => canonicalValue(Buffer.from('x'), 'photo')).toThrow('column photo holds a blob');
  });
});

describe('createTableDigest', () => {
  it('gives the same checksum for the same rows, added in one page or several', () => {
    const paged = createTableDigest(columns);
    paged.add(rows.slice(0, 1));
    paged.add(rows.slice(1));
    expect(paged.checksum()).toBe(checksum(rows));
    expect(paged.rows).toBe(2);
    expect(checksum(rows)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['a changed number', { amount: 2 }],
    ['a number become text', { amount: '1' }],
    ['a value become NULL', { profile: null }],
    ['a changed character', { profile: '{"a":2}' }],
    ['text moved across a column boundary', { id: 'a1,n:1', amount: null }],
  ])('detects %s', (_, change) => {
    expect(checksum([{ ...rows[0]!, ...change }, rows[1]!])).not.toBe(checksum(rows));
  });

  it('detects rows in another order, a missing row and an extra one', () => {
    expect(checksum([rows[1]!, rows[0]!])).not.toBe(checksum(rows));
    expect(checksum(rows.slice(0, 1))).not.toBe(checksum(rows));
    expect(checksum([...rows, rows[1]!])).not.toBe(checksum(rows));
  });

  it('reads only the columns it was given, in their order', () => {
    expect(checksum([{ ...rows[0]!, extra: 'ignored' }, rows[1]!])).toBe(checksum(rows));
  });
});
