import { ModuleAccessSchema, type SessionUser } from '../../../shared/contract/auth/index.js';
import type { Db } from '../../db/database.js';
import type { AccountRow } from '../../db/schema.js';

/** The account as every client sees it (`me`, sign-in). */
export function toSessionUser(row: AccountRow): SessionUser {
  const moduleAccess = row.module_access === null ? null : ModuleAccessSchema.parse(JSON.parse(row.module_access));
  return {
    _id: row.id,
    type: row.type,
    email: row.email,
    fullName: row.full_name,
    role: row.role,
    roleId: null,
    moduleAccessId: moduleAccess,
    isSupervisor: row.is_supervisor === 1,
  };
}

export function createAccountsRepository(db: Db) {
  return {
    findByEmail(email: string): Promise<AccountRow | undefined> {
      return db.selectFrom('accounts').selectAll().where('email', '=', email).executeTakeFirst();
    },

    async count(): Promise<number> {
      const { count } = await db.selectFrom('accounts').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      return count;
    },
  };
}
