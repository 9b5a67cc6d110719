import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { RenewalListFilterSchema, RenewalListQuerySchema, RenewalListResultSchema } from './renewals.schema.js';

/** Renewals (spec 000 §7 "Renewals"). A renewal's page is its proposal's (`proposals.detail`). */
export const renewalsContract = {
  list: endpoint({
    method: 'POST', path: '/api/admin/proposals/getrenewalproposals', summary: 'Renewal proposals of policies near expiry',
    permission: 'proposal.read', query: RenewalListQuerySchema, body: RenewalListFilterSchema, response: RenewalListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
};
