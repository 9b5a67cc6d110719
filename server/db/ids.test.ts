import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

describe('newId', () => {
  it('is 24 lowercase hex characters', () => {
    expect(newId()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('sorts by creation time', () => {
    const older = newId(new Date('2024-01-01T00:00:00Z'));
    const newer = newId(new Date('2024-01-01T00:00:01Z'));
    expect(older < newer).toBe(true);
    expect(older.slice(0, 8)).toBe((Date.UTC(2024, 0, 1) / 1000).toString(16));
  });

  it('differs between two ids of the same second, and keeps their order', () => {
    const at = new Date();
    const ids = Array.from({ length: 1000 }, () => newId(at));
    expect(new Set(ids).size).toBe(1000);
    // In order, but for one step back where the counter wraps (once in 16.7 million ids).
    expect(ids.filter((id, i) => i > 0 && id < ids[i - 1]!).length).toBeLessThanOrEqual(1);
  });
});
