import type { FastifyInstance } from 'fastify';
import type { PlanQuote } from '../../../shared/contract/companies/index.js';
import { newId } from '../../db/ids.js';
import type { InsurerGateway } from '../../services/insurers/insurerGateway.js';
import { createSandboxInsurer } from '../../services/insurers/sandboxInsurer.js';
import { nextCustomerSeq } from '../customers/customers.repository.js';
import { nextRefs } from '../proposals/salesRecords.js';

/**
 * Test data for the payment and policy tests: a customer with the documents an insurer needs,
 * a car with its registration, and a proposal with priced quotes, inserted straight into the
 * tables (the quoting engine is not under test here).
 */
export interface SaleFixtureOptions {
  quotes?: Array<{ totalFils: number; adminFeeFils?: number; expiresAt?: string | null; isCurrent?: boolean }>;
  /** Registration facts the insurer checks; `null` leaves one out. */
  chesisNo?: string | null;
  emiratesId?: string | null;
  policyStartDate?: string;
  proposalStatus?: { status: string; reason: string | null };
}

export interface SaleFixture {
  customerId: string;
  proposalId: string;
  proposalRef: string;
  carId: string;
  companyId: string;
  companyName: string;
  quoteIds: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

function pricing(companyId: string, companyName: string, totalFils: number, adminFeeFils: number): PlanQuote {
  const vatFils = Math.round((totalFils - adminFeeFils) / 21);
  const premiumFils = totalFils - adminFeeFils - vatFils;
  return {
    status: 'quoted', companyId, companyName, planId: newId(), planName: 'Comprehensive Plus', insuranceType: 'comprehensive', repairCondition: 'agency',
    issuingMode: 'online', matrixRowId: newId(), premiumFils, band: { minFils: 0, maxFils: null }, excessFils: 500_00,
    includedBenefits: [{ code: 'roadsideAssistance', label: 'Roadside assistance', limit: null }, { code: 'windscreen', label: 'Windscreen', limit: 'AED 3,000' }],
    addons: [{ code: 'gccCover', label: 'GCC cover', priceFils: 400_00, isMandatory: false, selected: false }],
    coverages: [{ code: 'ownDamage', label: 'Own damage', value: 'Market value' }],
    lines: [
      { code: 'basePremium', label: 'Base premium', amountFils: premiumFils, detail: '2.50% of AED 100,000.00' },
      { code: 'adminFee', label: 'Processing fee', amountFils: adminFeeFils, detail: 'Company fee' },
      { code: 'vat', label: 'VAT', amountFils: vatFils, detail: '5%' },
    ],
    subtotalFils: premiumFils + adminFeeFils, vatFils, totalFils, warnings: [],
  };
}

let counter = 0;

export async function createSaleFixture(app: FastifyInstance, options: SaleFixtureOptions = {}): Promise<SaleFixture> {
  const db = app.db;
  const at = new Date().toISOString();
  const n = ++counter;
  const company = await db.selectFrom('insurance_companies').select(['id', 'company_name'])
    .where('motor_active', '=', 1).where('is_active', '=', 1).orderBy('seq').executeTakeFirstOrThrow();
  const customerId = newId();
  // Customers are numbered as the app numbers them, so a customer added later through the app never meets this number.
  await db.insertInto('customers').values({
    seq: await nextCustomerSeq(db), id: customerId, customer_ref: `CUS-FIX-${customerId}`, full_name: `Fixture Buyer ${n}`, email: `buyer.${customerId}@example.ae`, country_code: '971',
    mobile_number: `50${String(1_000_000 + n).slice(-7)}`, role: 'User', date_of_birth: '1988-04-12', nationality: 'United Arab Emirates',
    emirates_id: options.emiratesId === undefined ? '784199012345676' : options.emiratesId, driving_license_no: '1234567',
    driving_license_issue_date: '2010-01-01', driving_license_expiry_date: '2030-01-01', is_block: 0, created_at: at, updated_at: at,
  }).execute();
  const carId = newId();
  const chesisNo = options.chesisNo === undefined ? '1HGCM82633A004352' : options.chesisNo;
  await db.insertInto('cars').values({
    id: carId, vin: null, customer_id: customerId, make: 'Toyota', model: 'Camry', trim: 'GLE', trim_id: null, year: 2023, body_type: 'Sedan',
    vehicle_type: 'sedan', cylinders: 4, colour: 'White', gcc_spec: 1, first_registration_date: '2023-02-01', mileage_km: 20_000, value_fils: 100_000_00,
    vin_decode: null, created_at: at, updated_at: at,
    registration: JSON.stringify({ chesisNo, plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai', useOfVehicle: 'Personal' }),
  }).execute();
  const proposalId = newId();
  const [proposalRef] = (await nextRefs(db, 'proposals', 1)) as [string];
  const today = new Date().toISOString().slice(0, 10);
  await db.insertInto('proposals').values({
    id: proposalId, ref: proposalRef, line: 'motor', customer_id: customerId, source: 'Website', car: '2023 Toyota Camry', value_fils: 100_000_00,
    status: options.proposalStatus?.status ?? 'Quote generated', status_reason: options.proposalStatus?.reason ?? null, expires_at: null,
    car_id: carId, created_at: at, updated_at: at,
    details: JSON.stringify({
      driver: { licenceNo: '1234567', licenceIssueDate: '2010-01-01' }, insurance: { typeOfIssues: 'Renewal', claimHistory: false, hasNoClaimsProof: false },
      policyEffectiveDate: options.policyStartDate ?? today, isQuickProposal: false,
    }),
  }).execute();
  const quoteIds: string[] = [];
  const quotes = options.quotes ?? [{ totalFils: 2_625_00 }];
  const refs = await nextRefs(db, 'quotes', quotes.length);
  for (const [index, quote] of quotes.entries()) {
    const id = newId();
    const adminFeeFils = quote.adminFeeFils ?? 0;
    const plan = pricing(company.id, company.company_name, quote.totalFils, adminFeeFils);
    await db.insertInto('quotes').values({
      id, ref: refs[index]!, proposal_id: proposalId, customer_id: customerId, company_id: company.id, company_name: company.company_name,
      plan_id: plan.planId, plan_name: plan.planName, price_fils: plan.premiumFils, status: 'offered', insurance_type: 'comprehensive', repair_condition: 'agency',
      value_fils: 100_000_00, excess_fils: 500_00, admin_fee_fils: adminFeeFils, vat_fils: plan.vatFils, total_fils: quote.totalFils, pricing: JSON.stringify(plan),
      is_current: quote.isCurrent === false ? 0 : 1,
      expires_at: quote.expiresAt === undefined ? new Date(Date.now() + 30 * DAY_MS).toISOString() : quote.expiresAt,
      created_at: new Date(Date.now() + index).toISOString(), updated_at: at,
    }).execute();
    quoteIds.push(id);
  }
  return { customerId, proposalId, proposalRef, carId, companyId: company.id, companyName: company.company_name, quoteIds };
}

/**
 * The sandbox insurer as the payment tests use it: it counts the policies it is asked for, takes a
 * moment to answer as a real insurer does (so requests sent at once overlap), and a test can take
 * it offline (`state.down`).
 */
export function createTestInsurer() {
  const sandbox = createSandboxInsurer();
  const state = { down: false, calls: 0 };
  const gateway: InsurerGateway = {
    async issuePolicy(request) {
      state.calls += 1;
      if (state.down) throw new Error('connect ECONNREFUSED 10.0.0.7:443');
      await new Promise((resolve) => setTimeout(resolve, 20));
      return sandbox.issuePolicy(request);
    },
  };
  return { gateway, state };
}
