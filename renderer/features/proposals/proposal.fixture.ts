import {
  ProposalDetailSchema, ProposalListItemSchema, type ProposalDetail, type ProposalListItem,
} from '../../../shared/contract/proposals/proposals.schema.js';
import type { EndpointKey } from '../../../shared/contract/index.js';
import { ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { customerFixture } from '../customers/customer.fixture.js';

const at = '2025-06-01T06:30:00.000Z';

/** A schema-valid proposal list row for tests. */
export function proposalRowFixture(overrides: Partial<ProposalListItem> = {}): ProposalListItem {
  return ProposalListItemSchema.parse({
    _id: 'p1',
    createdAt: at,
    updatedAt: at,
    ref: 'PRO-2001',
    customer: { _id: 'c1', fullName: 'Omar Haddad', mobileNumber: '501234567' },
    car: 'Toyota Camry',
    valueFils: 8_000_000,
    createdBy: { _id: 'u1', fullName: 'Sara Staff' },
    assignedTo: null,
    source: 'Social Media',
    isPaid: false,
    status: 'Customer contacted',
    statusReason: 'Didn’t pick up',
    policyStatus: null,
    quoteCount: 3,
    quotesCreatedAt: at,
    expiresAt: '2025-07-01T06:30:00.000Z',
    isRenewal: false,
    ...overrides,
  });
}

/** A schema-valid proposal detail for tests. */
export function proposalFixture(overrides: Partial<ProposalDetail> = {}): ProposalDetail {
  return ProposalDetailSchema.parse({
    ...proposalRowFixture(),
    status: 'Un Attended',
    statusReason: null,
    customer: {
      ...customerFixture({ createdAt: at, updatedAt: at }),
      profile: { arabicName: 'عمر حداد', gender: 'male', maritalStatus: 'Married', occupation: 'Manager', address: 'Dubai Marina' },
    },
    carDetails: {
      _id: 'car1',
      year: 2022,
      make: 'Toyota',
      model: 'Camry',
      trim: 'GLE',
      trimId: 't1',
      bodyType: 'Sedan',
      vehicleType: 'sedan',
      cylinders: 4,
      seats: 5,
      gccSpec: true,
      colour: 'White',
      firstRegistrationDate: null,
      mileageKm: null,
      valueFils: 8_000_000,
      vin: null,
      registration: { chesisNo: 'JTDBR32E720012345', plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai', useOfVehicle: 'Personal' },
    },
    details: {
      driver: { licenceNo: 'DL-5521', licenceIssueDate: '2015-01-10', licenceExpiryDate: '2030-01-09' },
      insurance: {
        typeOfIssues: 'Renewal', currentInsurer: 'Orient Insurance Co.', currentInsuranceType: 'comprehensive',
        insuranceExpiryDate: '2025-06-30', claimHistory: false, yearOfNoClaim: 'No Claims for Five Years', hasNoClaimsProof: false, policyNumber: null,
      },
      policyEffectiveDate: '2025-07-01',
      isQuickProposal: false,
    },
    insuranceType: 'all',
    vehicleType: 'Individual',
    callbackTimes: [],
    callBackDone: false,
    quotedCallbackTimes: [],
    quotedCallBackDone: false,
    voucher: null,
    agentDiscountPercent: 0,
    maxAgentDiscountPercent: 10,
    salesAgent: null,
    paidQuoteId: null,
    policy: null,
    payment: null,
    additionalPayments: [],
    history: [],
    renewalOfPolicyId: null,
    expiredCarPhotos: [],
    needsRegeneration: false,
    isFrozen: false,
    ...overrides,
  });
}

/** What the create wizard's catalogue pickers and valuation answer in tests: a 2022 Toyota Camry GLE. */
export function wizardCatalogueCalls(): Partial<Record<EndpointKey, CallHandler>> {
  const trim = {
    _id: 't1', createdAt: at, updatedAt: at, makeId: 'm1', make: 'Toyota', model: 'Camry', trim: 'GLE', year: 2022, bodyType: 'Sedan',
    vehicleType: 'sedan', cylinders: 4, seats: 5, newCarValueFils: 12_000_000,
  };
  return {
    'proposals.salesAgents': () => ok({ success: true, data: [] }),
    'cars.years': () => ok({ success: true, data: [2023, 2022] }),
    'cars.newCars': () => ok({ success: true, data: [{ _id: 'm1', createdAt: at, updatedAt: at, name: 'Toyota', country: 'Japan', isTop: true, isActive: true, modelCount: 1 }] }),
    'cars.newModels': () => ok({ success: true, data: [{ model: 'Camry', bodyTypes: ['Sedan'], isTop: true }] }),
    'cars.trims': () => ok({ success: true, data: [trim] }),
    'cars.calculateCarValue': () =>
      ok({ success: true, data: { newCarValueFils: 12_000_000, ageYears: 3, depreciationPercent: 30, mileageReductionPercent: 0, valueFils: 8_234_567, minValueFils: 7_000_000, maxValueFils: 9_000_000, bandPercent: 10 } }),
  };
}
