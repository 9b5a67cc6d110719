import { z } from 'zod';
import { PriceLineSchema } from '../../../shared/contract/companies/index.js';
import type { SaleBreakdown } from '../../../shared/contract/transactions/index.js';
import type { Db } from '../../db/database.js';
import type { Line } from '../../db/schema.js';
import { saleBreakdown } from '../../sales/saleBreakdown.js';
import { readJson } from '../../sales/salesRecords.js';

/** What the breakdown reads of a quote's `pricing`: every line's price lines, and health's rate. */
const StoredPricingSchema = z.object({
  lines: z.array(PriceLineSchema).catch([]),
  health: z.object({ commissionPercent: z.number() }).optional().catch(undefined),
});
/** The insurer's motor rates (the company form's `motorInsurance`). */
const MotorRatesSchema = z.object({
  motorInsurance: z.object({ commissionThirdparty: z.number().catch(0), commissionComprehensive: z.number().catch(0) }).optional().catch(undefined),
});

/** The agent's share by the policy's line (the staff account's per-line commission). */
const shareOf = (line: Line, row: { auto_commission: number | null; health_commission: number | null; travel_commission: number | null }) =>
  Number((line === 'motor' ? row.auto_commission : line === 'health' ? row.health_commission : line === 'travel' ? row.travel_commission : 0) ?? 0);

/**
 * The breakdown of each given policy that has a stored quote (`saleBreakdown`), read in one query:
 * the quote's money, the rate (health's from its quote, motor's the insurer's for the quote's type)
 * and the share of the proposal's assigned agent.
 */
export async function saleBreakdownsOf(db: Db, policyIds: readonly string[]): Promise<Map<string, SaleBreakdown>> {
  const breakdowns = new Map<string, SaleBreakdown>();
  if (policyIds.length === 0) return breakdowns;
  const rows = await db.selectFrom('policies')
    .innerJoin('quotes', 'quotes.id', 'policies.quote_id')
    .leftJoin('insurance_companies', 'insurance_companies.id', 'quotes.company_id')
    .leftJoin('proposals', 'proposals.id', 'policies.proposal_id')
    .leftJoin('accounts', 'accounts.id', 'proposals.assigned_to')
    .select([
      'policies.id', 'policies.line', 'quotes.pricing', 'quotes.insurance_type', 'quotes.price_fils', 'quotes.admin_fee_fils', 'quotes.vat_fils',
      'quotes.total_fils', 'insurance_companies.line_settings', 'accounts.auto_commission', 'accounts.health_commission', 'accounts.travel_commission',
    ])
    .where('policies.id', 'in', policyIds).execute();
  for (const row of rows) {
    const pricing = readJson(row.pricing, StoredPricingSchema, { lines: [], health: undefined });
    const motor = readJson(row.line_settings, MotorRatesSchema, { motorInsurance: undefined }).motorInsurance;
    // Travel has no rate of its own yet: its sales show no commission rather than motor's.
    const commissionPercent = row.line === 'health' ? pricing.health?.commissionPercent ?? 0
      : row.line === 'motor' ? (row.insurance_type === 'thirdparty' ? motor?.commissionThirdparty : motor?.commissionComprehensive) ?? 0
        : 0;
    breakdowns.set(row.id, saleBreakdown({
      lines: pricing.lines, priceFils: row.price_fils, adminFeeFils: row.admin_fee_fils, vatFils: row.vat_fils, totalFils: row.total_fils,
      commissionPercent, agentSharePercent: shareOf(row.line, row),
    }));
  }
  return breakdowns;
}
