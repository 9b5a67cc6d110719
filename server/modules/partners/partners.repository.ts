import { sql } from 'kysely';
import { discountOffersResource, partnersResource } from '../../../shared/contract/partners/index.js';
import type { Db } from '../../db/database.js';
import { conflict } from '../../http/httpError.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

/**
 * Partners and their offers on the kit. A partner with live offers is not removed: its offers
 * would be left under a partner no list shows.
 */
export function createPartnersRepositories(db: Db) {
  const partners = createResourceRepository(db, partnersResource, 'partners', {
    async beforeRemove(partner) {
      const { count } = await db.selectFrom('discount_offers').select((eb) => eb.fn.countAll<number>().as('count'))
        .where('partner', '=', partner._id).where('removed_at', 'is', null).executeTakeFirstOrThrow();
      if (Number(count) > 0) throw conflict(`${partner.companyName} has ${count} discount offer${Number(count) === 1 ? '' : 's'}. Remove them first.`);
    },
  });
  const offers = createResourceRepository(db, discountOffersResource, 'discount_offers');
  return { partners, offers };
}

/** The club categories in their display order. */
export async function listClubCategories(db: Db) {
  const rows = await db.selectFrom('club_categories').select(['id', 'title']).orderBy('display_order').orderBy(sql`seq`).execute();
  return rows.map((row) => ({ _id: row.id, title: row.title }));
}
