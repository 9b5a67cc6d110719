import { HealthProposalEditSchema } from '../../shared/contract/health-proposals/index.js';
import { wholeEdit } from '../../shared/contract/health-proposals/health-proposal-form.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTIONS, MODULE_KEYS, parsePermission, permissionRefusal, type ModuleAccessMap, type Permission } from '../../shared/access/index.js';
import { buildPath, type EndpointDef, type EndpointKey } from '../../shared/contract/index.js';
import { loadAllEndpoints } from '../../shared/contract/loadEndpoint.js';
import { DEFAULT_MOTOR_PRICING_SETTINGS } from '../../shared/contract/companies/index.js';
import { newId } from '../../server/db/ids.js';
import { buildTestServer, multipartFile, SAMPLE_PDF, type TestServer } from '../helpers/buildTestServer.js';
import { sponsorCallHeaders } from '../../server/modules/sponsors/claimSignature.js';
import { SANDBOX_SPONSOR_KEY } from '../../server/modules/sponsors/sponsorSettings.js';

/** Every endpoint of the contract, loaded once for the cases below. */
const everyEndpoint = await loadAllEndpoints();

/**
 * Walks every endpoint the contract declares, now and later: each one refuses strangers (401),
 * unknown records (404) and bad input (400 naming the field) without changing anything.
 */

interface Input {
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

interface Known {
  customerId: string;
  policyId: string;
}

const UNKNOWN_ID = 'ffffffffffffffffffffffff';
/** A health comparison takes two quotes at least. */
const TWO_UNKNOWN_IDS = [UNKNOWN_ID, 'eeeeeeeeeeeeeeeeeeeeeeee'];

/** Endpoints whose `{id}` is a policy, not a customer (see customers.contract.ts). */
const POLICY_ID_ENDPOINTS = new Set<EndpointKey>(['customers.uploadPolicy', 'customers.resendPolicy', 'customers.sharePolicySms']);

/** Sample bodies of the motor master data (issue 5). */
const COMPANY_BODY = {
  companyName: 'Contract Insurance', companyWebsite: 'https://contract.example.ae', headquarters: 'Dubai', startedYear: '1999',
  googlePlaceId: 'ChIJcontract', dec: 'Contract test company',
};
const MATRIX_BODY = {
  companyId: UNKNOWN_ID, planId: UNKNOWN_ID, insuranceType: 'thirdparty', vehicleType: 'sedan', noOfCylinders: 4, fixedPremiumFils: 80_000, minimumPremiumFils: 80_000,
};
const RISK_BODY = {
  car: { make: 'Toyota', model: 'Camry', vehicleType: 'sedan', cylinders: 4, year: 2024, valueFils: 9_000_000, gccSpec: true },
  driver: { age: 35, licenceYears: 10 },
};

/** The proposal wizard's smallest input (issue 6); its customer id is unknown, so nothing is created. */
const PROPOSAL_BODY = {
  customer: { customerId: UNKNOWN_ID, fullName: 'Contract Test', email: 'contract.test@example.ae', mobileNumber: '0500000001', dateOfBirth: '1990-01-01' },
  car: { year: 2022, make: 'Toyota', model: 'Camry', vehicleType: 'sedan', cylinders: 4, valueFils: 6_000_000 },
  driver: { licenceIssueDate: '2012-01-01' },
  insurance: {},
  policyEffectiveDate: '2030-01-01',
};

/** Sample bodies of the catalogue areas of the resource kit (issue 14). */
const PRODUCT_BODY = { productName: 'Contract product', priceFils: 1_000, description: '<p>Contract test</p>' };
const BENEFIT_BODY = { name: 'Contract benefit', description: 'Contract test', limitType: 'boolean', limit: 'YES', additionalChargeFils: 1_000 };
const PARTNER_BODY = { companyName: 'Contract partner', category: 'club-dining', discountCode: 'CT01', locations: [{ location: 'Dubai Marina', googleLocation: 'https://maps.app.goo.gl/contract' }] };
const OFFER_BODY = {
  partner: UNKNOWN_ID, category: 'club-dining', discountTitle: 'Contract offer', discountValue: 10, startDate: '2026-01-01', expiryDate: '2026-12-31',
  description: 'Contract test', termsNConditions: '<p>Contract test</p>',
};
const BLOG_BODY = { title: 'Contract post', slug: 'contract-post', content: '<p>Contract test</p>' };
const VOUCHER_BODY = { promoCode: 'CONTRACT1', discountType: 'percentage', discountValue: 5, createdDate: '2026-01-01', expiryDate: '2026-12-31' };
const SPONSOR_BODY = { companyName: 'Contract sponsor', voucherId: UNKNOWN_ID };
const GARAGE_BODY = { name: 'Contract garage', emirate: 'Dubai', area: 'Al Quoz', phone: '04 123 4567' };
const HEALTH_PROVIDER_BODY = {
  providerName: 'Contract clinic', serviceProvider: 'Contract group', providerLicenseNumber: 'CT-0001', providerContactNumber: '04 123 4567', providerAddresss: 'Al Barsha, Dubai',
};
const HEALTH_COMPANY_BODY = { companyId: UNKNOWN_ID, commission: 10, reductionValue: 0 };
const HEALTH_ROW_BODY = { plan: UNKNOWN_ID, visaType: [{ visaType: 'Self' }], ageFrom: 18, ageTo: 30, premium: 100_000 };
const HEALTH_CONDITION_BODY = { company: UNKNOWN_ID, condition: 'smoker', cityName: [{ emirate: 'Dubai' }], amountType: 'percentage', percentage: 10 };
const HEALTH_PREVIEW_BODY = {
  insuredType: 'Self', emirate: 'Dubai', salaryBand: '12000+', startDate: '2030-01-01',
  members: [{ dateOfBirth: '1990-01-01', gender: 'Male', maritalStatus: 'Single' }],
};
const CORPORATE_BODY = {
  fullName: 'Contract Trading', contactPersons: [{ personName: 'Contract Person', mobileNumber: '501234567', position: 'Manager' }],
  generalInsurance: true,
  general: [{ currentInsurer: 'None', currentInsurerYears: 0, existingBrokerYears: 0, renewalDate: '2027-01-01', subProduct: 'Cyber Insurance', probability: '3', status: 'Quoting' }],
};
const EVOUCHER_BODY = { title: 'Contract e-voucher', brand: 'Contract', faceValueFils: 1_000, startDate: '2025-01-01', expiryDate: '2099-12-31' };

/** Valid input for endpoints whose schemas refuse an empty body. A new such endpoint needs a line here. */
const VALID_BODIES: Partial<Record<EndpointKey, (known: Known) => Record<string, unknown>>> = {
  'auth.login': () => ({ email: 'admin@brokerdesk.demo', password: 'not-the-password' }),
  'customers.create': () => ({ fullName: 'Contract Test', email: 'contract.test@example.ae', mobileNumber: '0500000001' }),
  'customers.update': () => ({ fullName: 'Contract Test', email: 'contract.test@example.ae', mobileNumber: '0500000001' }),
  'customers.changeStatus': (known) => ({ coustomerId: known.customerId, isBlock: true }),
  'customers.createComment': () => ({ comment: 'A contract test comment' }),
  'customers.sharePolicySms': () => ({ toMobileNumber: '0500000001' }),
  'auth.changePassword': () => ({ currentPassword: 'not-the-password', newPassword: 'Contract-test-pass-1', confirmPassword: 'Contract-test-pass-1' }),
  'menus.create': () => ({ name: 'Contract test', url: '/contract-test', code: 'contract-test' }),
  'commissionStatement.statement': () => ({ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' }),
  'commissionStatement.exportCsv': () => ({ startDate: '2026-01-01T00:00:00.000Z', endDate: '2026-01-31T23:59:59.999Z' }),
  'products.create': () => PRODUCT_BODY,
  'products.update': () => PRODUCT_BODY,
  'products.setStatus': () => ({ productId: UNKNOWN_ID, isActive: false }),
  'benifits.create': () => BENEFIT_BODY,
  'benifits.update': () => BENEFIT_BODY,
  'partners.create': () => PARTNER_BODY,
  'partners.update': () => PARTNER_BODY,
  'discountOffers.create': () => OFFER_BODY,
  'discountOffers.update': () => OFFER_BODY,
  'discountOffers.setStatus': () => ({ isActive: false }),
  'discountOffers.redeem': () => ({ customerId: UNKNOWN_ID, billFils: 1_000 }),
  'blog.create': () => BLOG_BODY,
  'blog.update': () => BLOG_BODY,
  'blog.setStatus': () => ({ blogId: UNKNOWN_ID, isActive: true }),
  'vouchers.create': () => VOUCHER_BODY,
  'blacklist.create': () => ({ email: 'contract.blacklist@example.ae', mobileNumber: '0500000002' }),
  'blacklist.check': (known) => ({ customerId: known.customerId }),
  'vouchers.update': () => VOUCHER_BODY,
  'vouchers.setStatus': () => ({ voucherId: UNKNOWN_ID, isActive: false }),
  'sponsors.create': () => SPONSOR_BODY,
  'sponsors.update': () => SPONSOR_BODY,
  'sponsors.recordClaim': () => ({ ipAddress: '203.0.113.1', userAgent: 'Contract test' }),
  'corporateCustomers.create': () => CORPORATE_BODY,
  'corporateCustomers.update': () => CORPORATE_BODY,
  'corporateCustomers.setRowStatus': () => ({ line: 'general', index: 0, status: 'Lost' }),
  'garages.create': () => GARAGE_BODY,
  'garages.update': () => GARAGE_BODY,
  'garages.addToNetwork': () => ({ garageIds: [UNKNOWN_ID] }),
  'garages.removeFromNetwork': () => ({ garageIds: [UNKNOWN_ID] }),
  'healthTpaMasters.create': () => ({ name: 'Contract TPA' }),
  'healthTpaMasters.update': () => ({ name: 'Contract TPA' }),
  'healthNetworkMasters.create': () => ({ name: 'Contract network' }),
  'healthNetworkMasters.update': () => ({ name: 'Contract network' }),
  'healthProviders.create': () => HEALTH_PROVIDER_BODY,
  'healthProviders.update': () => HEALTH_PROVIDER_BODY,
  'healthCompanies.create': () => HEALTH_COMPANY_BODY,
  'healthCompanies.update': () => HEALTH_COMPANY_BODY,
  'healthTpas.create': () => ({ company: UNKNOWN_ID, TPAName: 'Contract TPA' }),
  'healthTpas.update': () => ({ company: UNKNOWN_ID, TPAName: 'Contract TPA' }),
  'healthNetworks.create': () => ({ tpa: UNKNOWN_ID, networkName: 'Contract network' }),
  'healthNetworks.update': () => ({ tpa: UNKNOWN_ID, networkName: 'Contract network' }),
  'healthCities.create': () => ({ network: UNKNOWN_ID, cityName: [{ emirate: 'Dubai' }] }),
  'healthCities.update': () => ({ network: UNKNOWN_ID, cityName: [{ emirate: 'Dubai' }] }),
  'healthPlans.create': () => ({ city: UNKNOWN_ID, planName: 'Contract plan' }),
  'healthPlans.update': () => ({ city: UNKNOWN_ID, planName: 'Contract plan' }),
  'healthMatrixes.create': () => HEALTH_ROW_BODY,
  'healthMatrixes.update': () => HEALTH_ROW_BODY,
  'healthCompanyConditions.create': () => HEALTH_CONDITION_BODY,
  'healthCompanyConditions.update': () => HEALTH_CONDITION_BODY,
  'healthPlanPreview.preview': () => HEALTH_PREVIEW_BODY,
  'healthNetworkProviders.assign': () => ({ providerIds: [UNKNOWN_ID] }),
  'healthNetworkProviders.unassign': () => ({ providerIds: [UNKNOWN_ID] }),
  'healthBenefits.savePlanValues': () => ({ planId: UNKNOWN_ID, benefits: [] }),
  'evouchers.create': () => EVOUCHER_BODY,
  'evouchers.update': () => EVOUCHER_BODY,
  'evouchers.setStatus': () => ({ evoucherId: UNKNOWN_ID, isActive: false }),
  'evouchers.createCode': () => ({ code: 'CONTRACT-0001' }),
  'evouchers.assign': (known) => ({ customerId: known.customerId, channel: 'email' }),
  'evouchers.changeRequestStatus': () => ({ status: 'rejected', reason: 'Contract test', channel: null }),
  'menus.update': () => ({ name: 'Contract test', url: '/contract-test', code: 'contract-test' }),
  'subAdmins.create': () => ({ fullName: 'Contract Test', email: 'contract.staff@example.ae', password: 'Contract-test-pass-1' }),
  'subAdmins.update': () => ({ fullName: 'Contract Test', email: 'contract.staff@example.ae' }),
  'subAdmins.changePassword': () => ({ password: 'Contract-test-pass-1' }),
  'companies.create': () => COMPANY_BODY,
  'companies.update': () => COMPANY_BODY,
  'companies.setStatus': () => ({ isActive: false }),
  'companies.planCreate': () => ({ companyId: UNKNOWN_ID, planName: 'Contract plan', insuranceType: 'comprehensive', repairCondition: 'agency' }),
  'companies.planUpdate': () => ({ planName: 'Contract plan', insuranceType: 'comprehensive', repairCondition: 'agency' }),
  'companies.matrixCreate': () => MATRIX_BODY,
  'companies.matrixUpdate': () => MATRIX_BODY,
  'companies.matrixReplace': () => ({ rows: [] }),
  'companies.pricingPreview': () => ({ risk: RISK_BODY }),
  'companies.excessCreate': () => ({ planId: UNKNOWN_ID, chargeFils: 35_000, vehicleValuationFromFils: 0, vehicleValuationToFils: 5_000_000 }),
  'companies.excessUpdate': () => ({ planId: UNKNOWN_ID, chargeFils: 35_000, vehicleValuationFromFils: 0, vehicleValuationToFils: 5_000_000 }),
  'companies.conditionCreate': () => ({ companyId: UNKNOWN_ID, name: 'Contract condition' }),
  'companies.conditionUpdate': () => ({ name: 'Contract condition' }),
  'companies.updatePlanBenefits': () => ({ planId: UNKNOWN_ID, benifits: [] }),
  'companies.updatePlanCoverages': () => ({ planId: UNKNOWN_ID, coverages: [] }),
  'companies.updatePricingSettings': () => ({ ...DEFAULT_MOTOR_PRICING_SETTINGS }),
  'cars.newModels': () => ({ make: 'Toyota' }),
  'cars.trims': () => ({ make: 'Toyota', model: 'Camry' }),
  'cars.carDetails': () => ({ make: 'Toyota', model: 'Camry', year: 2024 }),
  'cars.calculateCarValue': () => ({ newCarValueFils: 10_000_000, year: 2022, mileageKm: 40_000 }),
  'cars.updateCar': () => ({ make: 'Toyota', model: 'Camry', year: 2022 }),
  'cars.createCarByVin': () => ({ vin: '1HGCM82633A004352' }),
  'cars.makeCreate': () => ({ name: 'Contract Make' }),
  'cars.makeUpdate': () => ({ name: 'Contract Make' }),
  'cars.uploadCsv': () => ({ mode: 'per-line', csv: 'make,model,trim,year,bodyType,cylinders,seats,newCarValue' }),
  'payments.paymentLink': () => ({ quoteId: UNKNOWN_ID }),
  'payments.migrate': () => ({ oldQuoteId: UNKNOWN_ID, newQuoteId: '000000000000000000000001' }),
  'policies.changeCompany': () => ({ companyId: UNKNOWN_ID }),
  'proposals.create': () => PROPOSAL_BODY,
  'healthProposals.create': () => ({
    customerId: UNKNOWN_ID, fullName: 'Contract Test', email: 'contract.test@example.ae', mobileNumber: '0500000001', gender: 'Male', dateOfBirth: '1990-01-01',
    salary: '12000+', city: 'Dubai', insurerType: 'Self', visaStatus: 'Renewal',
  }),
  // The edit states the whole form, so the sample is the form with its empty fields made explicit.
  'healthProposals.update': () => wholeEdit(HealthProposalEditSchema.parse({
    fullName: 'Contract Test', email: 'contract.test@example.ae', mobileNumber: '0500000001', gender: 'Male', dateOfBirth: '1990-01-01',
    salary: '12000+', city: 'Dubai', insurerType: 'Self', visaStatus: 'Renewal', policyStartDate: '2027-01-01',
  })),
  'claims.updateStatus': () => ({ id: UNKNOWN_ID, data: { status: 'Closed', note: 'Contract test' } }),
  'cancelRequest.updateDetails': () => ({ note: 'Contract test' }),
  'cancelRequest.updateStatus': () => ({ id: UNKNOWN_ID, data: { status: 'Sent to insurer', note: 'Contract test' } }),
  'cancelRequest.reject': () => ({ data: { reason: 'Contract test' } }),
  'cancelRequest.refundThroughGateway': () => ({ id: UNKNOWN_ID }),
  'cancelRequest.withdrawRefund': () => ({ id: UNKNOWN_ID, reason: 'Card closed' }),
  'leads.create': () => ({ ...PROPOSAL_BODY, customer: { ...PROPOSAL_BODY.customer, customerId: undefined } }),
  'proposals.compare': () => ({ ids: [UNKNOWN_ID] }),
  'proposals.updateQuoteDetails': () => ({ selectedAddons: [], reason: 'Contract test' }),
  'healthLeads.create': () => ({ fullName: 'Contract Lead', email: 'contract.lead@example.ae', mobileNumber: '501234567', nationality: 'Jordan', dateOfBirth: '1990-01-01', gender: 'Male' }),
  'healthProposals.assign': () => ({ agentId: UNKNOWN_ID }),
  'healthProposals.addVoucher': () => ({ promoCode: 'CONTRACT' }),
  'healthProposals.agentDiscount': () => ({ agentDiscountPercent: 1 }),
  'healthProposals.createComment': () => ({ comment: 'A contract test comment' }),
  'healthPolicies.createComment': () => ({ comment: 'A contract test comment' }),
  'healthProposals.updateQuote': () => ({ members: [{ memberId: 'm1', premiumFils: 100_000 }], loadingFils: 0, loadingReason: null, reason: 'Insurer confirmed' }),
  'proposals.createComment': (known) => ({ proposalId: known.customerId, comment: 'A contract test comment' }),
  'proposals.assign': () => ({ agentId: UNKNOWN_ID }),
  'proposals.deleteExpiredCarPhoto': () => ({ filePathToDelete: UNKNOWN_ID }),
  'proposals.addVoucher': () => ({ promoCode: 'CONTRACT' }),
  'proposals.agentDiscount': () => ({ agentDiscountPercent: 1 }),
  'proposals.applyForContact': () => ({ note: 'Call after 5 pm' }),
  'healthProposals.applyForContact': () => ({ note: 'Call after 5 pm' }),
  'proposals.userByEmail': () => ({ email: 'contract.test@example.ae' }),
  'quotations.editPrice': () => ({ price: 1500, reason: 'Contract test' }),
  'quotations.editVehicleValue': () => ({ carValue: 50_000, reason: 'Contract test' }),
  'quotations.editAdminFees': () => ({ adminFees: 0, reason: 'Contract test' }),
  'quotations.updateAddons': () => ({ productIds: [] }),
  'scannedDocuments.verifyEmiratesId': () => ({ fields: {} }),
  'scannedDocuments.verifyDrivingLicense': () => ({ fields: {} }),
  'scannedDocuments.verifyTradeLicense': () => ({ fields: {} }),
  'scannedDocuments.verifyRegistrationCard': () => ({ fields: {} }),
  'scannedDocuments.verifyRcFrontCopy': () => ({ fields: {} }),
  'scannedDocuments.verifyNewCarCard': () => ({ fields: {} }),
  'scannedDocuments.verifyOwnershipDocument': () => ({ fields: {} }),
  'scannedDocuments.verifyPassingPaper': () => ({ fields: {} }),
  'scannedDocuments.verifyVehicleClearanceCertificate': () => ({ fields: {} }),
  'scannedDocuments.verifyIbanLetter': () => ({ fields: {} }),
  'scannedDocuments.removeVehicleDocument': () => ({ documentType: 'registrationCard' }),
  'healthDocuments.remove': () => ({ documentKey: 'passport' }),
  'healthCompare.compare': () => ({ ids: TWO_UNKNOWN_IDS }),
  'healthCompare.comparePdf': () => ({ ids: TWO_UNKNOWN_IDS }),
  'healthCompare.compareExcel': () => ({ ids: TWO_UNKNOWN_IDS }),
  'healthCompare.editBenefit': () => ({ quoteId: UNKNOWN_ID, benefitId: 'dental', value: 'Contract test' }),
  'sharing.shareHealthCompareSms': () => ({ ids: TWO_UNKNOWN_IDS, toMobileNumber: '0500000001' }),
  'sharing.shareHealthCompareEmail': () => ({ ids: TWO_UNKNOWN_IDS, toEmail: 'contract.test@example.ae' }),
  'sharing.comparePdf': () => ({ ids: [UNKNOWN_ID] }),
  'sharing.shareCompareSms': () => ({ ids: [UNKNOWN_ID], toMobileNumber: '0500000001' }),
  'sharing.shareCompareEmail': () => ({ ids: [UNKNOWN_ID], toEmail: 'contract.test@example.ae' }),
  'sharing.shareQuoteSms': () => ({ toMobileNumber: '0500000001' }),
  'sharing.shareQuoteEmail': () => ({ toEmail: 'contract.test@example.ae' }),
  'sharing.sharePaymentLinkSms': () => ({ quoteId: UNKNOWN_ID, mobileNumber: '0500000001', paymentLink: 'https://pay.example.ae/x' }),
  'sharing.sharePaymentLinkEmail': () => ({ quoteId: UNKNOWN_ID, email: 'contract.test@example.ae', paymentLink: 'https://pay.example.ae/x' }),
  'sharing.shareHealthPaymentLinkSms': () => ({ quoteId: UNKNOWN_ID, mobileNumber: '0500000001', paymentLink: 'https://pay.example.ae/x' }),
  'sharing.shareHealthPaymentLinkEmail': () => ({ quoteId: UNKNOWN_ID, email: 'contract.test@example.ae', paymentLink: 'https://pay.example.ae/x' }),
  'sharing.chatbotSendPdf': () => ({ quoteIds: [UNKNOWN_ID] }),
  'groupHealth.edit': () => ({ emirate: 'Dubai' }),
  'groupHealth.setStatus': () => ({ data: { proposalStatus: 'Quoting' } }),
  'groupHealth.addMember': () => ({
    member: {
      fullName: 'Contract Member', dateOfBirth: '1990-01-01', gender: 'Male', nationality: 'India', relation: 'Employee', maritalStatus: 'Single',
      salaryBand: '12000+', visaEmirate: 'Dubai', category: 'A',
    },
    effectiveDate: '2026-06-01',
  }),
  'groupHealth.deleteMember': () => ({ memberId: UNKNOWN_ID, effectiveDate: '2026-06-01' }),
  'groupHealth.addComment': () => ({ comment: 'Contract test' }),
  'groupHealth.shareEmail': () => ({ toEmail: 'contract.test@example.ae' }),
  'groupHealth.shareMail': () => ({ email: 'contract.test@example.ae' }),
  'groupHealth.shareSms': () => ({ mobileNumber: '0500000001' }),
  'paymentLink.create': () => ({ billAmountFils: 1_000, idempotencyKey: 'contract-test-key' }),
  'paymentLink.shareEmail': () => ({ email: 'contract.test@example.ae' }),
  'paymentLink.shareSms': () => ({ mobileNumber: '0500000001' }),
};

/** Endpoints with an `{id}` that cannot answer 404 for an unknown one, and why. */
const NO_404: Partial<Record<EndpointKey, string>> = {};

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  const base = schema && unwrap(schema);
  return base instanceof z.ZodObject ? base.shape : undefined;
}

/** The schema that decides a field's type: without optional, required, nullable, default or a following pipe. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNonOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) current = current.unwrap() as z.ZodType;
    else if (current instanceof z.ZodPipe) current = current.in as z.ZodType;
    else return current;
  }
}

/** A value of the wrong type for the field, as it would arrive in that part of the request. */
function wrongTyped(field: z.ZodType, part: 'query' | 'body'): unknown {
  const base = unwrap(field);
  if (base instanceof z.ZodNumber) return 'not-a-number';
  if (base instanceof z.ZodBoolean) return 'not-a-boolean';
  if (part === 'query') return undefined; // every query value is text: only numbers and flags can be mistyped
  if (base instanceof z.ZodObject || base instanceof z.ZodArray) return 'not-an-object';
  return 12345;
}

function maxLengthOf(field: z.ZodType): number | null {
  const base = unwrap(field);
  return base instanceof z.ZodString ? base.maxLength : null;
}

let server: TestServer;
let token: string;
let known: Known;

function validInput(key: EndpointKey, def: EndpointDef, id: string): Input {
  const input: Input = {};
  const params = shapeOf(def.params);
  // An id parameter names the record under test; a parameter of fixed values (a kit image's `field`) takes its first.
  const fixed = (name: string) => { const base = unwrap(params![name] as z.ZodType); return base instanceof z.ZodEnum ? (base.options[0] as string) : undefined; };
  if (params) input.params = Object.fromEntries(Object.keys(params).map((name) => [name, name === 'policyId' ? known.policyId : fixed(name) ?? id]));
  if (def.query) input.query = {};
  if (def.body) input.body = VALID_BODIES[key]?.(known) ?? {};
  return input;
}

function send(key: EndpointKey, def: EndpointDef, input: Input, withToken: boolean | string = true) {
  const url = buildPath(def.path.startsWith('/') ? def.path : `/${def.path}`, input.params);
  const upload = def.multipart ? multipartFile('file', 'policy.pdf', SAMPLE_PDF) : undefined;
  const hasBody = def.method !== 'GET' && (def.method !== 'DELETE' || def.body !== undefined);
  // The marketplace's calls to the sponsor links are signed over their exact body, as it signs them.
  const sponsorLink = key.startsWith('sponsors.') && def.permission === 'public';
  const rawBody = sponsorLink && hasBody ? JSON.stringify(input.body ?? {}) : undefined;
  const signed = sponsorLink ? { 'content-type': 'application/json', ...sponsorCallHeaders(SANDBOX_SPONSOR_KEY, { method: def.method, path: url, rawBody: rawBody ?? '' }) } : {};
  return server.app.inject({
    method: def.method,
    url,
    query: input.query as Record<string, string> | undefined,
    ...(upload ?? (hasBody ? { payload: rawBody ?? input.body ?? {} } : {})),
    headers: { ...upload?.headers, ...signed, ...(withToken ? { authorization: `Bearer ${withToken === true ? token : withToken}` } : {}) },
  });
}

/** Everything a wrongly accepted request could have changed. */
async function fingerprint() {
  const db = server.app.db;
  const counts = await Promise.all(
    (['customers', 'history', 'comments', 'outbox_messages', 'stored_files', 'policies', 'accounts', 'menus', 'roles'] as const).map(async (table) =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)),
  );
  const customer = await db.selectFrom('customers').selectAll().where('id', '=', known.customerId).executeTakeFirstOrThrow();
  const policy = await db.selectFrom('policies').selectAll().where('id', '=', known.policyId).executeTakeFirstOrThrow();
  const accounts = await db.selectFrom('accounts').select(['id', 'password_hash', 'module_access', 'disabled', 'deleted_at', 'updated_at']).orderBy('id').execute();
  const menus = await db.selectFrom('menus').select(['id', 'updated_at', 'removed_at']).orderBy('id').execute();
  const sessions = await db.selectFrom('sessions').select(['id', 'revoked_at']).orderBy('id').execute();
  return { counts, customer, policy, accounts, menus, sessions };
}

beforeAll(async () => {
  server = await buildTestServer();
  token = await server.login();
  const policy = await server.app.db.selectFrom('policies').select(['id', 'customer_id']).executeTakeFirstOrThrow();
  known = { customerId: policy.customer_id, policyId: policy.id };
});
afterAll(async () => server.close());

const endpoints = everyEndpoint;

describe('every endpoint', () => {
  it('is covered: the contract declares endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it.each(endpoints.filter(([, def]) => def.permission !== 'public'))('%s answers 401 without a token', async (key, def) => {
    const before = await fingerprint();
    const response = await send(key, def, validInput(key, def, known.customerId), false);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect(await fingerprint()).toEqual(before);
  });

  it.each(endpoints.filter(([key, def]) => shapeOf(def.params)?.id && !NO_404[key]))('%s answers 404 for an unknown id', async (key, def) => {
    const response = await send(key, def, validInput(key, def, UNKNOWN_ID));
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/not found/i) });
  });

  it.each(endpoints.filter(([, def]) => def.body && !def.multipart))('%s has a valid sample body in this test', (key, def) => {
    const sample = validInput(key, def, known.customerId).body;
    expect(def.body!.safeParse(sample).success, `add a valid body for ${key} to VALID_BODIES`).toBe(true);
  });
});

type BadCase = [string, EndpointKey, EndpointDef, 'query' | 'body', string, unknown];

/** One bad input per field and problem: wrong type, missing when required, longer than its maximum. */
function badCases(): BadCase[] {
  const cases: BadCase[] = [];
  for (const [key, def] of endpoints) {
    for (const part of ['query', 'body'] as const) {
      const shape = def.multipart && part === 'body' ? undefined : shapeOf(def[part]);
      for (const [field, schema] of Object.entries(shape ?? {})) {
        const wrong = wrongTyped(schema, part);
        if (wrong !== undefined) cases.push([`${key} ${part}.${field} of the wrong type`, key, def, part, field, wrong]);
        if (!schema.safeParse(undefined).success) cases.push([`${key} ${part}.${field} missing`, key, def, part, field, undefined]);
        const max = maxLengthOf(schema);
        if (max !== null) cases.push([`${key} ${part}.${field} over ${max} characters`, key, def, part, field, 'a'.repeat(max + 1)]);
      }
    }
  }
  return cases;
}

describe('bad input', () => {
  it.each(badCases())('%s: 400 naming the field, nothing changed', async (_name, key, def, part, field, value) => {
    const id = POLICY_ID_ENDPOINTS.has(key) ? known.policyId : known.customerId;
    const input = validInput(key, def, id);
    const bad = { ...input[part] };
    if (value === undefined) delete bad[field];
    else bad[field] = value;
    const before = await fingerprint();
    const response = await send(key, def, { ...input, [part]: bad });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ success: boolean; message: string; fieldErrors?: Record<string, string> }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(`${field}:`);
    expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
    expect(await fingerprint()).toEqual(before);
  });
});

/** The ways a request can arrive without a body: none at all (no Content-Type either), an empty JSON body, JSON `null`. */
const ABSENT_BODIES = [
  ['no body', {}],
  ['an empty JSON body', { payload: '', headers: { 'content-type': 'application/json' } }],
  ['a JSON null body', { payload: 'null', headers: { 'content-type': 'application/json' } }],
] as const;

/** Sends the endpoint with one of the absent bodies, every path parameter set to `id` and an empty query. */
function sendWithoutBody(def: EndpointDef, absent: (typeof ABSENT_BODIES)[number][1], id: string) {
  const params = Object.fromEntries(Object.keys(shapeOf(def.params) ?? {}).map((name) => [name, id]));
  const url = buildPath(def.path.startsWith('/') ? def.path : `/${def.path}`, params);
  const headers = 'headers' in absent ? absent.headers : {};
  return server.app.inject({ method: def.method, url, ...absent, headers: { ...headers, authorization: `Bearer ${token}` } });
}

/** Body fields whose schema refuses a missing value. */
function requiredFields(def: EndpointDef): string[] {
  return Object.entries(shapeOf(def.body) ?? {}).filter(([, schema]) => !schema.safeParse(undefined).success).map(([field]) => field);
}

describe('a request without a body', () => {
  // Lists and dashboards take page, size and search in the query: their body only filters, and an absent one filters nothing.
  const allOptional = endpoints.filter(([, def]) => def.body && !def.multipart && def.body.safeParse({}).success);

  it('is covered: the contract has endpoints whose every body field is optional, lists among them', () => {
    expect(allOptional.length).toBeGreaterThan(10);
    expect(allOptional.filter(([, def]) => def.pageSize).length).toBeGreaterThan(3);
  });

  // An unknown id: an endpoint with a path parameter answers 404 from its handler, so the input was accepted and nothing changes.
  describe.each(ABSENT_BODIES)('sent with %s', (_name, absent) => {
    it.each(allOptional)('%s reads it as an empty body: no filter, not a 400', async (_key, def) => {
      const response = await sendWithoutBody(def, absent, UNKNOWN_ID);
      expect(response.statusCode, response.body).not.toBe(400);
      if (def.params) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ success: false, message: expect.stringMatching(/not found/i) });
        return;
      }
      expect(response.statusCode, response.body).toBe(200);
      if (def.download) return;
      const body: unknown = response.json();
      expect(def.response.safeParse(body).success, response.body).toBe(true);
      if (!def.pageSize) return;
      // A list answers the usual list shape, the same page as with an empty filter.
      expect(body).toMatchObject({ success: true, data: expect.any(Array), pagination: expect.any(Object) });
      const unfiltered = await sendWithoutBody(def, { payload: {} }, UNKNOWN_ID);
      expect(body).toEqual(unfiltered.json());
    });

    it('an endpoint with a required body field still answers 400 naming each required field, nothing changed', async () => {
      const [, def] = endpoints.find(([key]) => key === 'customers.create')!;
      const required = requiredFields(def);
      expect(required.length).toBeGreaterThan(0);
      const before = await fingerprint();
      const response = await sendWithoutBody(def, absent, UNKNOWN_ID);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json<{ success: boolean; message: string; fieldErrors?: Record<string, string> }>();
      expect(body.success).toBe(false);
      for (const field of required) {
        expect(body.message).toContain(`${field}:`);
        expect(Object.keys(body.fieldErrors ?? {})).toContain(field);
      }
      expect(await fingerprint()).toEqual(before);
    });
  });
});

/** A staff account (not a supervisor) with the given module map, signed in without a password. */
async function staffSession(map: ModuleAccessMap, isSupervisor = false): Promise<string> {
  const at = new Date().toISOString();
  const id = newId();
  await server.app.db.insertInto('accounts').values({
    id, email: `walker.${id}@example.ae`, password_hash: 'not-a-hash', full_name: 'Permission Walker', type: 'user', role: 'Sub-Admin',
    module_access: JSON.stringify(map), is_supervisor: isSupervisor ? 1 : 0, disabled: 0, created_at: at, updated_at: at,
  }).execute();
  const account = await server.app.db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return server.app.sessions.open(account);
}

/** Every flag of every module, less one module action. */
function everythingExcept(permission: Permission): ModuleAccessMap {
  const rule = parsePermission(permission);
  return Object.fromEntries(MODULE_KEYS.map((key) => [
    key,
    Object.fromEntries(ACTIONS.map((action) => [action, !(rule.kind === 'module' && rule.module === key && rule.action === action)])),
  ]));
}

describe('permissions', () => {
  const moduleEndpoints = endpoints.filter(([, def]) => parsePermission(def.permission).kind === 'module');

  it('are declared as module actions by the endpoints that need one', () => {
    expect(moduleEndpoints.length).toBeGreaterThan(10);
  });

  it.each(moduleEndpoints)('%s answers 403 to a staff account that has every permission but its own', async (key, def) => {
    const staffToken = await staffSession(everythingExcept(def.permission));
    const before = await fingerprint();
    const id = POLICY_ID_ENDPOINTS.has(key) ? known.policyId : known.customerId;
    const response = await send(key, def, validInput(key, def, id), staffToken);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ success: false, message: permissionRefusal(def.permission) });
    expect(await fingerprint()).toEqual(before);
  });

  it.each(endpoints.filter(([, def]) => def.permission === 'supervisor'))('%s answers 403 to an account that is not a supervisor', async (key, def) => {
    const all = everythingExcept('signedIn');
    const staffToken = await staffSession(all);
    const before = await fingerprint();
    const response = await send(key, def, validInput(key, def, known.customerId), staffToken);
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ success: false, message: permissionRefusal('supervisor') });
    expect(await fingerprint()).toEqual(before);
  });

  it('lets the same kind of account through once it holds the permission', async () => {
    const [key, def] = moduleEndpoints.find(([name]) => name === 'menus.list')!;
    const response = await send(key, def, validInput(key, def, known.customerId), await staffSession({ menu: { read: true } }));
    expect(response.statusCode, response.body).toBe(200);
  });
});
