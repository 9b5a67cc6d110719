import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { OfflineColumn, OfflinePolicy, OfflinePolicyDetail, OfflinePolicyType } from '../../../shared/contract/praktorapolicies/index.js';
import { normalizeUaeMobile } from '../../../shared/domain/mobile.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import type { Database, OfflinePoliciesTable } from '../../db/schema.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { countingUpTo, searchTotal, type PageTotal } from '../../db/paging.js';
import type { OfflineSheetRow } from './offlineSheet.js';

type OfflinePolicyRow = { [K in keyof OfflinePoliciesTable]: K extends 'seq' ? number : OfflinePoliciesTable[K] };

export interface OfflinePolicyFilter {
  search?: string | undefined;
  pType?: OfflinePolicyType | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function toOfflinePolicy(row: OfflinePolicyRow, today: string): OfflinePolicy {
  return {
    _id: row.id,
    policyNo: row.policy_no,
    vehicleNo: row.vehicle_no,
    customerName: row.customer_name,
    mobile: row.mobile,
    insurerName: row.insurer_name,
    customerType: row.customer_type,
    premiumFils: row.premium_fils,
    policyClass: row.policy_class,
    startDate: row.start_date,
    expiryDate: row.expiry_date,
    status: row.expiry_date >= today ? 'ACTIVE' : 'EXPIRED',
    uploadBatchId: row.upload_batch_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function parseColumns(json: string): OfflineColumn[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as OfflineColumn[]) : [];
  } catch {
    return [];
  }
}

/** Rows per multi-row insert: 17 values each stays well under SQLite's bound-parameter limit. */
const INSERT_CHUNK = 200;
const LOOKUP_CHUNK = 500;

export interface ImportResult {
  saved: number;
  updated: number;
}

/**
 * Offline policies: the paged, filtered list (newest upload first, by `seq`), one policy, and the
 * import of a checked sheet, keyed by POLICYNO so a policy uploaded again is overwritten.
 */
export function createOfflinePoliciesRepository(db: Db) {
  function where(filter: OfflinePolicyFilter, today: string) {
    return (eb: ExpressionBuilder<Database, 'offline_policies'>) => {
      const conditions: Array<Expression<SqlBool>> = [];
      if (filter.pType === 'ACTIVE') conditions.push(eb('expiry_date', '>=', today));
      if (filter.pType === 'EXPIRED') conditions.push(eb('expiry_date', '<', today));
      if (filter.startDate) conditions.push(eb('start_date', '>=', filter.startDate));
      if (filter.endDate) conditions.push(eb('start_date', '<=', filter.endDate));
      const search = filter.search?.trim();
      if (search) {
        const pattern = likeContaining(search);
        const like = (column: 'policy_no' | 'vehicle_no' | 'customer_name' | 'mobile', value: string) =>
          sql<SqlBool>`${sql.ref(column)} LIKE ${value} ESCAPE '\\'`;
        const matches = [like('policy_no', pattern), like('vehicle_no', pattern), like('customer_name', pattern), like('mobile', pattern)];
        // "050 123 4567" finds the stored 501234567.
        const digits = normalizeUaeMobile(search);
        if (/^[\d\s+()-]+$/.test(search) && digits.length >= 3 && digits !== search) matches.push(like('mobile', likeContaining(digits)));
        conditions.push(eb.or(matches));
      }
      return eb.and(conditions);
    };
  }

  return {
    /** A page of offline policies, newest first; a search counts its matches up to the cap. */
    async list(filter: OfflinePolicyFilter, page: number, size: number, at: Date = new Date()): Promise<ListPage<OfflinePolicy>> {
      const today = todayInDubai(at);
      const offset = offsetOf(page, size);
      const searched = Boolean(filter.search?.trim());
      const [rows, counted] = await Promise.all([
        db.selectFrom('offline_policies').selectAll().where(where(filter, today)).orderBy('seq', 'desc').limit(size).offset(offset).execute(),
        searched ? undefined : db.selectFrom('offline_policies').where(where(filter, today)).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      const total: PageTotal = counted
        ? { total: Number(counted.total), capped: false }
        : await searchTotal(rows.length, offset, size, countingUpTo(db, db.selectFrom('offline_policies').where(where(filter, today)).select('seq')));
      return { items: rows.map((row) => toOfflinePolicy(row, today)), totalItems: total.total, totalCapped: total.capped };
    },

    async get(id: string, at: Date = new Date()): Promise<OfflinePolicyDetail> {
      const row = await db.selectFrom('offline_policies').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Offline policy not found');
      return { ...toOfflinePolicy(row, todayInDubai(at)), columns: parseColumns(row.columns), fileName: row.file_name };
    },

    /**
     * Saves checked rows in one transaction: a POLICYNO already stored (any case) is overwritten
     * with the sheet's values and this batch; the others are added.
     */
    async importRows(rows: readonly OfflineSheetRow[], upload: { batchId: string; fileName: string; accountId: string | null }): Promise<ImportResult> {
      const at = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        const known = new Set<string>();
        for (let i = 0; i < rows.length; i += LOOKUP_CHUNK) {
          const numbers = rows.slice(i, i + LOOKUP_CHUNK).map((row) => row.policyNo);
          const found = await trx.selectFrom('offline_policies').select('policy_no').where('policy_no', 'in', numbers).execute();
          for (const { policy_no } of found) known.add(policy_no.toUpperCase());
        }
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          const values = rows.slice(i, i + INSERT_CHUNK).map((row) => ({
            id: newId(),
            policy_no: row.policyNo,
            vehicle_no: row.vehicleNo,
            customer_name: row.customerName,
            mobile: row.mobile,
            insurer_name: row.insurerName,
            customer_type: row.customerType,
            premium_fils: row.premiumFils,
            policy_class: row.policyClass,
            start_date: row.startDate,
            expiry_date: row.expiryDate,
            columns: JSON.stringify(row.columns),
            upload_batch_id: upload.batchId,
            file_name: upload.fileName,
            created_by: upload.accountId,
            created_at: at,
            updated_at: at,
          }));
          await trx.insertInto('offline_policies').values(values).onConflict((conflict) =>
            conflict.column('policy_no').doUpdateSet((eb) => ({
              vehicle_no: eb.ref('excluded.vehicle_no'),
              customer_name: eb.ref('excluded.customer_name'),
              mobile: eb.ref('excluded.mobile'),
              insurer_name: eb.ref('excluded.insurer_name'),
              customer_type: eb.ref('excluded.customer_type'),
              premium_fils: eb.ref('excluded.premium_fils'),
              policy_class: eb.ref('excluded.policy_class'),
              start_date: eb.ref('excluded.start_date'),
              expiry_date: eb.ref('excluded.expiry_date'),
              columns: eb.ref('excluded.columns'),
              upload_batch_id: eb.ref('excluded.upload_batch_id'),
              file_name: eb.ref('excluded.file_name'),
              updated_at: eb.ref('excluded.updated_at'),
            }))).execute();
        }
        const updated = rows.filter((row) => known.has(row.policyNo.toUpperCase())).length;
        return { saved: rows.length - updated, updated };
      });
    },
  };
}

export type OfflinePoliciesRepository = ReturnType<typeof createOfflinePoliciesRepository>;
