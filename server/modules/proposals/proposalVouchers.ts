import type { Selectable } from 'kysely';
import type { Voucher } from '../../../shared/contract/proposals/index.js';
import type { Db } from '../../db/database.js';
import type { ProposalRow, VouchersTable } from '../../db/schema.js';
import { badRequest, conflict } from '../../http/httpError.js';

type VoucherRow = Selectable<VouchersTable>;

export function toVoucher(row: VoucherRow): Voucher {
  return { _id: row.id, promoCode: row.promo_code, discountType: row.discount_type, discountValue: row.discount_value, expiryDate: row.expiry_date };
}

/** The plans a voucher is limited to; none means every plan. */
export function voucherPlanIds(row: Pick<VoucherRow, 'plan_ids'>): string[] {
  const parsed: unknown = JSON.parse(row.plan_ids);
  return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
}

/** Promo codes a proposal can take today: enabled, started, not expired, not used up. */
export async function activeVouchers(db: Db, now = new Date()): Promise<Voucher[]> {
  const at = now.toISOString();
  const rows = await db.selectFrom('vouchers').selectAll().where('is_active', '=', 1).where('created_date', '<=', at).where('expiry_date', '>=', at)
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
  const row = await db.selectFrom('vouchers').selectAll().where('promo_code', '=', promoCode.trim()).executeTakeFirst();
  const at = now.toISOString();
  if (!row || row.is_active !== 1) throw refuse(`${promoCode} is not a valid promo code`);
  if (row.created_date > at) throw refuse(`${row.promo_code} is not valid before ${row.created_date.slice(0, 10)}`);
  if (row.expiry_date < at) throw refuse(`${row.promo_code} expired on ${row.expiry_date.slice(0, 10)}`);
  if (row.max_uses !== null && row.used_count >= row.max_uses) throw refuse(`${row.promo_code} has been used up (${row.max_uses} uses)`);
  const valid = voucherPlanIds(row);
  if (planIds !== null && valid.length > 0 && !planIds.some((planId) => valid.includes(planId))) {
    throw refuse(`${row.promo_code} is not valid for any plan quoted on proposal ${proposal.ref}`);
  }
  return row;
}

/** Counts a use while a proposal holds the code, so `max_uses` limits how many proposals take it. */
export function countVoucherUse(db: Db, voucherId: string, delta: 1 | -1) {
  return db.updateTable('vouchers').set((eb) => ({ used_count: eb('used_count', '+', delta), updated_at: new Date().toISOString() }))
    .where('id', '=', voucherId).execute();
}
