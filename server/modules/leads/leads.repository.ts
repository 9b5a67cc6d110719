import { sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import { LeadCreateSchema, type Lead, type LeadListItem } from '../../../shared/contract/leads/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import { likeContaining } from '../../db/like.js';
import { notFound } from '../../http/httpError.js';
import { offsetOf, type ListPage } from '../../http/pagination.js';
import { countingUpTo, searchTotal, type PageTotal } from '../../db/paging.js';
import { markLeadQuoted } from '../../sales/leadConversion.js';
import { readJson } from '../../sales/salesRecords.js';

export type LeadInput = z.output<typeof LeadCreateSchema>;

/** Motor leads: the list, a lead, a new one, and the link to the proposal it became (once). */
export function createLeadsRepository(db: Db) {
  const rows = () => db.selectFrom('motor_leads as l').leftJoin('proposals as p', 'p.id', 'l.proposal_id')
    .select(['l.id', 'l.full_name', 'l.email', 'l.mobile_number', 'l.car_name', 'l.wizard', 'l.status', 'l.proposal_id', 'l.created_at', 'l.updated_at', 'p.ref as proposal_ref']);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>['executeTakeFirstOrThrow']>>;
  const link = (row: Row) => ({ status: row.status, proposalId: row.proposal_id, proposalNo: row.proposal_ref ?? null });

  function toLead(row: Row): Lead {
    const wizard = readJson(row.wizard, LeadCreateSchema, null as never);
    return { _id: row.id, createdAt: row.created_at, updatedAt: row.updated_at, ...link(row), ...wizard };
  }

  async function row(id: string): Promise<Row> {
    const found = await rows().where('l.id', '=', id).executeTakeFirst();
    if (!found) throw notFound('Lead not found');
    return found;
  }

  return {
    /** A page of leads, newest first; the search matches the name, e-mail, mobile or car. */
    async list(query: { page: number; size: number; search?: string | undefined }): Promise<ListPage<LeadListItem>> {
      const words = query.search?.trim();
      const matching = <Q extends { where: (condition: ReturnType<typeof sql<SqlBool>>) => Q }>(q: Q): Q => {
        if (!words) return q;
        const pattern = likeContaining(words);
        return q.where(sql<SqlBool>`(l.full_name LIKE ${pattern} ESCAPE '\\' OR l.email LIKE ${pattern} ESCAPE '\\' OR l.mobile_number LIKE ${pattern} ESCAPE '\\' OR l.car_name LIKE ${pattern} ESCAPE '\\')`);
      };
      const offset = offsetOf(query.page, query.size);
      const page = await matching(rows()).orderBy('l.created_at', 'desc').orderBy('l.seq', 'desc').limit(query.size).offset(offset).execute();
      // A search counts its matches up to the cap.
      const counted: PageTotal = words
        ? await searchTotal(page.length, offset, query.size, countingUpTo(db, matching(db.selectFrom('motor_leads as l').select('l.seq'))))
        : { total: Number((await db.selectFrom('motor_leads as l').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow()).count), capped: false };
      return {
        items: page.map((lead) => ({
          _id: lead.id, createdAt: lead.created_at, updatedAt: lead.updated_at, ...link(lead),
          fullName: lead.full_name, email: lead.email, mobileNumber: lead.mobile_number, car: lead.car_name,
        })),
        totalItems: counted.total,
        totalCapped: counted.capped,
      };
    },

    get: async (id: string): Promise<Lead> => toLead(await row(id)),

    /** The stored wizard input and link of a lead, for its conversion. */
    async forConversion(id: string): Promise<{ wizard: LeadInput; proposalId: string | null; proposalNo: string | null }> {
      const found = await row(id);
      return { wizard: readJson(found.wizard, LeadCreateSchema, null as never), proposalId: found.proposal_id, proposalNo: found.proposal_ref ?? null };
    },

    async create(input: LeadInput, accountId: string | null, at: string): Promise<Lead> {
      const id = newId();
      await db.insertInto('motor_leads').values({
        id, full_name: input.customer.fullName, email: input.customer.email, mobile_number: input.customer.mobileNumber,
        car_name: `${input.car.make} ${input.car.model}`, wizard: JSON.stringify(input), status: 'New', proposal_id: null,
        created_by: accountId, created_at: at, updated_at: at,
      }).execute();
      return toLead(await row(id));
    },

    /** Links the lead to its new proposal, in the proposal's transaction (`markLeadQuoted`). */
    markQuoted: (trx: Db, id: string, proposalId: string, at: string) => markLeadQuoted(trx, 'motor_leads', id, proposalId, at),
  };
}
