import type { FastifyInstance } from 'fastify';
import { ACTIONS, ADMIN_ROLE, hasPermission, MODULE_KEYS } from '../../../shared/access/index.js';
import type { ModuleAccess, SessionUser } from '../../../shared/contract/auth/index.js';
import { subAdminsContract } from '../../../shared/contract/sub-admins/sub-admins.contract.js';
import { ModuleAccessFieldsSchema, ModuleAccessUpdateSchema } from '../../../shared/contract/sub-admins/index.js';
import type { AccountRow } from '../../db/schema.js';
import { applyEdit } from '../../http/edits.js';
import { badRequest, conflict, forbidden } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { newPasswordProblem } from '../auth/passwordPolicy.js';
import { hashPassword } from '../auth/passwords.js';
import { createSubAdminsRepository, storedMap } from './sub-admins.repository.js';

type Area = typeof subAdminsContract;

/**
 * A caller may only hand out module flags it holds itself (role Admin holds them all), so a
 * supervisor cannot create an account more powerful than its own. Flags the account already
 * had are kept without a check, so editing an account an Admin set up does not fail.
 */
function checkGrants(caller: SessionUser, requested: ModuleAccess, existing: ModuleAccess = {}): void {
  for (const key of MODULE_KEYS) {
    for (const action of ACTIONS) {
      if (requested[key]?.[action] === true && existing[key]?.[action] !== true && !hasPermission(caller, `${key}.${action}`)) {
        throw forbidden(`You cannot grant ${key} ${action} access: you do not have it yourself.`);
      }
    }
  }
}

/** Accounts with role Admin are managed by an Admin only. */
function checkManageable(caller: SessionUser, account: AccountRow): void {
  if (account.role === ADMIN_ROLE && caller.role !== ADMIN_ROLE) throw forbidden('Only an Admin can change an Admin account.');
}

function passwordChecked(password: string, email: string, field: string): string {
  const problem = newPasswordProblem(password, { email });
  if (problem) throw badRequest(`${field}: ${problem}`, { [field]: problem });
  return password;
}

/**
 * Staff accounts as module-access records (spec 002 §7 "Module access"): supervisors (and role
 * Admin) only. A change to an account's flags applies at its next request; disabling, deleting
 * or a new password end its sessions at once.
 */
export function subAdminsRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const staff = createSubAdminsRepository(app.db);
  const nowIso = () => new Date().toISOString();

  async function checkTeamLeader(teamLeaderId: string | null | undefined, accountId?: string): Promise<void> {
    if (teamLeaderId === null || teamLeaderId === undefined) return;
    const message = teamLeaderId === accountId ? 'An account cannot lead its own team' : 'Choose an existing supervisor';
    if (teamLeaderId === accountId || !(await staff.isSupervisor(teamLeaderId))) throw badRequest(`teamLeaderId: ${message}`, { teamLeaderId: message });
  }

  const handlers: AreaHandlers<Area> = {
    list: async ({ query }) => {
      const page = await staff.list(query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems) };
    },
    get: async ({ params }) => ({ success: true, data: await staff.get(params.id) }),
    create: async ({ body, auth }) => {
      const { password, ...fields } = body;
      checkGrants(auth.user, fields.permissions);
      await checkTeamLeader(fields.teamLeaderId);
      const hash = await hashPassword(passwordChecked(password, fields.email, 'password'));
      return { success: true, data: await staff.create(fields, hash, nowIso()), message: 'Staff account created' };
    },
    update: async ({ params, body, auth }) => {
      const account = await staff.row(params.id);
      checkManageable(auth.user, account);
      const fields = applyEdit(ModuleAccessFieldsSchema, ModuleAccessUpdateSchema, await staff.get(account.id), body);
      if (account.id === auth.accountId && (fields.disabled || (account.is_supervisor === 1 && !fields.isSupervisor))) {
        throw conflict('You cannot disable your own account or remove your own supervisor flag.');
      }
      if (body.permissions) checkGrants(auth.user, body.permissions, storedMap(account));
      await checkTeamLeader(body.teamLeaderId, account.id);
      const record = await staff.update(account.id, fields, nowIso());
      // Other changes reach the account's sessions by themselves: an account write moves the sessions change counter.
      if (record.disabled) await app.sessions.revokeAccount(account.id);
      return { success: true, data: record, message: 'Staff account updated' };
    },
    remove: async ({ params, auth }) => {
      const account = await staff.row(params.id);
      if (account.id === auth.accountId) throw conflict('You cannot delete your own account.');
      checkManageable(auth.user, account);
      await staff.softDelete(account.id, nowIso());
      await app.sessions.revokeAccount(account.id);
      return { success: true, message: 'Staff account deleted' };
    },
    changePassword: async ({ params, body, auth }) => {
      const account = await staff.row(params.id);
      checkManageable(auth.user, account);
      const hash = await hashPassword(passwordChecked(body.password, account.email, 'password'));
      await staff.setPassword(account.id, hash, nowIso());
      await app.sessions.revokeAccount(account.id);
      return { success: true, message: 'Password changed. The account has been signed out everywhere.' };
    },
    supervisors: async () => ({ success: true, data: await staff.supervisors() }),
  };
  registerArea(app, subAdminsContract, handlers);
  done();
}
