import { formatAed } from './format.js';
import { percentOf } from './money.js';

/** A promo code's discount: a percent, or a fixed amount in fils. */
export interface SaleVoucher {
  code?: string | undefined;
  discountType: 'percentage' | 'fixedPrice';
  discountValue: number;
}

/** A discount line of a quote's price (negative), as every line's price shows it. */
export interface SaleDiscountLine {
  code: 'agentDiscount' | 'voucherDiscount';
  label: string;
  amountFils: number;
  detail: string;
}


/**
 * The two discounts staff give on any line's premium, in the order every line applies them: the
 * agent's percent of the premium, then the promo code on what is left (a fixed code never takes
 * the premium below zero). `premiumFils` is the premium the agent's percent is of; `remainingFils`
 * what earlier discounts (motor's no-claims) left of it.
 */
export function saleDiscounts(
  premiumFils: number, remainingFils: number, discounts: { agentDiscountPercent: number; voucher: SaleVoucher | null },
): { lines: SaleDiscountLine[]; remainingFils: number } {
  const lines: SaleDiscountLine[] = [];
  let remaining = remainingFils;
  if (discounts.agentDiscountPercent > 0) {
    const amount = percentOf(premiumFils, discounts.agentDiscountPercent);
    remaining -= amount;
    lines.push({ code: 'agentDiscount', label: 'Agent discount', amountFils: -amount, detail: `${discounts.agentDiscountPercent} % of the premium` });
  }
  const voucher = discounts.voucher;
  if (voucher && voucher.discountValue > 0) {
    const wanted = voucher.discountType === 'percentage' ? percentOf(remaining, voucher.discountValue) : Math.round(voucher.discountValue);
    const amount = Math.min(wanted, remaining);
    lines.push({
      code: 'voucherDiscount', label: `Voucher${voucher.code ? ` ${voucher.code}` : ''}`, amountFils: -amount,
      detail: voucher.discountType === 'percentage' ? `${voucher.discountValue} % of ${formatAed(remaining)}` : `fixed ${formatAed(wanted)}`,
    });
    remaining -= amount;
  }
  return { lines, remainingFils: remaining };
}
