import type { Updateable } from 'kysely';
import type { PlanQuote, PriceLine } from '../../shared/contract/companies/index.js';
import type { Quote } from '../../shared/contract/proposals/index.js';
import type { QuotesTable } from '../db/schema.js';
import { percentOf } from '../../shared/domain/money.js';

/**
 * The money of a stored quote, kept line by line as the engine priced it. Staff edits (the
 * insurer's premium, the processing fee) replace their line; VAT and the totals are then
 * recomputed from the lines, so a quote never shows a total its lines do not add up to.
 */

const DISCOUNT_CODES = new Set<PriceLine['code']>(['noClaimsDiscount', 'agentDiscount', 'voucherDiscount']);

/** The add-on product lines (`updateaddons`) of a stored quote's price: a new engine price keeps them. */
export function productLinesOf(plan: PlanQuote | null): PriceLine[] {
  return plan?.lines.filter((line) => line.code === 'product') ?? [];
}

/**
 * The engine's quote with the premium and admin fee staff set, and the add-on products given
 * (`products`, replacing the plan's; left out, the plan's stay). Discount lines stay as the engine
 * priced them on the matrix premium: an edited premium is the insurer's net correction
 * (FIELDS.md "MUST match premium without VAT"), not a new base for the discounts.
 */
export function withStaffAmounts(
  plan: PlanQuote, amounts: { premiumFils: number; adminFeeFils: number; products?: PriceLine[] }, vatPercent: number,
): PlanQuote {
  const lines: PriceLine[] = [];
  for (const line of plan.lines) {
    if (line.code === 'vat' || line.code === 'adminFee' || (amounts.products && line.code === 'product')) continue;
    lines.push(line.code === 'basePremium' && line.amountFils !== amounts.premiumFils
      ? { ...line, amountFils: amounts.premiumFils, detail: `${line.detail}; set by staff` }
      : line);
  }
  if (amounts.products) lines.push(...amounts.products);
  if (amounts.adminFeeFils > 0) {
    const engineFee = plan.lines.find((line) => line.code === 'adminFee');
    lines.push(engineFee && engineFee.amountFils === amounts.adminFeeFils
      ? engineFee
      : { code: 'adminFee', label: 'Admin fee', amountFils: amounts.adminFeeFils, detail: 'processing fee set by staff' });
  }
  const subtotalFils = lines.reduce((sum, line) => sum + line.amountFils, 0);
  const vatFils = percentOf(subtotalFils, vatPercent);
  lines.push({ code: 'vat', label: `VAT ${vatPercent} %`, amountFils: vatFils, detail: `${vatPercent} % of ${(subtotalFils / 100).toFixed(2)} AED` });
  return { ...plan, premiumFils: amounts.premiumFils, lines, subtotalFils, vatFils, totalFils: subtotalFils + vatFils };
}

export function adminFeeOf(plan: PlanQuote): number {
  return plan.lines.find((line) => line.code === 'adminFee')?.amountFils ?? 0;
}

/** The quote row's money columns for a priced plan. */
export function quoteMoneyColumns(plan: PlanQuote) {
  return {
    price_fils: plan.premiumFils,
    admin_fee_fils: adminFeeOf(plan),
    vat_fils: plan.vatFils,
    total_fils: plan.totalFils,
    excess_fils: plan.excessFils,
    pricing: JSON.stringify(plan),
  } satisfies Partial<Updateable<QuotesTable>>;
}

/**
 * FIELDS.md "Quote payable details" from the quote's lines: the premium with its add-ons and products (not
 * taxable yet), the discounts, the processing fee, VAT and the grand total.
 */
export function payableOf(quote: Quote, vatPercent: number) {
  const sum = (keep: (line: PriceLine) => boolean) => quote.lines.filter(keep).reduce((total, line) => total + line.amountFils, 0);
  return {
    quoteId: quote._id,
    premiumNonTaxableFils: quote.lines.length > 0 ? sum((line) => line.code === 'basePremium' || line.code === 'addon' || line.code === 'product') : quote.priceFils,
    vatPercent,
    vatFils: quote.vatFils,
    discountFils: -sum((line) => DISCOUNT_CODES.has(line.code)),
    policyFeeFils: quote.adminFeeFils,
    totalFils: quote.totalFils,
    lines: quote.lines,
  };
}
