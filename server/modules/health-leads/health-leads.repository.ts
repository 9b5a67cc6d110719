import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { HealthLead, HealthLeadCreateSchema } from '../../../shared/contract/health-leads/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import { countingUpTo, searchTotal, type PageTotal } from '../../db/paging.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';

export type HealthLeadInput = z.output<typeof HealthLeadCreateSchema>;

/** Health leads: the list, a lead, a new one (the proposal link is set by the proposal form's conversion). */
export function createHealthLeadsRepository(db: Db) {
  const rows = () => db.selectFrom('health_leads as l').leftJoin('proposals as p', 'p.id', 'l.proposal_id')
    .select([
      'l.id', 'l.full_name', 'l.email', 'l.mobile_number', 'l.nationality', 'l.date_of_birth', 'l.gender', 'l.source', 'l.status', 'l.proposal_id',
      'l.created_at', 'l.updated_at', 'p.ref as proposal_ref',
    ]);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
  const toLead = (row: Row): HealthLead => ({
    _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, fullName: row.full_name, email: row.email, mobileNumber: row.mobile_number,
    nationality: row.nationality, dateOfBirth: row.date_of_birth, gender: row.gender, source: row.source, status: row.status,
    proposalId: row.proposal_id, proposalNo: row.proposal_ref ?? null,
  });

  async function get(id: string): Promise<HealthLead> {
    const found = await rows().where('l.id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Health lead not found');
    return toLead(found);
  }

  return {
    /** A page of leads, newest first; the search matches the name, e-mail or mobile. */
    async list(query: { page: number; size: number; search?: string | undefined }): Promise<ListPage<HealthLead>> {
      const words = query.search?.trim();
      const matching = <Q extends { where: (condition: ReturnType<typeof sql<SqlBool>>) => Q }>(q: Q): Q => {
        if (!words) return q;
        const pattern = likeContaining(words);
        return q.where(sql<SqlBool>`(l.full_name LIKE ${pattern} ESCAPE '\\' OR l.email LIKE ${pattern} ESCAPE '\\' OR l.mobile_number LIKE ${pattern} ESCAPE '\\')`);
      };
      const offset = offsetOf(query.page, query.size);
      const page = await matching(rows()).orderBy('l.created_at', 'desc').orderBy('l.seq', 'desc').limit(query.size).offset(offset).execute();
      const counted: PageTotal = words
        ? await searchTotal(page.length, offset, query.size, countingUpTo(db, matching(db.selectFrom('health_leads as l').select('l.seq'))))
        : { total: Number((await db.selectFrom('health_leads').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count), capped: false };
      return { items: page.map(toLead), totalItems: counted.total, totalCapped: counted.capped };
    },

    get,

    async create(input: HealthLeadInput, accountId: string | null, at: string): Promise<HealthLead> {
      const id = newId();
      await db.insertInto('health_leads').values({
        id, full_name: input.fullName, email: input.email, mobile_number: input.mobileNumber, nationality: input.nationality,
        date_of_birth: input.dateOfBirth, gender: input.gender, source: input.source, status: 'New', proposal_id: null,
        created_by: accountId, created_at: at, updated_at: at,
      }).execute();
      return get(id);
    },
  };
}
