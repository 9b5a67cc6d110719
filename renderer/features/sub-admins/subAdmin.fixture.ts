import { ModuleAccessRecordSchema, type ModuleAccessRecord } from '../../../shared/contract/sub-admins/sub-admins.schema.js';

/** A schema-valid staff account for tests; parsing keeps it in step with the contract. */
export function subAdminFixture(overrides: Partial<ModuleAccessRecord> = {}): ModuleAccessRecord {
  return ModuleAccessRecordSchema.parse({
    _id: 'a1',
    createdAt: '2025-03-04T08:00:00.000Z',
    updatedAt: '2025-03-04T08:00:00.000Z',
    fullName: 'Layla Agent',
    email: 'layla@brokerdesk.demo',
    mobileNumber: '501234567',
    role: 'Sub-Admin',
    teamLeaderId: 's1',
    teamLeaderName: 'Sam Supervisor',
    disabled: false,
    permissions: { customer: { read: true, update: true } },
    ...overrides,
  });
}

export const supervisorsAnswer = {
  success: true as const,
  data: [{ _id: 's1', fullName: 'Sam Supervisor', email: 'supervisor@brokerdesk.demo' }],
};
