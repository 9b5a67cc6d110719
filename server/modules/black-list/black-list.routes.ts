import type { FastifyInstance } from 'fastify';
import { blacklistResource } from '../../../shared/contract/black-list/index.js';
import { blacklistContract } from '../../../shared/contract/black-list/black-list.contract.js';
import { notFound } from '../../http/httpError.js';
import { registerResource } from '../../kit/registerResource.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';
import { createCustomersRepository } from '../customers/customers.repository.js';
import { findBlacklisted } from './blacklistGuard.js';

/**
 * The blacklist (spec 001 §7) on the kit: list, read, add or lift (`addorremoveblacklist`),
 * removal, and the front office's check (`addfrontbacktemplate`). Its effect on sales is
 * `blacklistGuard.ts`, which the sales modules call.
 */
export function blacklistRoutes(app: FastifyInstance, _options: object, done: () => void): void {
  const entries = createResourceRepository(app.db, blacklistResource, 'blacklist');
  const customers = createCustomersRepository(app.db);
  const at = () => new Date().toISOString();
  registerResource(app, blacklistContract, blacklistResource, entries, {
    create: async ({ body, auth }) => {
      const { remove, ...entry } = body;
      if (!remove) return { success: true, data: await entries.create(entry, at()), message: 'Blacklist entry created' };
      const held = await findBlacklisted(app.db, { email: entry.email, mobile: entry.mobileNumber });
      if (!held) throw notFound('No blacklist entry holds this email or mobile number');
      const record = await entries.get(held._id);
      await entries.remove(held._id, at());
      app.log.info({ event: 'blacklistLifted', entryId: held._id, accountId: auth.accountId }, 'blacklist entry lifted');
      return { success: true, data: record, message: 'Blacklist entry removed' };
    },
    check: async ({ body }) => {
      const contact = body.customerId ? await customers.get(body.customerId) : body;
      const entry = await findBlacklisted(app.db, { email: contact.email, mobile: contact.mobileNumber });
      return { success: true, data: { blacklisted: entry !== null, entry } };
    },
  });
  done();
}
