import type { SubAdminRecord } from './subAdminsApi.js';

/**
 * The Role column (FIELDS.md "Sub-admins"): `Supervisor`, else `Sales Agent`, else `Agent` for a
 * staff account (role `Sub-Admin` or none), else the raw role.
 *
 * @example subAdminRole({ isSupervisor: false, isSalesAgent: true, role: 'Sub-Admin' }) // 'Sales Agent'
 */
export function subAdminRole(account: Pick<SubAdminRecord, 'isSupervisor' | 'isSalesAgent' | 'role'>): string {
  if (account.isSupervisor) return 'Supervisor';
  if (account.isSalesAgent) return 'Sales Agent';
  if (!account.role || account.role === 'Sub-Admin') return 'Agent';
  return account.role;
}
