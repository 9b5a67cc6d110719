import type { Insertable } from 'kysely';
import { FROZEN_LOST_REASONS, type Quote, type QuoteEventNames } from '../../shared/contract/proposals/index.js';
import type { Db } from '../db/database.js';
import { newId } from '../db/ids.js';
import type { InsurerCallsTable, Line, ProposalRow, QuoteRow } from '../db/schema.js';
import { conflict, notFound } from '../http/httpError.js';
import { addHistory, refSeries, toQuote } from './salesRecords.js';

/**
 * The sales kernel's quoting: a proposal of any line is priced insurer by insurer, each insurer's
 * quotes go to the screen's socket room as soon as that insurer is priced, and the whole run is
 * kept in the caller's transaction (quotes, the insurer calls, the proposal's state and history).
 * What is special to a line (what a risk is, how a plan is priced, which quote columns it fills)
 * comes from its `SalesLine`; motor and health are two lines on this one flow.
 */

/** A quote stays valid this long, or until the policy would start if that is sooner. */
const QUOTE_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A plan an insurer would not quote, as the screen lists it under the insurer errors (`companyErrors`). */
export interface Refusal {
  companyName: string;
  planName: string;
  message: string;
}
export interface GeneratedQuotes {
  quotes: Quote[];
  refusals: Refusal[];
}
export interface QuoteEmitter {
  emitToRoom(room: string, event: string, payload: unknown): void;
}

/** What every line's priced plan names; the rest of it is the line's own and kept as the quote's `pricing`. */
export interface PricedPlan {
  companyId: string;
  companyName: string;
  planId: string;
  planName: string;
  totalFils: number;
}
/** A plan refused, with what the insurer (or the line's engine) answered, kept on the insurer call. */
export interface PlanRefusal {
  companyId: string;
  companyName: string;
  planName: string;
  message: string;
  response: unknown;
}
/** One insurer of a pricing run: priced when the run reaches it. */
export interface InsurerPricing<P extends PricedPlan> {
  companyId: string;
  companyName: string;
  /** The plans it will answer for (quotes and refusals): the screen's counter counts down from the run's sum. */
  planCount: number;
  price(): Promise<{ quotes: P[]; refusals: PlanRefusal[] }>;
}
/** What a line read of a proposal to price it. */
export interface ProposalPricing<P extends PricedPlan> {
  /** The policy's first day: a quote expires by then at the latest. */
  startDay: string;
  /** The risk as sent to the insurers, kept with each insurer call. */
  request: unknown;
  insurers: ReadonlyArray<InsurerPricing<P>>;
  /** The quote columns the line fills for a plan of this run. */
  quoteColumns(plan: P): QuoteLineColumns;
}
/** The quote columns a line fills for a priced plan. */
export type QuoteLineColumns = Pick<QuoteRow, 'insurance_type' | 'repair_condition' | 'value_fils' | 'price_fils' | 'admin_fee_fils' | 'vat_fils' | 'total_fils' | 'excess_fils' | 'pricing'>;

/** A line of business on the sales kernel. */
export interface SalesLine<P extends PricedPlan> {
  line: Line;
  /** The socket events of a run on the screen's room: each quote (or refusal), and what is still being priced. */
  quoteEvents: QuoteEventNames;
  /** Reads, in the caller's transaction, what pricing the proposal needs; a 422 naming the field when it cannot be priced. */
  prepare(executor: Db, proposal: ProposalRow): Promise<ProposalPricing<P>>;
}

/** Lost as a fake inquiry or a duplicate: nothing may be done with the proposal any more. */
export function isFrozen(proposal: Pick<ProposalRow, 'status' | 'status_reason'>): boolean {
  return proposal.status === 'Lost' && (FROZEN_LOST_REASONS as readonly string[]).includes(proposal.status_reason ?? '');
}

/** 409 unless the proposal's quotes may still change: not frozen, nothing paid. */
export function assertQuotesChangeable(proposal: Pick<ProposalRow, 'ref' | 'status' | 'status_reason' | 'paid_quote_id'>): void {
  if (isFrozen(proposal)) throw conflict(`Proposal ${proposal.ref} was closed as ${proposal.status_reason}; nothing can be changed on it.`);
  if (proposal.paid_quote_id) throw conflict(`Proposal ${proposal.ref} already has a paid quote; its quotes can no longer change.`);
}

/** The end of the day a quote expires: 30 days on, or the policy's start day if sooner, never before today ends. */
export function quoteExpiry(now: Date, policyStartDay: string): string {
  const endOfDay = (day: string) => `${day.slice(0, 10)}T23:59:59.999Z`;
  const candidates = [new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS).toISOString(), endOfDay(policyStartDay)].sort();
  const today = endOfDay(now.toISOString());
  return candidates[0]! < today ? today : candidates[0]!;
}

/** A new current quote's row: offered, unpaid, with the line's columns. */
export function newQuoteRow(plan: PricedPlan, columns: QuoteLineColumns, input: {
  id: string; ref: string; proposalId: string; customerId: string; expiresAt: string; at: string;
}): QuoteRow {
  return {
    id: input.id, ref: input.ref, proposal_id: input.proposalId, customer_id: input.customerId, company_id: plan.companyId, company_name: plan.companyName,
    plan_id: plan.planId, plan_name: plan.planName, status: 'offered', ...columns, selected_addons: '[]', price_edit_count: 0, payment_status: 'unpaid',
    is_bought: 0, is_current: 1, expires_at: input.expiresAt, created_at: input.at, updated_at: input.at, applied_for_contact_at: null, applied_for_contact_by: null,
  };
}

/**
 * Sends a run's quotes and refusals to a room as each insurer answers, counting down what is left.
 * Every payload names its room (`reqId`): a desk that has moved on to another request drops a late
 * event of the previous one.
 */
function liveRun(emitter: QuoteEmitter, room: string, events: QuoteEventNames, planCount: number) {
  let remaining = planCount;
  const counted = () => {
    remaining = Math.max(0, remaining - 1);
    emitter.emitToRoom(room, events.counter, { reqId: room, remaining });
  };
  return {
    quote(quote: Quote) {
      emitter.emitToRoom(room, events.quote, { reqId: room, success: true, data: quote });
      counted();
    },
    refusal(refusal: Refusal) {
      emitter.emitToRoom(room, events.quote, { reqId: room, success: false, Errors: [refusal] });
      counted();
    },
  };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * A line's quote generation. `generateIn` prices every insurer and replaces the proposal's unpaid
 * current quotes in the caller's transaction: earlier quotes stay (not current) for the payments
 * and history that name them. With a room, each insurer's quotes are on the screen before the
 * call answers; should the transaction then fail, the call's error tells the screen to drop them.
 */
export function createQuoteGeneration<P extends PricedPlan>(line: SalesLine<P>, emitter: QuoteEmitter | null, now: () => Date = () => new Date()) {
  return async function generateIn(executor: Db, proposalId: string, accountId: string | null, room?: string): Promise<GeneratedQuotes> {
    const proposal = await executor.selectFrom('proposals').selectAll().where('id', '=', proposalId).where('line', '=', line.line).executeTakeFirst();
    if (!proposal) throw notFound('Proposal not found');
    assertQuotesChangeable(proposal);
    const pricing = await line.prepare(executor, proposal);
    const customer = await executor.selectFrom('customers').select('full_name').where('id', '=', proposal.customer_id).executeTakeFirstOrThrow();

    const at = now();
    const atIso = at.toISOString();
    const expiresAt = quoteExpiry(at, pricing.startDay);
    const refs = await refSeries(executor, 'quotes');
    const request = JSON.stringify(pricing.request);
    const live = room && emitter ? liveRun(emitter, room, line.quoteEvents, pricing.insurers.reduce((sum, insurer) => sum + insurer.planCount, 0)) : null;
    const asQuote = (row: QuoteRow) => toQuote({ ...row, proposal_ref: proposal.ref, customer_name: customer.full_name, policy_id: null });
    const rows: QuoteRow[] = [];
    const refusals: Refusal[] = [];
    const calls: Array<Insertable<InsurerCallsTable>> = [];
    const call = (insurer: { companyId: string; companyName: string }, outcome: Pick<InsurerCallsTable, 'quote_id' | 'status' | 'error_message' | 'response'>) =>
      calls.push({ id: newId(at), proposal_id: proposal.id, company_id: insurer.companyId, company_name: insurer.companyName, kind: 'quote', request, created_at: atIso, ...outcome });

    for (const insurer of pricing.insurers) {
      let priced: Awaited<ReturnType<typeof insurer.price>>;
      try {
        priced = await insurer.price();
      } catch (error) {
        // One insurer failing leaves its quotes out and says why; the others are still quoted.
        const message = error instanceof Error ? error.message : String(error);
        priced = { quotes: [], refusals: [{ companyId: insurer.companyId, companyName: insurer.companyName, planName: 'All plans', message, response: { error: message } }] };
      }
      for (const plan of priced.quotes) {
        const row = newQuoteRow(plan, pricing.quoteColumns(plan), { id: newId(at), ref: refs.next(), proposalId: proposal.id, customerId: proposal.customer_id, expiresAt, at: atIso });
        rows.push(row);
        call(plan, { quote_id: row.id, status: 'ok', error_message: null, response: JSON.stringify(plan) });
        live?.quote(asQuote(row));
      }
      for (const refusal of priced.refusals) {
        const shown = { companyName: refusal.companyName, planName: refusal.planName, message: refusal.message };
        refusals.push(shown);
        call(refusal, { quote_id: null, status: 'error', error_message: `${refusal.planName}: ${refusal.message}`, response: JSON.stringify(refusal.response) });
        live?.refusal(shown);
      }
    }

    await executor.updateTable('quotes').set({ is_current: 0, updated_at: atIso })
      .where('proposal_id', '=', proposal.id).where('is_current', '=', 1).where('payment_status', '!=', 'paid').execute();
    // One multi-row statement each: 20 insurers × 6 plans stay a handful of statements. The rows go in ref
    // order: on SQLite the newest row is where the next run reads the series from (`refSeries`).
    if (rows.length > 0) await executor.insertInto('quotes').values(rows).execute();
    if (calls.length > 0) await executor.insertInto('insurer_calls').values(calls).execute();
    await executor.updateTable('proposals').set({
      quotes_generated_at: atIso, expires_at: expiresAt, updated_at: atIso,
      ...(proposal.status === 'Un Attended' && { status: 'Quote generated' }),
    }).where('id', '=', proposal.id).execute();
    await addHistory(executor, {
      entityType: 'proposal', entityId: proposal.id, line: line.line, accountId, action: 'Quotes generated',
      detail: `${plural(rows.length, 'quote')}, ${plural(refusals.length, 'refusal')}`, at: atIso,
    });
    const cheapestFirst = [...rows].sort((a, b) => a.total_fils - b.total_fils);
    return { quotes: cheapestFirst.map(asQuote), refusals };
  };
}
