import type { Selectable } from 'kysely';
import type { Voucher } from '../../../shared/contract/proposals/index.js';
import type { Db } from '../../db/database.js';
import type { ProposalRow, VouchersTable } from '../../db/schema.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import type { SaleVoucher } from '../../../shared/domain/saleDiscounts.js';
import { newId } from '../../db/ids.js';
import { badRequest, conflict } from '../../http/httpError.js';

/**
 * Promo codes as sales use them (issue 6; owned by the vouchers area since issue 14): the codes a
 * proposal can take, the refusals a customer would be told, and taking or releasing a code, which
 * counts its uses and records the application the voucher's history shows.
 */

type VoucherRow = Selectable<VouchersTable>;

export function toVoucher(row: VoucherRow): Voucher {
  return { _id: row.id, promoCode: row.promo_code, discountType: row.discount_type, discountValue: row.discount_value, expiryDate: row.expiry_date };
}

/** The plans a voucher is limited to; none means every plan. */
export function voucherPlanIds(row: Pick<VoucherRow, 'plan_ids'>): string[] {
  const parsed: unknown = JSON.parse(row.plan_ids);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}

/** A proposal's promo code as pricing takes it: its discount and the plans it is limited to (none: every plan). */
export async function voucherDiscountOf(db: Db, voucherId: string | null): Promise<{ discount: SaleVoucher; planIds: string[] } | null> {
  if (!voucherId) return null;
  const row = await db.selectFrom('vouchers').selectAll().where('id', '=', voucherId).executeTakeFirst();
  return row ? { discount: { code: row.promo_code, discountType: row.discount_type, discountValue: row.discount_value }, planIds: voucherPlanIds(row) } : null;
}

/** Promo codes a proposal can take today (in Dubai): enabled, not removed, started, not expired, not used up. */
export async function activeVouchers(db: Db, now = new Date()): Promise<Voucher[]> {
  const today = todayInDubai(now);
  const rows = await db.selectFrom('vouchers').selectAll().where('is_active', '=', 1).where('removed_at', 'is', null)
    .where('created_date', '<=', today).where('expiry_date', '>=', today)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('used_count', '<', eb.ref('max_uses'))]))
    .orderBy('promo_code').execute();
  return rows.map(toVoucher);
}

/**
 * The voucher a promo code names, refused with the reason a customer would be told: unknown,
 * disabled, not started, expired, used up, for none of the proposal's plans; and never on a paid
 * proposal nor with an agent discount (FIELDS.md: the two do not combine).
 */
export async function applicableVoucher(
  db: Db, promoCode: string, proposal: Pick<ProposalRow, 'ref' | 'paid_quote_id' | 'agent_discount_percent'>, planIds: readonly string[] | null, now = new Date(),
): Promise<VoucherRow> {
  const refuse = (message: string) => badRequest(`promoCode: ${message}`, { promoCode: message });
  if (proposal.paid_quote_id) throw conflict(`Proposal ${proposal.ref} is paid; its promo code can no longer change.`);
  if (proposal.agent_discount_percent > 0) {
    throw conflict(`Proposal ${proposal.ref} has an agent discount of ${proposal.agent_discount_percent} %; a promo code and an agent discount do not combine. Remove the discount first.`);
  }
  const row = await db.selectFrom('vouchers').selectAll().where('promo_code', '=', promoCode.trim()).where('removed_at', 'is', null).executeTakeFirst();
  const today = todayInDubai(now);
  if (!row || row.is_active !== 1) throw refuse(`${promoCode} is not a valid promo code`);
  if (row.created_date > today) throw refuse(`${row.promo_code} is not valid before ${row.created_date}`);
  if (row.expiry_date < today) throw refuse(`${row.promo_code} expired on ${row.expiry_date}`);
  if (row.max_uses !== null && row.used_count >= row.max_uses) throw refuse(`${row.promo_code} has been used up (${row.max_uses} uses)`);
  const valid = voucherPlanIds(row);
  if (planIds !== null && valid.length > 0 && !planIds.some((planId) => valid.includes(planId))) {
    throw refuse(`${row.promo_code} is not valid for any plan quoted on proposal ${proposal.ref}`);
  }
  return row;
}

interface Application {
  voucherId: string;
  proposalId: string;
  at: string;
}

/**
 * A proposal takes a code: one more use (so `max_uses` limits how many proposals hold it) and an
 * application in the voucher's history, by a member of staff (`admin`) or the customer (`web`).
 * Run inside the transaction that sets the proposal's `voucher_id`.
 */
export async function takeVoucher(db: Db, application: Application & { accountId: string | null; channel: 'admin' | 'web' }): Promise<void> {
  const { voucherId, proposalId, at } = application;
  await db.updateTable('vouchers').set((eb) => ({ used_count: eb('used_count', '+', 1), updated_at: at })).where('id', '=', voucherId).execute();
  await db.insertInto('voucher_applications').values({
    id: newId(), voucher_id: voucherId, proposal_id: proposalId, applied_by: application.accountId, channel: application.channel, applied_at: at,
  }).execute();
}

/** A proposal gives its code back: one use less, and its open application marked as taken off. */
export async function releaseVoucher(db: Db, { voucherId, proposalId, at }: Application): Promise<void> {
  await db.updateTable('vouchers').set((eb) => ({ used_count: eb('used_count', '-', 1), updated_at: at })).where('id', '=', voucherId).execute();
  await db.updateTable('voucher_applications').set({ removed_at: at })
    .where('voucher_id', '=', voucherId).where('proposal_id', '=', proposalId).where('removed_at', 'is', null).execute();
}
