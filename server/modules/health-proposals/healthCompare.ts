import {
  HEALTH_BENEFIT_PERIOD_LABELS, type PlanBenefit,
} from '../../../shared/contract/health-benefits/index.js';
import type { HealthCompareCell, HealthComparison, HealthComparedQuote, HealthQuoteBenefitEditSchema } from '../../../shared/contract/health-proposals/index.js';
import type { Quote } from '../../../shared/contract/proposals/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import type { ProposalRow } from '../../db/schema.js';
import type { z } from 'zod';
import { badRequest, notFound } from '../../http/httpError.js';
import { benefitMaster, planBenefits } from '../health-benefits/health-benefits.repository.js';
import { healthTreeDb } from '../health-matrix/health-matrix.tables.js';
import { createProposalsRepository } from '../proposals/proposals.repository.js';
import { addHistory, selectQuotes, toQuote } from '../../sales/salesRecords.js';

/** Table of migration 0047: a comparison's own value of one quote's benefit (kept beside the code that owns it). */
interface HealthQuoteBenefitsTable {
  quote_id: string;
  benefit_id: string;
  value: string;
  updated_by: string | null;
  updated_at: string;
}

const quoteBenefitsDb = (db: Db) => healthTreeDb(db).withTables<{ health_quote_benefits: HealthQuoteBenefitsTable }>();

const share = (type: 'percentage' | 'fixed' | null, value: number | null) =>
  value === null ? null : type === 'fixed' ? formatAed(value) : `${value} %`;

/**
 * A plan's benefit as the customer reads it in a comparison: "Not covered" when it is off, else
 * its value (a network by its name), limit, period, counts, co-pay, deductible, reimbursement and
 * description, or "Covered" when the plan says nothing more.
 *
 * @example benefitText({ ...benefit, isEnabled: true, limit: 15_000_000, unit: 'AED', timePeriod: 'perYear' }, new Map()) // 'AED 150,000.00, per policy year'
 */
export function benefitText(benefit: PlanBenefit, networkNames: ReadonlyMap<string, string>): string {
  if (!benefit.isEnabled) return 'Not covered';
  const value = benefit.value && benefit.valueType === 'network' ? networkNames.get(benefit.value) ?? benefit.value : benefit.value;
  const limit = benefit.limit === null ? null : benefit.unit === 'AED' ? formatAed(benefit.limit) : `${benefit.limit} ${benefit.unit ?? ''}`.trim();
  const coPay = share(benefit.coPayType, benefit.coPayValue);
  const deductible = share(benefit.deductibleType, benefit.deductibleValue);
  const parts = [
    value || null,
    limit,
    benefit.timePeriod ? HEALTH_BENEFIT_PERIOD_LABELS[benefit.timePeriod].toLowerCase() : null,
    benefit.noOfVisits === null ? null : `${benefit.noOfVisits} visits`,
    benefit.noOfSessions === null ? null : `${benefit.noOfSessions} sessions`,
    coPay ? `co-pay ${coPay}${benefit.coPayLimit === null ? '' : ` up to ${formatAed(benefit.coPayLimit)}`}` : null,
    deductible ? `deductible ${deductible}` : null,
    benefit.reimbursement === null ? null : `reimbursed ${benefit.reimbursement} %`,
    benefit.maxValue === null ? null : `at most ${formatAed(benefit.maxValue)} a claim`,
    benefit.description || null,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : 'Covered';
}

/** The compared quote's figures: the plan's place in its insurer's tree, its co-pay, the premium and the grand total. */
function comparedQuote(quote: Quote): HealthComparedQuote {
  return {
    _id: quote._id, ref: quote.ref, companyName: quote.companyName, tpaName: quote.health?.tpaName ?? '-', networkName: quote.health?.networkName ?? '-',
    planName: quote.planName, coPay: quote.health?.coPay ?? 0, premiumFils: quote.priceFils, totalFils: quote.totalFils,
  };
}

/** The name of a comparison's file, the same downloaded or attached to an e-mail. */
export const healthCompareFileName = (proposalRef: string, extension: 'pdf' | 'xlsx') => `Health plans ${proposalRef}.${extension}`;

/** A quote's plan; a quote without one (none is priced so) reads as a plan with no benefits set. */
const planOf = (quote: Quote) => quote.planId ?? '';

/** What a comparison is made of: the proposal, its quotes as given and the comparison the screen, PDF and Excel show. */
export interface HealthCompareSet {
  proposal: ProposalRow;
  quotes: Quote[];
  comparison: HealthComparison;
}

/**
 * The comparison of a health proposal's quotes `ids`, in the order given: each quote's figures and
 * every benefit of the master with each plan's value, overridden by this comparison's edits. A
 * proposal of another line, or an id that is not one of its quotes, is 404.
 */
export async function healthComparison(db: Db, proposalId: string, ids: readonly string[]): Promise<HealthCompareSet> {
  const proposal = await createProposalsRepository(db, () => new Date(), 'health').row(proposalId);
  const rows = await selectQuotes(db).where('quotes.id', 'in', [...ids]).where('quotes.proposal_id', '=', proposal.id).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const foreign = ids.filter((id) => !byId.has(id));
  if (foreign.length > 0) throw notFound(`Quote not found on proposal ${proposal.ref}: ${foreign.join(', ')}`);
  const quotes = ids.map((id) => toQuote(byId.get(id)!));
  const [plans, edits] = await Promise.all([
    planBenefits(db, quotes.map(planOf)),
    quoteBenefitsDb(db).selectFrom('health_quote_benefits').select(['quote_id', 'benefit_id', 'value']).where('quote_id', 'in', [...ids]).execute(),
  ]);
  const networkIds = [...plans.values()].flat().filter((benefit) => benefit.valueType === 'network' && benefit.value).map((benefit) => benefit.value!);
  const networks = networkIds.length === 0 ? [] : await healthTreeDb(db).selectFrom('health_networks').select(['id', 'network_name']).where('id', 'in', networkIds).execute();
  const networkNames = new Map(networks.map((network) => [network.id, network.network_name]));
  const edited = new Map(edits.map((edit) => [`${edit.quote_id} ${edit.benefit_id}`, edit.value]));
  const master = plans.get(planOf(quotes[0]!)) ?? [];
  const compared = quotes.map(comparedQuote);
  const cheapest = compared.reduce((best, quote) => (quote.totalFils < best.totalFils ? quote : best));
  return {
    proposal,
    quotes,
    comparison: {
      proposalId: proposal.id, proposalRef: proposal.ref, customerName: quotes[0]!.customerName, quotes: compared, cheapestQuoteId: cheapest._id,
      benefits: master.map((benefit, index) => ({
        _id: benefit._id, name: benefit.name, group: benefit.group,
        cells: quotes.map((quote) => {
          const planValue = benefitText(plans.get(planOf(quote))![index]!, networkNames);
          const value = edited.get(`${quote._id} ${benefit._id}`);
          return { quoteId: quote._id, value: value ?? planValue, planValue, edited: value !== undefined };
        }),
      })),
    },
  };
}

/**
 * Sets (or, with a blank or null value, removes) a health quote's own value of one benefit for its
 * comparison, with a line in the proposal's history saying what it was and what it is; 404 for a
 * quote that is not a health quote, 400 naming `benefitId` for a benefit the master does not have.
 */
export async function editComparisonBenefit(
  db: Db, edit: z.output<typeof HealthQuoteBenefitEditSchema>, accountId: string, at: string,
): Promise<{ cell: HealthCompareCell & { benefitId: string }; quoteRef: string; benefitName: string }> {
  const quote = await db.selectFrom('quotes').innerJoin('proposals', 'proposals.id', 'quotes.proposal_id')
    .select(['quotes.id', 'quotes.ref', 'quotes.proposal_id']).where('quotes.id', '=', edit.quoteId).where('proposals.line', '=', 'health')
    .executeTakeFirst();
  if (!quote) throw notFound('Quote not found');
  const benefit = (await benefitMaster(db)).find((each) => each._id === edit.benefitId);
  if (!benefit) throw badRequest(`benefitId: No benefit has the id ${edit.benefitId}`, { benefitId: `No benefit has the id ${edit.benefitId}` });
  const value = edit.value ? edit.value : null;
  const before = await db.transaction().execute(async (trx) => {
    const { comparison } = await healthComparison(trx, quote.proposal_id, [quote.id]);
    const cell = comparison.benefits.find((each) => each._id === benefit._id)!.cells[0]!;
    const table = quoteBenefitsDb(trx);
    if (value === null) {
      await table.deleteFrom('health_quote_benefits').where('quote_id', '=', quote.id).where('benefit_id', '=', benefit._id).execute();
    } else {
      await table.insertInto('health_quote_benefits').values({ quote_id: quote.id, benefit_id: benefit._id, value, updated_by: accountId, updated_at: at })
        .onConflict((conflict) => conflict.columns(['quote_id', 'benefit_id']).doUpdateSet({ value, updated_by: accountId, updated_at: at }))
        .execute();
    }
    await addHistory(trx, {
      entityType: 'proposal', entityId: quote.proposal_id, accountId, line: 'health', at,
      action: 'Comparison benefit edited', detail: `${quote.ref} ${benefit.name}: "${cell.value}" to "${value ?? `${cell.planValue} (the plan's value)`}"`,
    });
    return cell;
  });
  return {
    cell: { quoteId: quote.id, benefitId: benefit._id, value: value ?? before.planValue, planValue: before.planValue, edited: value !== null },
    quoteRef: quote.ref, benefitName: benefit.name,
  };
}
