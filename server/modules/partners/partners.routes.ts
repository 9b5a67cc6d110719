import type { FastifyInstance } from 'fastify';
import { discountOffersContract } from '../../../shared/contract/partners/partners.contract.js';
import { partnersContract } from '../../../shared/contract/partners/partners.contract.js';
import { discountOffersResource, partnersResource } from '../../../shared/contract/partners/index.js';
import { pagination } from '../../http/pagination.js';
import { registerResource } from '../../kit/registerResource.js';
import { createPartnersRepositories, listClubCategories } from './partners.repository.js';
import { createRedemptionsRepository, savedText } from './redemptions.repository.js';

/**
 * Partners (Club) and their discount offers (spec 002 §Partners): both on the kit, images under
 * `<filesDir>/partners/` and `<filesDir>/discountOffers/`, plus the categories, redemption and the
 * validated offers. `clock` gives "today" for an offer's dates and the redemption's time.
 */
export function partnersRoutes(app: FastifyInstance, options: { filesDir: string; clock?: () => number }, done: () => void): void {
  const now = () => new Date((options.clock ?? Date.now)());
  const { partners, offers } = createPartnersRepositories(app.db);
  const redemptions = createRedemptionsRepository(app.db);
  const kitOptions = { filesDir: options.filesDir, clock: now };
  registerResource(app, partnersContract, partnersResource, partners, {
    categories: async () => ({ success: true, data: await listClubCategories(app.db) }),
  }, kitOptions);
  registerResource(app, discountOffersContract, discountOffersResource, offers, {
    redeem: async ({ params, body, auth }) => {
      const redemption = await redemptions.redeem(params.id, body, auth.accountId, now());
      return { success: true, data: redemption, message: `Offer redeemed: ${savedText(redemption.savedFils)} saved (${redemption.used} of ${redemption.limit} uses)` };
    },
    analytics: async ({ params, query }) => {
      await offers.get(params.id);
      const { items, totalItems } = await redemptions.validated(params.id, query.page, query.size);
      return { success: true, data: items, pagination: pagination(query.page, query.size, totalItems) };
    },
  }, kitOptions);
  done();
}
