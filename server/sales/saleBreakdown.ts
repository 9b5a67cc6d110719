import type { PriceLine } from '../../shared/contract/companies/index.js';
import type { SaleBreakdown } from '../../shared/contract/transactions/index.js';
import { percentOf } from '../../shared/domain/money.js';

/**
 * What a sale's breakdown is read from, every figure as stored when the quote was priced and
 * paid: the quote's price lines and money columns, the commission rate and the agent's share.
 */
export interface StoredSale {
  /** The quote's price lines (its `pricing`); empty for a quote stored before the lines were kept. */
  lines: readonly PriceLine[];
  /** The quote's columns: the premium (used when there are no lines), processing fee, VAT and grand total. */
  priceFils: number;
  adminFeeFils: number;
  vatFils: number;
  totalFils: number;
  commissionPercent: number;
  agentSharePercent: number;
}

/** The lines of what the insurer charges: motor's premium, engine add-ons and add-on products; health's members' premiums, maternity and loadings. */
const PREMIUM = new Set<PriceLine['code']>(['basePremium', 'addon', 'product', 'memberPremium', 'maternity', 'loading']);
/** The insurer's own discount (negative): it lowers the premium the insurer charges, and the commission with it. */
const INSURER_DISCOUNT = new Set<PriceLine['code']>(['noClaimsDiscount']);
/** The discounts the broker gives (negative): the agent's and the promo code's, funded from the broker's commission. */
const BROKER_DISCOUNT = new Set<PriceLine['code']>(['agentDiscount', 'voucherDiscount']);
/** Government fees passed on untouched. */
const OTHER_FEES = new Set<PriceLine['code']>(['icpFee', 'basmahFee']);

/**
 * FIELDS.md's transaction breakdown of one sale, for every line. The payable details a quote
 * shows before payment (motor `payableOf`, health `healthPayableOf`) read the same lines, so the
 * premium, discount, selling price, fees, VAT and total here are theirs; VAT is the quote's own
 * (each line taxes what it taxes), never recomputed.
 */
export function saleBreakdown(sale: StoredSale): SaleBreakdown {
  const sum = (codes: ReadonlySet<PriceLine['code']>) => sale.lines.filter((line) => codes.has(line.code)).reduce((total, line) => total + line.amountFils, 0);
  const basePremiumFils = sale.lines.length > 0 ? sum(PREMIUM) : sale.priceFils;
  const insurerDiscountFils = 0 - sum(INSURER_DISCOUNT);
  const brokerDiscountFils = 0 - sum(BROKER_DISCOUNT);
  const discountFils = insurerDiscountFils + brokerDiscountFils;
  // The insurer pays its rate on what it charges (after its own discount); the broker's discounts come out of that commission.
  const commissionFils = percentOf(basePremiumFils - insurerDiscountFils, sale.commissionPercent);
  const commissionFromInsurerFils = commissionFils - brokerDiscountFils;
  const netCommissionFils = commissionFromInsurerFils + sale.adminFeeFils;
  return {
    basePremiumFils,
    discountFils,
    brokerDiscountFils,
    agentSellingPriceFils: basePremiumFils - discountFils,
    processingFeeFils: sale.adminFeeFils,
    otherFeesFils: sum(OTHER_FEES),
    vatFils: sale.vatFils,
    grandTotalFils: sale.totalFils,
    commissionPercent: sale.commissionPercent,
    commissionFils,
    commissionFromInsurerFils,
    // The insurer gets what the customer paid less what the broker keeps: its premium less the commission, the VAT and the passed-on fees.
    netPayableToInsurerFils: sale.totalFils - netCommissionFils,
    netCommissionFils,
    agentSharePercent: sale.agentSharePercent,
    // A discount larger than the commission leaves the broker nothing to share: the agent earns nothing, not a debt.
    agentCommissionFils: Math.max(0, percentOf(netCommissionFils, sale.agentSharePercent)),
  };
}
