import { describe, expect, it } from 'vitest';
import { hasPermission, type AccessUser } from './hasPermission.js';

const staff = (moduleAccessId: AccessUser['moduleAccessId'], extra: Partial<AccessUser> = {}): AccessUser => ({
  role: 'Sub-Admin', isSupervisor: false, moduleAccessId, ...extra,
});

describe('hasPermission', () => {
  it('lets anyone reach public endpoints and refuses everything else without a user', () => {
    expect(hasPermission(null, 'public')).toBe(true);
    expect(hasPermission(null, 'signedIn')).toBe(false);
    expect(hasPermission(null, 'customer.read')).toBe(false);
  });

  it('gives role Admin everything', () => {
    expect(hasPermission(staff(null, { role: 'Admin' }), 'customer.delete')).toBe(true);
    expect(hasPermission(staff(null, { role: 'Admin' }), 'supervisor')).toBe(true);
  });

  it('uses the module flag for the action, denying a missing flag or map', () => {
    const user = staff({ customer: { read: true, update: false } });
    expect(hasPermission(user, 'customer.read')).toBe(true);
    expect(hasPermission(user, 'customer.update')).toBe(false);
    expect(hasPermission(user, 'customer.delete')).toBe(false);
    expect(hasPermission(user, 'policy.read')).toBe(false);
    expect(hasPermission(staff(null), 'customer.read')).toBe(false);
  });

  it('requires the supervisor flag for supervisor endpoints', () => {
    expect(hasPermission(staff({}), 'supervisor')).toBe(false);
    expect(hasPermission(staff({}, { isSupervisor: true }), 'supervisor')).toBe(true);
    expect(hasPermission(staff({ isSupervisor: true }), 'supervisor')).toBe(true);
  });
});
