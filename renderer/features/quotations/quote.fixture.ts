import { QuoteDetailSchema, type QuoteDetail } from '../../../shared/contract/quotations/quotations.schema.js';
import {
  PaymentSummarySchema, PolicySummarySchema, QuoteSchema, type PaymentSummary, type PolicySummary, type Quote,
} from '../../../shared/contract/proposals/proposals.schema.js';
import { customerFixture } from '../customers/customer.fixture.js';

const at = '2025-03-04T08:00:00.000Z';

/** A schema-valid quote for tests: AED 2,000 premium, AED 100 fee, 5 % VAT, AED 2,205 total. */
export function quoteFixture(overrides: Partial<Quote> = {}): Quote {
  return QuoteSchema.parse({
    _id: 'q1',
    createdAt: at,
    updatedAt: at,
    ref: 'QUO-1001',
    proposalId: 'p1',
    proposalRef: 'PRO-2001',
    customerId: 'c1',
    customerName: 'Omar Haddad',
    companyId: 'co1',
    companyName: 'Orient Insurance',
    planId: 'pl1',
    planName: 'Orient Gold',
    insuranceType: 'comprehensive',
    repairCondition: 'agency',
    issuingMode: 'online',
    valueFils: 8_000_000,
    excessFils: 50_000,
    priceFils: 200_000,
    adminFeeFils: 10_000,
    vatFils: 10_500,
    totalFils: 220_500,
    lines: [
      { code: 'basePremium', label: 'Base premium', amountFils: 220_000, detail: '2.75 % of AED 80,000.00' },
      { code: 'noClaimsDiscount', label: 'No-claims discount', amountFils: -20_000, detail: '2 claim-free years' },
      { code: 'adminFee', label: 'Processing fees', amountFils: 10_000, detail: 'Fixed fee' },
      { code: 'vat', label: 'VAT (5 %)', amountFils: 10_500, detail: '5 % of AED 2,100.00' },
    ],
    includedBenefits: [{ code: 'roadside', label: 'Roadside assistance', limit: 'UAE only' }],
    addons: [
      { code: 'pab', label: 'Personal accident (driver)', priceFils: 12_000, isMandatory: false, selected: true },
      { code: 'oman', label: 'Oman cover', priceFils: 30_000, isMandatory: false, selected: false },
    ],
    coverages: [
      { code: 'tpl', label: 'Third party liability', value: 'AED 3,500,000' },
      { code: 'theft', label: 'Theft', value: 'Covered' },
    ],
    warnings: [],
    priceEditCount: 0,
    paymentStatus: 'unpaid',
    isBought: false,
    isCurrent: true,
    status: 'Active',
    expiresAt: '2025-04-03T08:00:00.000Z',
    policyId: null,
    ...overrides,
  });
}

export function paymentFixture(overrides: Partial<PaymentSummary> = {}): PaymentSummary {
  return PaymentSummarySchema.parse({
    _id: 'pay1',
    createdAt: at,
    updatedAt: at,
    ref: 'PAY-3001',
    quoteId: 'q1',
    provider: 'card',
    paidBy: 'CRM - Link',
    amountFils: 220_500,
    status: 'pending',
    paymentUrl: 'https://pay.example.test/order/abc',
    orderRef: null,
    failureReason: null,
    paidAt: null,
    refundStatus: null,
    refundedFils: 0,
    refundedAt: null,
    ...overrides,
  });
}

export function policySummaryFixture(overrides: Partial<PolicySummary> = {}): PolicySummary {
  return PolicySummarySchema.parse({
    _id: 'pol1',
    ref: 'POL-4001',
    companyName: 'Orient Insurance',
    companyPolicyNumber: 'OR/2025/778',
    status: 'Active',
    startDate: '2025-03-05T00:00:00.000Z',
    expiryDate: '2026-03-04T00:00:00.000Z',
    premiumFils: 220_500,
    issueError: null,
    hasFile: false,
    ...overrides,
  });
}

/** The payment-status answer of a quote, with the policy the payment made (none by default). */
export function paymentStatusAnswer(payments: PaymentSummary[] = [], paymentStatus: Quote['paymentStatus'] = 'unpaid', quoteId = 'q1', policy: PolicySummary | null = null) {
  return { success: true as const, data: { quoteId, paymentStatus, payments, policy } };
}

export function quoteDetailFixture(overrides: Partial<QuoteDetail> = {}): QuoteDetail {
  const quote = overrides.quote ?? quoteFixture();
  return QuoteDetailSchema.parse({
    quote,
    car: {
      _id: 'car1',
      vin: 'JTMHV05J604123456',
      year: 2022,
      make: 'Toyota',
      model: 'Land Cruiser',
      trim: 'GXR',
      trimId: null,
      bodyType: null,
      vehicleType: '4wd',
      cylinders: 6,
      seats: 7,
      gccSpec: true,
      colour: 'White',
      firstRegistrationDate: null,
      mileageKm: 30000,
      valueFils: 8_000_000,
      registration: { useOfVehicle: 'Personal', plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai' },
    },
    customer: { ...customerFixture(), profile: {} },
    payable: {
      quoteId: quote._id,
      premiumNonTaxableFils: 200_000,
      vatPercent: 5,
      vatFils: 10_500,
      discountFils: 0,
      policyFeeFils: 10_000,
      totalFils: 220_500,
      lines: quote.lines,
    },
    payments: [],
    policy: null,
    edits: [],
    history: [],
    products: [],
    ...overrides,
  });
}
