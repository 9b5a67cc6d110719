import { PROPOSAL_SOURCES } from '../../shared/contract/proposals/index.js';
import type { CustomerRow, QuoteRow } from '../db/schema.js';
import { dubaiDate } from '../../shared/domain/dubaiDay.js';
import { policyPeriod } from '../modules/policies/issuing.js';
import { DAY_MS, addHistory, askForContact, iso, payQuote, policyRow, proposalRow, type DemoContext } from './demoRecords.js';
import { vatOf } from '../../shared/domain/money.js';

/**
 * Health and travel sales of the demo. These lines have no pricing engine yet: each insurer's price
 * is the premium, VAT is 5 % of it on top, and a sale is booked like a motor one (paid payment,
 * policy, transaction). Their history is the customer's, where the health and travel tabs read it.
 */

type CoverLine = 'health' | 'travel';
const PLANS = { health: ['Basic', 'Enhanced', 'Premier'], travel: ['Schengen Basic', 'Worldwide', 'Worldwide Plus'] } as const;
/** Yearly health premiums and per-trip travel premiums, AED. */
const PREMIUM_AED = { health: [1_200, 9_500], travel: [45, 650] } as const;
const LABEL = { health: 'Health', travel: 'Travel' } as const;

export function createCoverSales(ctx: DemoContext, companies: ReadonlyArray<{ id: string; name: string }>) {
  const { random, staff } = ctx;

  function sell(line: CoverLine, customer: CustomerRow, atMs: number): void {
    const proposalId = ctx.idAt(atMs);
    const proposalRef = ctx.ref('proposals');
    const quotedMs = atMs + random.int(1, 48) * 3_600_000;
    const startDay = dubaiDate(new Date(atMs + random.int(2, 20) * DAY_MS));
    const quotes: QuoteRow[] = [];
    for (let count = random.int(2, 4); count > 0; count--) {
      const company = random.pick(companies);
      const priceFils = random.int(PREMIUM_AED[line][0], PREMIUM_AED[line][1]) * 100;
      const vatFils = vatOf(priceFils);
      quotes.push({
        id: ctx.idAt(quotedMs), ref: ctx.ref('quotes'), proposal_id: proposalId, customer_id: customer.id, company_id: company.id, company_name: company.name,
        plan_id: null, plan_name: random.pick(PLANS[line]), price_fils: priceFils, status: 'offered', insurance_type: null, repair_condition: null,
        value_fils: null, excess_fils: null, admin_fee_fils: 0, vat_fils: vatFils, total_fils: priceFils + vatFils, pricing: null, selected_addons: '[]',
        price_edit_count: 0, payment_status: 'unpaid', is_bought: 0, is_current: 1, expires_at: iso(quotedMs + 30 * DAY_MS),
        created_at: iso(quotedMs), updated_at: iso(quotedMs), applied_for_contact_at: null, applied_for_contact_by: null,
      });
    }
    ctx.data.quotes.push(...quotes);
    const buys = random.chance(0.55);
    const proposal = proposalRow({
      id: proposalId, ref: proposalRef, line, customer_id: customer.id, source: random.pick(PROPOSAL_SOURCES.filter((source) => source !== 'Source' && source !== 'Renewal')),
      status: random.pick(['Quote generated', 'Customer contacted', 'Lost']), expires_at: iso(quotedMs + 30 * DAY_MS), created_at: iso(atMs),
      updated_at: iso(quotedMs), created_by: staff.adminId, quotes_generated_at: iso(quotedMs),
    });
    ctx.data.proposals.push(proposal);
    addHistory(ctx, {
      entityType: 'customer', entityId: customer.id, line, accountId: staff.adminId, action: 'proposal created', detail: `${LABEL[line]} proposal ${proposalRef} created`, atMs,
    });
    if (!buys) {
      if (proposal.status !== 'Lost' && random.chance(0.15)) askForContact(ctx, random.pick(quotes), line, Math.min(ctx.nowMs - 60_000, quotedMs + random.int(1, 48) * 3_600_000));
      return;
    }

    const quote = random.pick(quotes);
    const paidMs = Math.min(ctx.nowMs - 3_600_000, quotedMs + random.int(1, 72) * 3_600_000);
    const policyId = ctx.idAt(paidMs);
    const policyRef = ctx.ref('policies');
    const paymentId = payQuote(ctx, { quote, proposalRef, line, policyId, policyRef, paidMs, accountId: staff.adminId });
    const { startDate, expiryDate } = line === 'health'
      ? policyPeriod(startDay, startDay)
      : { startDate: startDay, expiryDate: dubaiDate(new Date(Date.parse(`${startDay}T00:00:00Z`) + random.int(6, 89) * DAY_MS)) };
    ctx.data.policies.push(policyRow({
      id: policyId, ref: policyRef, line, customer_id: customer.id, quote_id: quote.id, company_id: quote.company_id, company_name: quote.company_name,
      insurance_type: quote.plan_name, insured_value_fils: null, premium_fils: quote.total_fils, status: 'Active', start_date: startDate, expiry_date: expiryDate,
      proposal_id: proposalId, payment_id: paymentId, created_at: iso(paidMs),
    }));
    Object.assign(proposal, { status: 'Policy paid and Issued', paid_quote_id: quote.id, policy_id: policyId, updated_at: iso(paidMs) });
    addHistory(ctx, {
      entityType: 'customer', entityId: customer.id, line, accountId: staff.adminId, action: 'policy issued',
      detail: `Policy ${policyRef} issued by ${quote.company_name}`, atMs: paidMs,
    });
  }

  return { sell };
}
