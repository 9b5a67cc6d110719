import { describe, expect, it } from 'vitest';
import type { CustomerWithProfile, ProposalCar, Quote } from '../../../shared/contract/proposals/index.js';
import { cardOutcome } from '../payments/testCards.js';
import type { PolicyIssueRequest } from './insurerGateway.js';
import { createSandboxInsurer, issuingErrors, samplePolicyNumber } from './sandboxInsurer.js';

const now = new Date('2025-09-01T08:00:00.000Z');
const car = {
  _id: 'car', vin: null, year: 2023, make: 'Toyota', model: 'Camry', trim: null, trimId: null, bodyType: null, vehicleType: 'sedan', cylinders: 4, seats: 5,
  gccSpec: true, colour: null, firstRegistrationDate: null, mileageKm: null, valueFils: 100_000_00,
  registration: { chesisNo: '1HGCM82633A004352', plateNumber: '12345', plateCode: 'A', registrationEmirate: 'Dubai', useOfVehicle: 'Personal' },
} satisfies ProposalCar;
const request = {
  policyRef: 'POL-000001', proposalRef: 'PRO-000001', companyId: null, companyName: 'Orient Insurance', startDate: '2025-09-01', expiryDate: '2026-08-31',
  car,
  customer: { fullName: 'Test', emiratesId: '784199012345676', drivingLicenseNo: '123' } as CustomerWithProfile,
  quote: { ref: 'QUO-1', lines: [], addons: [], includedBenefits: [], coverages: [], warnings: [], totalFils: 100 } as unknown as Quote,
} satisfies PolicyIssueRequest;

describe('sandbox insurer', () => {
  it('refuses with one field error per missing or invalid fact', () => {
    expect(issuingErrors(request, now)).toEqual([]);
    const bad = {
      ...request, startDate: '2025-08-30',
      car: { ...car, registration: { ...car.registration, chesisNo: 'SHORTVIN123', plateNumber: null, registrationEmirate: null } },
      customer: { ...request.customer, emiratesId: null, drivingLicenseNo: null },
    };
    expect(issuingErrors(bad, now).map((error) => error.split(':')[0])).toEqual([
      'ChassisNo', 'PlateNo', 'RegistrationEmirate', 'LicenseNo', 'EmiratesId', 'PolicyStartDate',
    ]);
    expect(issuingErrors({ ...request, startDate: '2025-08-31' }, now)).toEqual([]);
  });

  it('asks a health policy for the insured\'s Emirates ID, not a car or a licence', () => {
    const health = { ...request, car: null, quote: { ...request.quote, health: { members: [] } } as unknown as Quote, customer: { ...request.customer, drivingLicenseNo: null } };
    expect(issuingErrors(health, now)).toEqual([]);
    expect(issuingErrors({ ...health, customer: { ...health.customer, emiratesId: '784199012345670' } }, now)).toEqual(['EmiratesId: Emirates ID is not valid']);
    expect(issuingErrors({ ...health, customer: { ...health.customer, emiratesId: null } }, now)).toEqual(['EmiratesId: Emirates ID is required']);
    expect(samplePolicyNumber('Orient Insurance', now, undefined, 'health')).toMatch(/^OI\/MED\/2025\/\d{6}$/);
  });

  it('numbers policies in each insurer\'s own format', () => {
    expect(samplePolicyNumber('Orient Insurance', now)).toMatch(/^ORI\/MOT\/2025\/\d{7}$/);
    expect(samplePolicyNumber('Abu Dhabi National Insurance (ADNIC)', now)).toMatch(/^P\/01\/MTR\/2025\/\d{6}$/);
    expect(samplePolicyNumber('Gulf Star Insurance Company', now)).toMatch(/^GSIC\/MOT\/2025\/\d{6}$/);
  });

  it('issues a number and a PDF schedule when the request is complete', async () => {
    const result = await createSandboxInsurer(() => now.getTime()).issuePolicy(request);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Buffer.from(result.document.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});

describe('sandbox test cards', () => {
  it('pays with the standard test numbers, declines the decline numbers, refuses typos and other cards', () => {
    expect(cardOutcome('4111 1111 1111 1111')).toEqual({ outcome: 'approved', last4: '1111' });
    expect(cardOutcome('4000-0000-0000-0002')).toEqual({ outcome: 'declined', last4: '0002' });
    expect(cardOutcome('4111 1111 1111 1121')).toMatchObject({ outcome: 'invalid', message: expect.stringContaining('not valid') });
    expect(cardOutcome('4012888888881881')).toMatchObject({ outcome: 'invalid', message: expect.stringContaining('test card') });
  });
});
