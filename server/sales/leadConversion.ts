import type { Db } from '../db/database.js';
import { conflict, notFound } from '../http/httpError.js';

/** The tables of every line's leads: each holds its status and the proposal it became. */
export type LeadTable = 'motor_leads' | 'health_leads';

/**
 * Links a lead to the proposal it became, in the proposal's transaction: Quoted, once. A lead
 * linked meanwhile (two conversions at once) refuses with the proposal it already has, and an
 * unknown lead with 404; either undoes the proposal with the transaction.
 *
 * @example await markLeadQuoted(trx, 'health_leads', leadId, proposal.id, at)
 */
export async function markLeadQuoted(trx: Db, table: LeadTable, id: string, proposalId: string, at: string): Promise<void> {
  const result = await trx.updateTable(table).set({ status: 'Quoted', proposal_id: proposalId, updated_at: at })
    .where('id', '=', id).where('proposal_id', 'is', null).executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return;
  // Every lead table has these columns; the query is typed on one of them (a union of tables is not callable).
  const linked = await trx.selectFrom(`${table} as l` as 'motor_leads as l').leftJoin('proposals as p', 'p.id', 'l.proposal_id').select('p.ref').where('l.id', '=', id).executeTakeFirst();
  if (!linked) throw notFound('Lead not found');
  throw conflict(`This lead already has its quotes: proposal ${linked.ref ?? ''}`.trim());
}
