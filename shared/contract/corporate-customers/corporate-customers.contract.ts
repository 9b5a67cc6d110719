import { z } from 'zod';
import { IdParamsSchema, IdSchema, detailResultSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import {
  AgentNamesResultSchema, CompanyPlansResultSchema, CorporateProposerResultSchema, CustomerNameQuerySchema, CustomerNamesResultSchema, InsurerNamesResultSchema,
  RowStatusSchema, corporateCustomersResource,
} from './corporate-customers.schema.js';

const base = '/api/admin/businesslines';
const read = 'corporateCustomer.read' as const;

/**
 * Corporate customers on the kit (spec 001 §2), plus the spec's other calls of the area:
 * - `PUT …/{id}/editcorporatecustomer` changes one row's status from the customer's page
 *   (`{ line, index, status }`): the small edit the page's status selects make, so a status
 *   change never sends (or overwrites) the rest of the record;
 * - `GET …/getCustomerNameList?search` is the short `{ _id, name }` list the fleet and
 *   group-health screens pick a customer from (at most 20 names, by name);
 * - `GET …/{id}/getdetailfrombusinessline` reads the customer as the detail call does (the spec
 *   keeps both names);
 * - `GET /api/admin/commercial/{id}/getcorporatecustomer` and `…/getcpmcorporatecustomer` are its
 *   commercial and cpm readings (`CorporateProposerSchema`);
 * - `GET …/getInsuranceCompanies` lists the active insurers a row's current insurer is picked
 *   from, `GET …/{id}/getCompanyPlans` an insurer's motor plans (404 for an unknown insurer);
 * - `GET …/getagents` (BrokerDesk's own path: the spec's form reads its agent list from the
 *   staff calls, which need the staff module) lists the active staff accounts the agent is
 *   picked from, with the area's own permission.
 * Not built yet: the trade licence and BOR files kept with a customer, and the spec's
 * `…/{id}/removeemiratesid` and `…/{id}/removeTradeLicense` that remove them (they wait for
 * stored files on a record of the kit); the trade licence is read, not kept, by
 * `scannedDocuments.extractTradeLicense` (`POST …/businesslines/extractTrasdeLicense`).
 */
export const corporateCustomersContract = {
  ...corporateCustomersResource.contract,
  setRowStatus: endpoint({
    method: 'PUT', path: `${base}/{id}/editcorporatecustomer`, summary: "Change the status of one line-of-business row of a corporate customer",
    permission: 'corporateCustomer.update', params: IdParamsSchema, body: RowStatusSchema,
    response: detailResultSchema(corporateCustomersResource.schemas.record), edit: 'whole',
  }),
  names: endpoint({
    method: 'GET', path: `${base}/getCustomerNameList`, summary: 'Corporate customer names for a picker, searched by name',
    permission: read, query: CustomerNameQuerySchema, response: CustomerNamesResultSchema,
  }),
  detailFromBusinessline: endpoint({
    method: 'GET', path: `${base}/{id}/getdetailfrombusinessline`, summary: 'Read a corporate customer (as its detail)',
    permission: read, params: IdParamsSchema, response: detailResultSchema(corporateCustomersResource.schemas.record),
  }),
  commercial: endpoint({
    method: 'GET', path: '/api/admin/commercial/{id}/getcorporatecustomer', summary: 'A corporate customer as a commercial-lines proposal reads it',
    permission: read, params: IdParamsSchema, response: CorporateProposerResultSchema,
  }),
  cpm: endpoint({
    method: 'GET', path: '/api/admin/commercial/{id}/getcpmcorporatecustomer', summary: 'A corporate customer as a plant-and-machinery proposal reads it',
    permission: read, params: IdParamsSchema, response: CorporateProposerResultSchema,
  }),
  insurers: endpoint({
    method: 'GET', path: `${base}/getInsuranceCompanies`, summary: 'The active insurers, by name, for a row’s current insurer',
    permission: read, response: InsurerNamesResultSchema,
  }),
  agents: endpoint({
    method: 'GET', path: `${base}/getagents`, summary: 'The active staff accounts an agent-sourced customer names, by name',
    permission: read, response: AgentNamesResultSchema,
  }),
  companyPlans: endpoint({
    method: 'GET', path: `${base}/{id}/getCompanyPlans`, summary: "An insurer's motor plans, by name",
    permission: read, params: z.object({ id: IdSchema }), response: CompanyPlansResultSchema,
  }),
};
