import { describe, expect, it } from 'vitest';
import { DEFAULT_NATIONALITY, NATIONALITIES } from './nationalities.js';

describe('the nationalities list', () => {
  it('names each nationality once', () => {
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length);
  });

  it('starts with the default, the one new customers get', () => {
    expect(NATIONALITIES[0]).toBe(DEFAULT_NATIONALITY);
    expect(DEFAULT_NATIONALITY).toBe('United Arab Emirates');
    expect(NATIONALITIES.filter((name) => name === DEFAULT_NATIONALITY)).toHaveLength(1);
  });

  it('lists the others from A to Z, as the proposal forms show them', () => {
    const others = NATIONALITIES.slice(1);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('holds the nationalities most customers have', () => {
    expect(NATIONALITIES).toEqual(expect.arrayContaining(['India', 'Pakistan', 'Philippines', 'Egypt', 'United Kingdom', 'Saudi Arabia']));
  });
});
