import { employeeModuleAccess } from '../../../shared/access/index.js';
import { ModuleAccessSchema, PermissionEntrySchema, type ModuleAccess, type SessionUser } from '../../../shared/contract/auth/index.js';
import type { Db } from '../../db/database.js';
import type { AccountRow, RoleRow } from '../../db/schema.js';

/** The parts of a role the session user needs; `updated_at` is its version. */
export type RoleFields = Pick<RoleRow, 'id' | 'name' | 'permissions' | 'updated_at'>;

interface RoleView {
  role: NonNullable<SessionUser['roleId']>;
  /** The module flags its enabled entries grant; null when none is enabled. */
  moduleAccess: ModuleAccess | null;
}

const ROLE_CACHE_SIZE = 200;
/** Parsed roles by id and version: a role edit changes `updated_at`, so a stale entry is never used. */
const roleViews = new Map<string, RoleView>();

const PermissionsSchema = PermissionEntrySchema.array();

function roleView(role: RoleFields): RoleView {
  const key = `${role.id}:${role.updated_at}`;
  const cached = roleViews.get(key);
  if (cached) return cached;
  // Only the enabled entries reach the client (spec 000 §3 "enabled ones only are kept").
  const permissions = PermissionsSchema.parse(JSON.parse(role.permissions)).filter((entry) => entry.enabled);
  const view: RoleView = {
    role: { _id: role.id, name: role.name, permissions },
    moduleAccess: permissions.length > 0 ? employeeModuleAccess(permissions) : null,
  };
  if (roleViews.size >= ROLE_CACHE_SIZE) roleViews.clear();
  roleViews.set(key, view);
  return view;
}

function storedModuleAccess(row: AccountRow): ModuleAccess | null {
  if (row.module_access === null) return null;
  return { ...ModuleAccessSchema.parse(JSON.parse(row.module_access)), isSupervisor: row.is_supervisor === 1, isSalesAgent: row.is_sales_agent === 1 };
}

/**
 * The account as every client sees it (`me`, sign-in) and as every endpoint check reads it.
 * An employee whose role has enabled entries gets `roleId` with those entries and, as
 * `moduleAccessId`, the module flags they grant, so `hasPermission` answers for employees by
 * the same entries the screens use. Other accounts carry their stored module map.
 */
export function toSessionUser(row: AccountRow, role?: RoleFields | null): SessionUser {
  const view = row.type === 'employee' && role ? roleView(role) : null;
  return {
    _id: row.id,
    type: row.type,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    roleId: view?.role ?? null,
    moduleAccessId: view?.moduleAccess ?? storedModuleAccess(row),
    isSupervisor: row.is_supervisor === 1,
  };
}

export function createAccountsRepository(db: Db) {
  return {
    findByEmail(email: string): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
    },

    findById(id: string): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async setPasswordHash(id: string, passwordHash: string, at: string): Promise<void> {
      await db.updateTable('accounts').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).execute();
    },

    findRole(id: string | null): Promise<RoleFields | undefined> {
      if (id === null) return Promise.resolve(undefined);
      return db.selectFrom('roles').select(['id', 'name', 'permissions', 'updated_at']).where('id', '=', id).executeTakeFirst();
    },

    async sessionUser(row: AccountRow): Promise<SessionUser> {
      return toSessionUser(row, await this.findRole(row.role_id));
    },

    async count(): Promise<number> {
      const { count } = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return count;
    },
  };
}
