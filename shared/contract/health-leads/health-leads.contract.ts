import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import { HealthLeadCreateSchema, HealthLeadListQuerySchema, HealthLeadListResultSchema, HealthLeadResultSchema } from './health-leads.schema.js';

const base = '/api/admin/health/healthleads';

/** Health leads at FIELDS.md's list path; decisions in `health-leads.schema.ts`. */
export const healthLeadsContract = {
  list: endpoint({
    method: 'POST', path: `${base}/getallleads`, summary: 'Health leads, newest first, searched by name, e-mail or mobile',
    permission: 'healthQuote.read', query: HealthLeadListQuerySchema, response: HealthLeadListResultSchema, pageSize: PAGE_SIZES.default,
  }),
  get: endpoint({
    method: 'GET', path: `${base}/{id}`, summary: 'One health lead with the proposal it became',
    permission: 'healthQuote.read', params: IdParamsSchema, response: HealthLeadResultSchema,
  }),
  create: endpoint({
    method: 'POST', path: `${base}/createlead`, summary: "Record a health lead: a person's contact before any proposal",
    permission: 'healthQuote.create', body: HealthLeadCreateSchema, response: HealthLeadResultSchema,
  }),
};
