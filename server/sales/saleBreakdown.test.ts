import { describe, expect, it } from 'vitest';
import type { PlanQuote, PriceLine } from '../../shared/contract/companies/index.js';
import type { Quote } from '../../shared/contract/proposals/index.js';
import { VAT_PERCENT, percentOf, vatOf } from '../../shared/domain/money.js';
import { healthPayableOf, healthQuoteMoney, type HealthPricedPlan } from '../modules/health-proposals/healthLine.js';
import { saleBreakdown } from './saleBreakdown.js';
import { payableOf, withStaffAmounts } from './quotePricing.js';

/** A motor plan as the engine prices it: the matrix premium, the no-claims, agent and promo-code discounts and an add-on. */
function motorPlan(discounts: PriceLine[]): PlanQuote {
  return {
    status: 'quoted', companyId: 'c1', companyName: 'Orient', planId: 'p1', planName: 'Comprehensive', insuranceType: 'comprehensive', repairCondition: 'agency',
    issuingMode: 'online', matrixRowId: 'm1', premiumFils: 2_000_00, band: { minFils: 0, maxFils: null }, excessFils: 500_00, includedBenefits: [],
    addons: [], coverages: [], warnings: [], subtotalFils: 0, vatFils: 0, totalFils: 0,
    lines: [
      { code: 'basePremium', label: 'Base premium', amountFils: 2_000_00, detail: '' },
      ...discounts,
      { code: 'addon', label: 'GCC cover', amountFils: 400_00, detail: '' },
    ],
  };
}
const storedMotor = (plan: PlanQuote) => ({ lines: plan.lines, priceFils: plan.premiumFils, adminFeeFils: plan.lines.find((l) => l.code === 'adminFee')?.amountFils ?? 0, vatFils: plan.vatFils, totalFils: plan.totalFils });
const motorPayable = (plan: PlanQuote) => payableOf({ _id: 'q1', ...storedMotor(plan) } as Quote, VAT_PERCENT);

/** A health plan of two members, one with maternity and a loading, with the ICP and Basmah fees. */
function healthPlan(): HealthPricedPlan {
  const lines: PriceLine[] = [
    { code: 'memberPremium', label: 'Premium, Omar', amountFils: 3_100_00, detail: '' },
    { code: 'memberPremium', label: 'Premium, Sara', amountFils: 2_900_00, detail: '' },
    { code: 'maternity', label: 'Maternity, Sara', amountFils: 650_00, detail: '' },
    { code: 'loading', label: 'Loading, Omar', amountFils: 310_00, detail: '' },
    { code: 'icpFee', label: 'ICP fee, Omar', amountFils: 37_00, detail: '' },
    { code: 'basmahFee', label: 'Basmah fee, Omar', amountFils: 37_95, detail: '' },
  ];
  return {
    companyId: 'c2', companyName: 'Daman', planId: 'hp1', planName: 'Silver', premiumFils: 0, lines, subtotalFils: 0, vatFils: 0, totalFils: 0, warnings: [],
    health: {
      tpaName: 'NAS', networkName: 'RN', coPay: 20, scheme: 'standard', members: [], staffLoadingFils: 0, loadingReason: null, commissionPercent: 12.5, commissionFils: 0,
    },
  };
}

describe('saleBreakdown', () => {
  it("equals a motor quote's payable details with the no-claims, agent and promo-code discounts, an add-on product and the processing fee", () => {
    const plan = withStaffAmounts(motorPlan([
      { code: 'noClaimsDiscount', label: 'No claims', amountFils: -200_00, detail: '' },
      { code: 'agentDiscount', label: 'Agent discount', amountFils: -90_00, detail: '' },
      { code: 'voucherDiscount', label: 'Voucher', amountFils: -50_00, detail: '' },
    ]), { premiumFils: 2_000_00, adminFeeFils: 75_00, products: [{ code: 'product', label: 'Roadside plus', amountFils: 150_00, detail: '' }] }, VAT_PERCENT);
    const payable = motorPayable(plan);
    const breakdown = saleBreakdown({ ...storedMotor(plan), commissionPercent: 10, agentSharePercent: 20 });

    expect(breakdown).toMatchObject({
      basePremiumFils: payable.premiumNonTaxableFils, discountFils: payable.discountFils, processingFeeFils: payable.policyFeeFils,
      vatFils: payable.vatFils, grandTotalFils: payable.totalFils, otherFeesFils: 0,
    });
    // The premium with the add-on and the product, less every discount; motor taxes the whole price with the processing fee.
    expect(breakdown.basePremiumFils).toBe(2_550_00);
    expect(breakdown.discountFils).toBe(340_00);
    expect(breakdown.agentSellingPriceFils).toBe(2_210_00);
    expect(breakdown.vatFils).toBe(vatOf(2_210_00 + 75_00));
    expect(breakdown.grandTotalFils).toBe(2_210_00 + 75_00 + vatOf(2_285_00));

    // The no-claims discount is the insurer's: it lowers what the insurer charges and its commission; the agent's and the promo code's are the broker's.
    expect(breakdown.brokerDiscountFils).toBe(140_00);
    expect(breakdown.commissionFils).toBe(235_00);
    expect(breakdown.commissionFromInsurerFils).toBe(235_00 - 140_00);
    expect(breakdown.netCommissionFils).toBe(95_00 + 75_00);
    expect(breakdown.agentCommissionFils).toBe(34_00);
    expect(breakdown.netPayableToInsurerFils).toBe(breakdown.grandTotalFils - breakdown.netCommissionFils);
    // The insurer is paid what it charges less its commission, with the VAT: the broker's discounts are the broker's.
    expect(breakdown.netPayableToInsurerFils).toBe(2_350_00 - 235_00 + breakdown.vatFils);
  });

  it('leaves the agent nothing, not a debt, when the broker gave away more than the commission', () => {
    const breakdown = saleBreakdown({
      lines: [{ code: 'basePremium', label: 'Base premium', amountFils: 1_000_00, detail: '' }, { code: 'voucherDiscount', label: 'Voucher', amountFils: -200_00, detail: '' }],
      priceFils: 1_000_00, adminFeeFils: 0, vatFils: 40_00, totalFils: 840_00, commissionPercent: 10, agentSharePercent: 50,
    });
    expect(breakdown).toMatchObject({ commissionFils: 100_00, commissionFromInsurerFils: -100_00, netCommissionFils: -100_00, agentCommissionFils: 0, netPayableToInsurerFils: 940_00 });
  });

  it('gives the agent their share of the net commission, and a quote without discounts sells at its premium', () => {
    const plan = withStaffAmounts(motorPlan([]), { premiumFils: 2_000_00, adminFeeFils: 0 }, VAT_PERCENT);
    const payable = motorPayable(plan);
    const breakdown = saleBreakdown({ ...storedMotor(plan), commissionPercent: 12.5, agentSharePercent: 30 });
    expect(breakdown).toMatchObject({ basePremiumFils: 2_400_00, discountFils: 0, brokerDiscountFils: 0, agentSellingPriceFils: 2_400_00, processingFeeFils: 0, vatFils: payable.vatFils });
    expect(breakdown.commissionFils).toBe(300_00);
    expect(breakdown.netCommissionFils).toBe(300_00);
    expect(breakdown.agentCommissionFils).toBe(90_00);
    expect(breakdown.netPayableToInsurerFils).toBe(payable.totalFils - 300_00);
  });

  it("equals a health quote's payable details with a loading, the agent's discount and a promo code, VAT not on the ICP fee", () => {
    const plan = healthQuoteMoney(healthPlan(), { agentDiscountPercent: 3, voucher: { discountType: 'fixedPrice', discountValue: 100_00 } });
    const payable = healthPayableOf('q2', plan);
    const breakdown = saleBreakdown({ lines: plan.lines, priceFils: plan.premiumFils, adminFeeFils: 0, vatFils: plan.vatFils, totalFils: plan.totalFils, commissionPercent: plan.health.commissionPercent, agentSharePercent: 0 });

    expect(breakdown).toMatchObject({
      basePremiumFils: payable.premiumFils, discountFils: payable.discountFils, agentSellingPriceFils: payable.agentSellingPriceFils,
      vatFils: payable.vatFils, otherFeesFils: payable.icpFeeFils + payable.basmahFeeFils, grandTotalFils: payable.totalFils, processingFeeFils: 0,
    });
    expect(breakdown.basePremiumFils).toBe(6_960_00);
    expect(breakdown.discountFils).toBe(percentOf(6_960_00, 3) + 100_00);
    expect(breakdown.brokerDiscountFils).toBe(breakdown.discountFils);
    // The Basmah fee carries VAT, the ICP fee (a government fee passed on) does not.
    expect(breakdown.vatFils).toBe(vatOf(breakdown.agentSellingPriceFils + 37_95));
    expect(breakdown.vatFils).not.toBe(vatOf(breakdown.agentSellingPriceFils + 37_95 + 37_00));
    expect(breakdown.commissionFils).toBe(percentOf(6_960_00, 12.5));
    // The fees and VAT go to the insurer with its premium net of commission.
    expect(breakdown.netPayableToInsurerFils).toBe(6_960_00 - breakdown.commissionFils + 37_00 + 37_95 + breakdown.vatFils);
  });

  it('reads the premium from the quote when older quotes kept no lines', () => {
    const breakdown = saleBreakdown({ lines: [], priceFils: 1_800_00, adminFeeFils: 0, vatFils: 90_00, totalFils: 1_890_00, commissionPercent: 10, agentSharePercent: 50 });
    expect(breakdown).toMatchObject({ basePremiumFils: 1_800_00, discountFils: 0, commissionFils: 180_00, netPayableToInsurerFils: 1_710_00, agentCommissionFils: 90_00 });
  });
});
