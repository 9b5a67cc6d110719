import { describe, expect, it } from 'vitest';
import { percentOf, VAT_PERCENT, vatOf } from './money.js';

describe('percentOf', () => {
  it('takes the percentage of an amount in fils', () => {
    expect(percentOf(200_000, 15)).toBe(30_000);
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(200_000, 0)).toBe(0);
    expect(percentOf(200_000, 100)).toBe(200_000);
  });

  it('rounds to the nearest fils on both sides of a half', () => {
    // 1,010 × 5 % = 50.5 fils → 51; 1,009 × 5 % = 50.45 → 50; 1,011 × 5 % = 50.55 → 51.
    expect(percentOf(1_010, 5)).toBe(51);
    expect(percentOf(1_009, 5)).toBe(50);
    expect(percentOf(1_011, 5)).toBe(51);
  });

  it('takes fractional rates such as a 12.5 % commission', () => {
    expect(percentOf(100_001, 12.5)).toBe(12_500);
    expect(percentOf(100_004, 12.5)).toBe(12_501);
  });
});

describe('vatOf', () => {
  it('charges UAE VAT at 5 %', () => {
    expect(VAT_PERCENT).toBe(5);
    expect(vatOf(100_000)).toBe(5_000);
    // The Basmah fee of AED 37 carries AED 1.85 of VAT.
    expect(vatOf(3_700)).toBe(185);
    expect(vatOf(0)).toBe(0);
  });

  it('rounds the VAT to the fils', () => {
    expect(vatOf(10)).toBe(1);
    expect(vatOf(9)).toBe(0);
    expect(vatOf(11)).toBe(1);
  });
});
