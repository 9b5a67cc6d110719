import { endpoint } from '../endpoint.js';
import { BlacklistChangeSchema, BlacklistCheckResultSchema, BlacklistCheckSchema, blacklistResource } from './black-list.schema.js';

/**
 * The blacklist (spec 001 §7): the kit's list, read, add and removal at the spec's paths, with
 * these decisions where the spec is silent:
 * - `addorremoveblacklist` adds the entry, or with `remove: true` lifts the one holding the
 *   e-mail or mobile given (`BlacklistChangeSchema`).
 * - `GET /{id}/getblacklistuser` is BrokerDesk's: the kit reads one entry.
 * - `POST /api/quotes/addfrontbacktemplate` (listed under the blacklist, without a body) is the
 *   front office's check before a quote: given a customer, or an e-mail and/or a mobile, it answers
 *   whether the contact is blacklisted and the entry it matches, so a screen can warn before the
 *   proposal, quote or payment link would be refused.
 */
export const blacklistContract = {
  ...blacklistResource.contract,
  create: endpoint({
    ...blacklistResource.contract.create,
    summary: 'Add a blacklist entry, or with remove: true lift the entry holding the e-mail or mobile given',
    body: BlacklistChangeSchema,
  }),
  /** The front office's check: is this customer, e-mail or mobile blacklisted, and by which entry. */
  check: endpoint({
    method: 'POST', path: '/api/quotes/addfrontbacktemplate', summary: 'Check a customer, e-mail or mobile against the blacklist before a quote',
    permission: 'quote.read', body: BlacklistCheckSchema, response: BlacklistCheckResultSchema,
  }),
};
