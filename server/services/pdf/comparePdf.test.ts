import { describe, expect, it } from 'vitest';
import type { Quote } from '../../../shared/contract/proposals/index.js';
import { PDF_AT, pdfCar, pdfCustomer, readPdf } from '../../../tests/fixtures/pdf/pdf.fixture.js';
import { renderComparePdf } from './comparePdf.js';

const at = PDF_AT;
const INSURERS = ['Orient Insurance', 'Salama Insurance', 'RAK Insurance', 'Oman Insurance', 'Tokio Marine', 'AXA Gulf', 'Watania'];

function quoteOf(index: number): Quote {
  const totalFils = 2_000_00 + index * 137_00;
  const vatFils = Math.round(totalFils / 21);
  return {
    _id: `q${index}`, ref: `QUO-00010${index}`, proposalId: 'p1', proposalRef: 'PRO-000007', customerId: 'c1', customerName: 'Aisha Al Mansoori',
    companyId: `co${index}`, companyName: INSURERS[index]!, planId: `pl${index}`, planName: index % 2 ? 'Third Party Only' : 'Comprehensive Plus',
    insuranceType: index % 2 ? 'thirdparty' : 'comprehensive', repairCondition: index % 2 ? null : 'agency', issuingMode: 'online',
    valueFils: 100_000_00, excessFils: index === 3 ? null : 500_00, priceFils: totalFils - vatFils + 100_00, adminFeeFils: 0, vatFils, totalFils,
    lines: [],
    includedBenefits: index === 0 ? [{ code: 'roadsideAssistance', label: 'Roadside assistance', limit: null }] : [],
    addons: [{ code: 'gccCover', label: 'GCC cover', priceFils: 400_00, isMandatory: false, selected: index === 1 }],
    coverages: index % 2 ? [] : [{ code: 'ownDamage', label: 'Own damage', value: 'Market value' }],
    warnings: [], priceEditCount: 0, paymentStatus: 'unpaid', isBought: false, isCurrent: true, status: 'offered', expiresAt: '2025-10-01T00:00:00.000Z', appliedForContactAt: null,
    policyId: null, createdAt: at, updatedAt: at,
  };
}

const customer = pdfCustomer();
const car = pdfCar;

describe('comparison PDF', () => {
  it('puts five quotes side by side with prices, excess, benefits and cover, the customer, the car, the terms and page numbers', async () => {
    const quotes = [0, 1, 2, 3, 4].map(quoteOf);
    const { text, pages } = await readPdf(await renderComparePdf({ quotes, customer, car, proposalRef: 'PRO-000007', preparedAt: at }));
    for (const quote of quotes) {
      expect(text, quote.companyName).toContain(quote.companyName);
      expect(text, quote.ref).toContain(quote.ref);
    }
    for (const expected of [
      'BrokerDesk', 'Comparison of motor insurance quotes', 'PRO-000007', '01-09-2025', 'Aisha Al Mansoori', '1HGCM82633A004352', '2023 Toyota Camry GLE',
      'Original price', 'Premium (excl. VAT)', 'VAT', 'Total (incl. VAT)', 'AED 2,000.00', 'AED 2,548.00', 'AED 500.00 per claim', 'As per policy wording',
      'Comprehensive', 'Third Party', 'Agency', 'Roadside assistance', 'Not included', 'Included, AED 400.00', 'Optional, AED 400.00',
      'Own damage', 'Market value', 'Not covered', 'TERMS', `Page 1 of ${pages}`,
    ]) expect(text, expected).toContain(expected);
    expect(text).not.toContain('QUOTES 1 TO');
  });

  it('continues past five quotes in a second table, so seven quotes stay readable', async () => {
    const quotes = [0, 1, 2, 3, 4, 5, 6].map(quoteOf);
    const { text, pages } = await readPdf(await renderComparePdf({ quotes, customer, car, proposalRef: 'PRO-000007', preparedAt: at }));
    expect(text).toContain('QUOTES 1 TO 5 OF 7');
    expect(text).toContain('QUOTES 6 TO 7 OF 7');
    for (const name of INSURERS) expect(text, name).toContain(name);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });
});
