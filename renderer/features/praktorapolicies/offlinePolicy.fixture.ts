import {
  OfflinePolicyDetailSchema, OfflinePolicySchema, type OfflinePolicy, type OfflinePolicyDetail,
} from '../../../shared/contract/praktorapolicies/praktorapolicies.schema.js';

/** A schema-valid offline policy for tests; parsing keeps it in step with the contract. */
export function offlinePolicyFixture(overrides: Partial<OfflinePolicy> = {}): OfflinePolicy {
  return OfflinePolicySchema.parse({
    _id: 'op1',
    createdAt: '2025-03-04T08:00:00.000Z',
    updatedAt: '2025-03-04T08:00:00.000Z',
    policyNo: 'OFF-1001',
    vehicleNo: 'DXB A 12345',
    customerName: 'Layla Nasser',
    mobile: '559876543',
    insurerName: 'Orient Insurance',
    customerType: 'Individual',
    premiumFils: 125_050,
    policyClass: 'Motor Comprehensive',
    startDate: '2025-01-15',
    expiryDate: '2026-01-14',
    status: 'ACTIVE',
    uploadBatchId: 'b1',
    ...overrides,
  });
}

export function offlinePolicyDetailFixture(overrides: Partial<OfflinePolicyDetail> = {}): OfflinePolicyDetail {
  return OfflinePolicyDetailSchema.parse({
    ...offlinePolicyFixture(),
    fileName: 'march.xlsx',
    columns: [
      { name: 'POLICYNO', value: 'OFF-1001', type: 'text' },
      { name: 'FCPREMIUM', value: 1250.5, type: 'number' },
      { name: 'STARTDATE', value: '2025-01-15', type: 'date' },
      { name: 'EXPIRYDATE', value: '2026-01-14', type: 'date' },
      { name: 'RENEWAL', value: null, type: 'text' },
    ],
    ...overrides,
  });
}
