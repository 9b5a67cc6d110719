import { sql, type SqlBool, type Updateable } from 'kysely';
import type { z } from 'zod';
import { ModuleAccessSchema, type ModuleAccess } from '../../../shared/contract/auth/index.js';
import type { ModuleAccessCreateSchema, ModuleAccessFieldsSchema, ModuleAccessRecord } from '../../../shared/contract/sub-admins/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import type { AccountRow, AccountsTable } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';

/** The role every staff account created here gets (FIELDS.md: "Agent when user role is Sub-Admin"). */
export const STAFF_ROLE = 'Sub-Admin';

type CreateFields = z.output<typeof ModuleAccessCreateSchema>;
type StoredFields = z.output<typeof ModuleAccessFieldsSchema>;
type AccountFields = Omit<CreateFields, 'password'>;

type RecordRow = AccountRow & { team_leader_name: string | null };

/** The module flags only: the supervisor and sales-agent flags live in their own columns. */
export function moduleMapOf(permissions: ModuleAccess): ModuleAccess {
  const { isSupervisor: _supervisor, isSalesAgent: _salesAgent, ...modules } = permissions;
  return modules;
}

export function storedMap(row: Pick<AccountRow, 'module_access'>): ModuleAccess {
  return row.module_access === null ? {} : ModuleAccessSchema.parse(JSON.parse(row.module_access));
}

function toRecord(row: RecordRow): ModuleAccessRecord {
  const isSupervisor = row.is_supervisor === 1;
  const isSalesAgent = row.is_sales_agent === 1;
  return {
    _id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    fullName: row.full_name,
    email: row.email,
    mobileNumber: row.mobile_number,
    role: row.role,
    teamLeaderId: row.team_leader_id,
    teamLeaderName: row.team_leader_name,
    disabled: row.disabled === 1,
    permissions: { ...storedMap(row), isSupervisor, isSalesAgent },
    maxDiscount: row.max_discount,
    maxHealthDiscount: row.max_health_discount,
    maxTravelDiscount: row.max_travel_discount,
    autoCommission: row.auto_commission,
    healthCommission: row.health_commission,
    travelCommission: row.travel_commission,
    isAutoProposalAssignAllowed: row.is_auto_proposal_assign_allowed === 1,
    isHealthProposalAssignAllowed: row.is_health_proposal_assign_allowed === 1,
    isTravelProposalAssignAllowed: row.is_travel_proposal_assign_allowed === 1,
    isAutoAgentMatrixAllowed: row.is_auto_agent_matrix_allowed === 1,
    isSupervisor,
    isSalesAgent,
  };
}

const flag = (value: boolean) => (value ? 1 : 0);

function toColumns(input: AccountFields) {
  return {
    full_name: input.fullName,
    email: input.email,
    mobile_number: input.mobileNumber ?? null,
    team_leader_id: input.teamLeaderId ?? null,
    module_access: JSON.stringify(moduleMapOf(input.permissions)),
    is_supervisor: flag(input.isSupervisor),
    is_sales_agent: flag(input.isSalesAgent),
    max_discount: input.maxDiscount,
    max_health_discount: input.maxHealthDiscount,
    max_travel_discount: input.maxTravelDiscount,
    auto_commission: input.autoCommission,
    health_commission: input.healthCommission,
    travel_commission: input.travelCommission,
    is_auto_proposal_assign_allowed: flag(input.isAutoProposalAssignAllowed),
    is_health_proposal_assign_allowed: flag(input.isHealthProposalAssignAllowed),
    is_travel_proposal_assign_allowed: flag(input.isTravelProposalAssignAllowed),
    is_auto_agent_matrix_allowed: flag(input.isAutoAgentMatrixAllowed),
  } satisfies Updateable<AccountsTable>;
}

const EMAIL_TAKEN = 'An account with this e-mail already exists';

/** Staff accounts (type `user`) that are not deleted, as module-access records. */
export function createSubAdminsRepository(db: Db) {
  const records = () =>
    db
      .selectFrom('accounts')
      .leftJoin('accounts as leader', 'leader.id', 'accounts.team_leader_id')
      .selectAll('accounts')
      .select('leader.full_name as team_leader_name')
      .where('accounts.type', '=', 'user')
      .where('accounts.deleted_at', 'is', null);

  async function get(id: string): Promise<ModuleAccessRecord> {
    const row = await records().where('accounts.id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Staff account not found');
    return toRecord(row);
  }

  return {
    get,

    /** The account row of a live staff account, or a 404. */
    async row(id: string): Promise<AccountRow> {
      const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).where('type', '=', 'user').where('deleted_at', 'is', null).executeTakeFirst();
      if (!row) throw notFound('Staff account not found');
      return row;
    },

    async list(query: { page: number; size: number; search?: string | undefined }) {
      const search = query.search?.trim();
      const filtered = () => {
        if (!search) return records();
        const pattern = likeContaining(search);
        return records().where(sql<SqlBool>`(accounts.full_name LIKE ${pattern} ESCAPE '\\' OR accounts.email LIKE ${pattern} ESCAPE '\\' OR accounts.mobile_number LIKE ${pattern} ESCAPE '\\')`);
      };
      const [rows, total] = await Promise.all([
        filtered().orderBy('accounts.created_at', 'desc').orderBy('accounts.id', 'desc').limit(query.size).offset(offsetOf(query.page, query.size)).execute(),
        filtered().clearSelect().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRecord), totalItems: Number(total.count) };
    },

    async create(input: AccountFields, passwordHash: string, at: string): Promise<ModuleAccessRecord> {
      const id = newId();
      try {
        await db.insertInto('accounts').values({
          id, password_hash: passwordHash, type: 'user', role: STAFF_ROLE, disabled: 0, created_at: at, updated_at: at, ...toColumns(input),
        }).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      return get(id);
    },

    /** Saves an account's fields as edited (the stored ones with the edit applied). */
    async update(id: string, input: StoredFields, at: string): Promise<ModuleAccessRecord> {
      const { disabled, ...fields } = input;
      try {
        await db.updateTable('accounts').set({ ...toColumns(fields), disabled: flag(disabled), updated_at: at }).where('id', '=', id).execute();
      } catch (error) {
        if (isUniqueViolation(error, 'email')) throw conflict(EMAIL_TAKEN);
        throw error;
      }
      return get(id);
    },

    async softDelete(id: string, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('accounts').set({ deleted_at: at, updated_at: at }).where('id', '=', id).execute();
        // Its team has no leader any more rather than a deleted one.
        await trx.updateTable('accounts').set({ team_leader_id: null, updated_at: at }).where('team_leader_id', '=', id).execute();
      });
    },

    async setPassword(id: string, passwordHash: string, at: string): Promise<void> {
      await db.updateTable('accounts').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', id).execute();
    },

    /** Whether `id` is a live, enabled supervisor: the accounts `listofsupervisors` offers as team leaders. */
    async isSupervisor(id: string): Promise<boolean> {
      const row = await db.selectFrom('accounts').select('id')
        .where('id', '=', id).where('is_supervisor', '=', 1).where('deleted_at', 'is', null).where('disabled', '=', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    supervisors() {
      return db.selectFrom('accounts').select(['id as _id', 'full_name as fullName', 'email'])
        .where('is_supervisor', '=', 1).where('deleted_at', 'is', null).where('disabled', '=', 0)
        .orderBy('full_name').execute();
    },
  };
}
