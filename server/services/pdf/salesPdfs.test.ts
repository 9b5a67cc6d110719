import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/contract/proposals/index.js';
import { PDF_AT, pdfCar, pdfCustomer, readPdf } from '../../../tests/fixtures/pdf/pdf.fixture.js';
import { renderPolicyPdf, renderQuotePdf } from './salesPdfs.js';

const at = PDF_AT;
const quote: Quote = {
  _id: 'q1', ref: 'QUO-000042', proposalId: 'p1', proposalRef: 'PRO-000007', customerId: 'c1', customerName: 'Aisha Al Mansoori',
  companyId: 'co1', companyName: 'Orient Insurance', planId: 'pl1', planName: 'Comprehensive Plus', insuranceType: 'comprehensive', repairCondition: 'agency',
  issuingMode: 'online', valueFils: 100_000_00, excessFils: 500_00, priceFils: 2_450_00, adminFeeFils: 50_00, vatFils: 125_00, totalFils: 2_625_00,
  lines: [
    { code: 'basePremium', label: 'Base premium', amountFils: 2_500_00, detail: '2.50% of AED 100,000.00' },
    { code: 'noClaimsDiscount', label: 'No-claims discount', amountFils: -50_00, detail: '2 years – 2% ≥ Kőbánya' },
    { code: 'adminFee', label: 'Processing fee', amountFils: 50_00, detail: 'Company fee' },
    { code: 'vat', label: 'VAT', amountFils: 125_00, detail: '5%' },
  ],
  includedBenefits: [{ code: 'roadsideAssistance', label: 'Roadside assistance', limit: null }],
  addons: [{ code: 'gccCover', label: 'GCC cover', priceFils: 400_00, isMandatory: false, selected: true }],
  coverages: [{ code: 'ownDamage', label: 'Own damage', value: 'Market value' }],
  warnings: [], priceEditCount: 0, paymentStatus: 'paid', isBought: true, isCurrent: true, status: 'offered', expiresAt: '2025-10-01T00:00:00.000Z', appliedForContactAt: null,
  policyId: null, createdAt: at, updatedAt: at,
};
const customer = pdfCustomer({ fullName: 'Aisha Al Mansoori عائشة' });
const car = pdfCar;

describe('sales PDFs', () => {
  it('draws the quote with its premium lines, total, car and customer, dropping text the standard font cannot write', async () => {
    const { text, pages } = await readPdf(await renderQuotePdf({ quote, customer, car, proposalRef: 'PRO-000007' }));
    expect(pages).toBe(1);
    for (const expected of [
      'BrokerDesk', 'Motor insurance quotation', 'QUO-000042', 'PRO-000007', 'Orient Insurance', 'Comprehensive Plus', 'Base premium',
      'AED 2,500.00', '2 years – 2% Kobánya', 'AED 2,625.00', 'AED 500.00 per claim', 'GCC cover (add-on)', '1HGCM82633A004352', '784-1990-1234567-6', 'Aisha Al Mansoori',
    ]) expect(text, expected).toContain(expected);
    expect(text).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('draws the policy schedule with both policy numbers and the period, and breaks long content onto more pages', async () => {
    const long = { ...quote, includedBenefits: Array.from({ length: 60 }, (_, i) => ({ code: `b${i}`, label: `Benefit number ${i + 1}`, limit: 'Included' })) };
    const { text, pages } = await readPdf(await renderPolicyPdf({
      quote: long, customer, car, proposalRef: 'PRO-000007',
      policy: { ref: 'POL-000099', companyPolicyNumber: 'ORI/MOT/2025/1234567', startDate: '2025-09-02', expiryDate: '2026-09-01', issuedAt: at },
    }));
    expect(pages).toBeGreaterThan(1);
    for (const expected of ['Motor insurance policy schedule', 'POL-000099', 'ORI/MOT/2025/1234567', '02-09-2025', '01-09-2026', 'Benefit number 60', 'TERMS']) {
      expect(text, expected).toContain(expected);
    }
  });
});
