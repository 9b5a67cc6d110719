import { describe, expect, it } from 'vitest';
import { saleDiscounts } from './saleDiscounts.js';

describe('the agent discount and promo code on a premium', () => {
  it('gives nothing without a discount', () => {
    expect(saleDiscounts(100_000, 100_000, { agentDiscountPercent: 0, voucher: null })).toEqual({ lines: [], remainingFils: 100_000 });
    expect(saleDiscounts(100_000, 100_000, { agentDiscountPercent: 0, voucher: { discountType: 'percentage', discountValue: 0 } }).lines).toEqual([]);
  });

  it('takes the agent percent of the premium, not of what earlier discounts left', () => {
    const { lines, remainingFils } = saleDiscounts(100_000, 80_000, { agentDiscountPercent: 5, voucher: null });
    expect(lines).toEqual([{ code: 'agentDiscount', label: 'Agent discount', amountFils: -5_000, detail: '5 % of the premium' }]);
    expect(remainingFils).toBe(75_000);
  });

  it('takes a percent code of what is left after the agent discount, rounded to the fils', () => {
    const { lines, remainingFils } = saleDiscounts(100_001, 100_001, { agentDiscountPercent: 10, voucher: { code: 'SAVE10', discountType: 'percentage', discountValue: 10 } });
    expect(lines.map((line) => [line.code, line.amountFils])).toEqual([['agentDiscount', -10_000], ['voucherDiscount', -9_000]]);
    expect(lines[1]!.label).toBe('Voucher SAVE10');
    expect(lines[1]!.detail).toBe('10 % of AED 900.01');
    expect(remainingFils).toBe(81_001);
  });

  it('takes a fixed code up to the whole premium, never below zero', () => {
    expect(saleDiscounts(50_000, 50_000, { agentDiscountPercent: 0, voucher: { discountType: 'fixedPrice', discountValue: 49_999 } }).remainingFils).toBe(1);
    const all = saleDiscounts(50_000, 50_000, { agentDiscountPercent: 0, voucher: { discountType: 'fixedPrice', discountValue: 50_001 } });
    expect(all.lines[0]).toMatchObject({ label: 'Voucher', amountFils: -50_000, detail: 'fixed AED 500.01' });
    expect(all.remainingFils).toBe(0);
  });
});
