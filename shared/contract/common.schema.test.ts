import { describe, expect, it } from 'vitest';
import { ListQuerySchema } from './common.schema.js';
import { LIMITS } from './constants.js';

describe("a list's query", () => {
  it('searches what staff typed, trimmed, in any script', () => {
    expect(ListQuerySchema.parse({ search: '  Aisha Al ' }).search).toBe('Aisha Al');
    expect(ListQuerySchema.parse({ search: 'عائشة' }).search).toBe('عائشة');
    expect(ListQuerySchema.parse({ search: '+971 50' }).search).toBe('+971 50');
    expect(ListQuerySchema.parse({ search: '%7' }).search).toBe('%7');
  });

  it('searches nothing for spaces or symbols alone, so the whole list answers', () => {
    for (const search of ['', '   ', '%%', '-- ', '@.', '_']) expect(ListQuerySchema.parse({ search }).search, search).toBeUndefined();
    expect(ListQuerySchema.parse({}).search).toBeUndefined();
  });

  it('takes a search of the longest length and refuses one character more, naming the field', () => {
    expect(ListQuerySchema.parse({ search: 'a'.repeat(LIMITS.searchLength) }).search).toHaveLength(LIMITS.searchLength);
    const refused = ListQuerySchema.safeParse({ search: 'a'.repeat(LIMITS.searchLength + 1) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ path: ['search'], message: `search is at most ${LIMITS.searchLength} characters` });
  });

  it('takes pages of one to the largest size, and refuses a size beyond it', () => {
    expect(ListQuerySchema.parse({ size: '1' }).size).toBe(1);
    expect(ListQuerySchema.parse({ size: String(LIMITS.maxPageSize) }).size).toBe(LIMITS.maxPageSize);
    expect(ListQuerySchema.safeParse({ size: String(LIMITS.maxPageSize + 1) }).error?.issues[0]?.path).toEqual(['size']);
    expect(ListQuerySchema.safeParse({ size: '0' }).success).toBe(false);
  });
});
