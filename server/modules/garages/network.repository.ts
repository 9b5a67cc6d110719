import { sql, type SqlBool } from 'kysely';
import type { GarageInsurer, NetworkGarage } from '../../../shared/contract/garages/index.js';
import type { Db } from '../../db/database.js';
import { likeContaining } from '../../db/like.js';
import { badRequest, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';

interface Page { page: number; size: number; search?: string | undefined }

/**
 * Whether a claim may send a car to a garage without an override: the garage is live and in the
 * insurer's network. The claims desk calls it; staff may override a `false` with a reason there.
 */
export async function garageInNetwork(db: Db, companyId: string, garageId: string): Promise<boolean> {
  const row = await db.selectFrom('company_garages as n').innerJoin('garages as g', 'g.id', 'n.garage_id')
    .select('n.garage_id').where('n.company_id', '=', companyId).where('n.garage_id', '=', garageId).where('g.removed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The insurers' garage networks: an insurer's garages, a garage's insurers, and the idempotent
 * additions and removals. Removed garages are out of every list (their pairs stay, unseen).
 */
export function createNetworkRepository(db: Db) {
  async function companyName(companyId: string): Promise<string> {
    const company = await db.selectFrom('insurance_companies').select('company_name').where('id', '=', companyId).executeTakeFirst();
    if (!company) throw notFound('Insurance company not found');
    return company.company_name;
  }

  /** Every id must be a live garage's: the unknown ones are named in one 400. */
  async function checkGarages(garageIds: readonly string[]): Promise<void> {
    const found = new Set((await db.selectFrom('garages').select('id').where('id', 'in', garageIds).where('removed_at', 'is', null).execute()).map((row) => row.id));
    const unknown = garageIds.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      const message = `No garage has the id${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')}`;
      throw badRequest(`garageIds: ${message}`, { garageIds: message });
    }
  }

  async function networkSize(companyId: string): Promise<number> {
    const { count } = await db.selectFrom('company_garages as n').innerJoin('garages as g', 'g.id', 'n.garage_id')
      .select((eb) => eb.fn.countAll<number>().as('count')).where('n.company_id', '=', companyId).where('g.removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  return {
    companyName,

    /** A page of an insurer's network by garage name; the search matches the name, area or emirate. */
    async garagesOf(companyId: string, { page, size, search }: Page): Promise<{ items: NetworkGarage[]; totalItems: number }> {
      await companyName(companyId);
      const words = search?.trim();
      const rows = () => {
        let query = db.selectFrom('company_garages as n').innerJoin('garages as g', 'g.id', 'n.garage_id')
          .where('n.company_id', '=', companyId).where('g.removed_at', 'is', null);
        if (words) {
          const pattern = likeContaining(words);
          query = query.where(sql<SqlBool>`(g.name LIKE ${pattern} ESCAPE '\\' OR g.area LIKE ${pattern} ESCAPE '\\' OR g.emirate LIKE ${pattern} ESCAPE '\\')`);
        }
        return query;
      };
      const [items, total] = await Promise.all([
        rows().select(['g.id', 'g.name', 'g.emirate', 'g.area', 'g.agency', 'g.is_active', 'n.created_at']).orderBy('g.name').orderBy('g.seq')
          .limit(size).offset(offsetOf(page, size)).execute(),
        rows().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return {
        items: items.map((row) => ({
          _id: row.id, name: row.name, emirate: row.emirate as NetworkGarage['emirate'], area: row.area, agency: row.agency, isActive: Number(row.is_active) === 1, addedAt: row.created_at,
        })),
        totalItems: Number(total.count),
      };
    },

    /** A page of the insurers whose network a live garage is in, by name. */
    async insurersOf(garageId: string, { page, size, search }: Page): Promise<{ items: GarageInsurer[]; totalItems: number }> {
      const words = search?.trim();
      const rows = () => {
        let query = db.selectFrom('company_garages as n').innerJoin('insurance_companies as c', 'c.id', 'n.company_id').where('n.garage_id', '=', garageId);
        if (words) query = query.where(sql<SqlBool>`c.company_name LIKE ${likeContaining(words)} ESCAPE '\\'`);
        return query;
      };
      const [items, total] = await Promise.all([
        rows().select(['c.id', 'c.company_name', 'n.created_at']).orderBy('c.company_name').orderBy('c.id').limit(size).offset(offsetOf(page, size)).execute(),
        rows().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: items.map((row) => ({ _id: row.id, companyName: row.company_name, addedAt: row.created_at })), totalItems: Number(total.count) };
    },

    /** Adds the garages not yet in the network; a pair already there (or added at the same moment) is kept as it was. */
    async add(companyId: string, garageIds: readonly string[], at: string): Promise<{ changed: number; total: number }> {
      await companyName(companyId);
      await checkGarages(garageIds);
      const added = await db.insertInto('company_garages').values(garageIds.map((garageId) => ({ company_id: companyId, garage_id: garageId, created_at: at })))
        .onConflict((clash) => clash.columns(['company_id', 'garage_id']).doNothing()).executeTakeFirst();
      return { changed: Number(added.numInsertedOrUpdatedRows ?? 0), total: await networkSize(companyId) };
    },

    /** Removes the garages from the network; one not in it is no change. */
    async remove(companyId: string, garageIds: readonly string[]): Promise<{ changed: number; total: number }> {
      await companyName(companyId);
      await checkGarages(garageIds);
      const removed = await db.deleteFrom('company_garages').where('company_id', '=', companyId).where('garage_id', 'in', garageIds).executeTakeFirst();
      return { changed: Number(removed.numDeletedRows), total: await networkSize(companyId) };
    },
  };
}
