import type { Redemption, ValidatedOffer } from '../../../shared/contract/partners/index.js';
import { formatAed, formatDate } from '../../../shared/domain/format.js';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/dialect.js';
import { newId } from '../../db/ids.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, notFound } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';

interface OfferTerms {
  discount_type: 'percentage' | 'fixedPrice';
  discount_value: number;
  max_discount_fils: number | null;
}

/** What a bill saves: a percentage of it (rounded to the fils) up to the cap, or the fixed amount up to the bill. */
export function savingOf(offer: OfferTerms, billFils: number): number {
  const saving = offer.discount_type === 'percentage' ? Math.round((billFils * Number(offer.discount_value)) / 100) : Math.round(Number(offer.discount_value));
  return Math.min(saving, offer.max_discount_fils ?? Number.POSITIVE_INFINITY, billFils);
}

/**
 * Redemptions of the club's offers. A redemption runs in one transaction holding the offer's row,
 * so two at once for one customer at the limit take turns and the second sees the first's use.
 */
export function createRedemptionsRepository(db: Db) {
  async function usedBy(executor: Db, offerId: string, customerId: string): Promise<number> {
    const { count } = await executor.selectFrom('offer_redemptions').select((eb) => eb.fn.countAll<number>().as('count'))
      .where('offer_id', '=', offerId).where('customer_id', '=', customerId).executeTakeFirstOrThrow();
    return Number(count);
  }

  return {
    async redeem(offerId: string, input: { customerId: string; billFils: number; requestKey?: string | undefined }, by: string, at: Date): Promise<Redemption> {
      const attempt = () => db.transaction().execute(async (trx) => {
        await lockRow(trx, 'discount_offers', offerId);
        const offer = await trx.selectFrom('discount_offers').selectAll().where('id', '=', offerId).where('removed_at', 'is', null).executeTakeFirst();
        if (!offer) throw notFound('Discount offer not found');
        const answer = async (row: { id: string; customer_id: string; bill_fils: number; saved_fils: number; redeemed_at: string }): Promise<Redemption> => ({
          _id: row.id, offerId, customerId: row.customer_id, billFils: Number(row.bill_fils), savedFils: Number(row.saved_fils), redeemedAt: row.redeemed_at,
          used: await usedBy(trx, offerId, row.customer_id), limit: Number(offer.useage_limit_per_user),
        });
        if (input.requestKey) {
          const done = await trx.selectFrom('offer_redemptions').selectAll().where('offer_id', '=', offerId).where('request_key', '=', input.requestKey).executeTakeFirst();
          if (done) return answer(done);
        }
        const customer = await trx.selectFrom('customers').select(['id', 'full_name']).where('id', '=', input.customerId).executeTakeFirst();
        if (!customer) throw badRequest('customerId: Choose an existing customer', { customerId: 'Choose an existing customer' });
        const today = dubaiDate(at);
        if (Number(offer.is_active) !== 1) throw conflict('This offer is switched off');
        if (today < offer.start_date) throw conflict(`This offer starts on ${formatDate(offer.start_date)}`);
        if (today > offer.expiry_date) throw conflict(`This offer expired on ${formatDate(offer.expiry_date)}`);
        const limit = Number(offer.useage_limit_per_user);
        if ((await usedBy(trx, offerId, customer.id)) >= limit) {
          throw conflict(`${customer.full_name} has used this offer ${limit} time${limit === 1 ? '' : 's'}, its limit per customer`);
        }
        const row = {
          id: newId(at), offer_id: offerId, customer_id: customer.id, bill_fils: input.billFils, saved_fils: savingOf(offer, input.billFils),
          redeemed_by: by, request_key: input.requestKey ?? null, redeemed_at: at.toISOString(),
        };
        await trx.insertInto('offer_redemptions').values(row).execute();
        return answer(row);
      });
      try {
        return await attempt();
      } catch (error) {
        // The same request key sent twice at once: the second answers the first's redemption.
        if (input.requestKey && isUniqueViolation(error, 'request_key')) return attempt();
        throw error;
      }
    },

    /** The customers who redeemed an offer, most recent use first, with how often and what they saved. */
    async validated(offerId: string, page: number, size: number): Promise<{ items: ValidatedOffer[]; totalItems: number }> {
      const [rows, total] = await Promise.all([
        db.selectFrom('offer_redemptions as r').innerJoin('customers as c', 'c.id', 'r.customer_id')
          .select((eb) => [
            'c.id', 'c.full_name', 'c.country_code', 'c.mobile_number', 'c.email',
            eb.fn.countAll<number>().as('used'), eb.fn.sum<number>('r.saved_fils').as('saved'), eb.fn.max('r.redeemed_at').as('last'),
          ])
          .where('r.offer_id', '=', offerId)
          .groupBy(['c.id', 'c.full_name', 'c.country_code', 'c.mobile_number', 'c.email'])
          .orderBy('last', 'desc').orderBy('c.id')
          .limit(size).offset(offsetOf(page, size))
          .execute(),
        db.selectFrom('offer_redemptions').select((eb) => eb.fn.count<number>('customer_id').distinct().as('count')).where('offer_id', '=', offerId).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((row) => ({
          customerId: row.id, customerName: row.full_name, mobileNumber: `+${row.country_code.replace(/^\+/, '')} ${row.mobile_number}`, email: row.email,
          offerUsed: Number(row.used), savedFils: Number(row.saved), lastUsedAt: String(row.last),
        })),
        totalItems: Number(total.count),
      };
    },
  };
}

/** A saving in words, for the redemption's message. */
export const savedText = (fils: number) => formatAed(fils);
