import { describe, expect, it } from 'vitest';
import { GroupHealthEditSchema, GroupHealthListFilterSchema, GroupHealthMemberInputSchema, GroupHealthStatusBodySchema } from './group-health.schema.js';

const member = {
  fullName: 'Omar Haddad', dateOfBirth: '1990-04-02', gender: 'Male', nationality: 'Jordan', emiratesId: '784-1990-1234567-6',
  relation: 'Employee', maritalStatus: 'Married', salaryBand: '4000 - 12000', visaEmirate: 'Dubai', category: 'A',
};
const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) => result.error?.issues.map((issue) => issue.path.join('.'));

describe('group health bodies', () => {
  it('takes a member typed in, storing the Emirates ID as 15 digits', () => {
    expect(GroupHealthMemberInputSchema.parse(member).emiratesId).toBe('784199012345676');
  });

  it('names the field of a bad check digit, a future birth day and an unknown relation', () => {
    expect(issues(GroupHealthMemberInputSchema.safeParse({ ...member, emiratesId: '784-1990-1234567-5' }))).toEqual(['emiratesId']);
    expect(issues(GroupHealthMemberInputSchema.safeParse({ ...member, dateOfBirth: '2999-01-01' }))).toEqual(['dateOfBirth']);
    expect(issues(GroupHealthMemberInputSchema.safeParse({ ...member, relation: 'Cousin' }))).toEqual(['relation']);
  });

  it('refuses a date range that ends before it starts, and lists everything without a body', () => {
    expect(issues(GroupHealthListFilterSchema.safeParse({ startDate: '2026-05-02', endDate: '2026-05-01' }))).toEqual(['startDate']);
    expect(GroupHealthListFilterSchema.parse(undefined)).toEqual({ status: 'all' });
  });

  it('keeps what an edit leaves out absent, and takes null to unassign', () => {
    expect(GroupHealthEditSchema.parse({ agentId: null })).toEqual({ agentId: null });
  });

  it('takes the status change in the spec’s data, refusing an unknown status by name', () => {
    expect(issues(GroupHealthStatusBodySchema.safeParse({ data: { proposalStatus: 'Pending' } }))).toEqual(['data.proposalStatus']);
  });
});
