import { CustomerSchema, type Customer } from '../../../shared/contract/customers/customers.schema.js';

/** A schema-valid customer for tests; parsing keeps it in step with the contract. */
export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return CustomerSchema.parse({
    _id: 'c1',
    createdAt: '2025-03-04T08:00:00.000Z',
    updatedAt: '2025-03-04T08:00:00.000Z',
    customerId: 'CUS-1001',
    fullName: 'Omar Haddad',
    email: 'omar@example.ae',
    countryCode: '971',
    mobileNumber: '501234567',
    role: 'User',
    dateOfBirth: '1990-05-17T00:00:00.000Z',
    nationality: 'Jordan',
    emiratesId: '784199012345676',
    drivingLicenseNo: 'DL-5521',
    drivingLicenseIssueDate: '2015-01-10T00:00:00.000Z',
    drivingLicenseExpiryDate: '2030-01-09T00:00:00.000Z',
    isBlock: false,
    ...overrides,
  });
}
