import { z } from 'zod';
import { IdParamsSchema, IdSchema, detailResultSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { RecordFilesResultSchema, recordFileEndpoints } from '../../kit/recordFiles.js';
import {
  CORPORATE_FILE_KINDS, CorporateFilesUploadResultSchema, AgentNamesResultSchema, CompanyPlansResultSchema, CorporateProposerResultSchema, CustomerNameQuerySchema, CustomerNamesResultSchema, InsurerNamesResultSchema,
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
 * - the files kept on a customer (`CORPORATE_FILE_KINDS`: trade licence, BOR letter, the contact's
 *   Emirates ID; PDF, PNG or JPEG of at most 10 MB, at most 5 of each kind) through the kit's
 *   record files, at BrokerDesk's paths in the spec's style (the spec has none):
 *   `GET …/{id}/files`, `POST …/{id}/uploadfiles/{kind}` (multipart `files`), `GET` and `DELETE
 *   …/{id}/files/{fileId}`. A trade licence upload also answers what the document reader found in
 *   its first file (`extraction`), which the page offers to apply to the record (new non-empty
 *   fields over old, as "Read from trade licence" on the form);
 * - the spec's `GET …/{id}/removeemiratesid` and `GET …/{id}/removeTradeLicense` remove every
 *   Emirates ID or trade licence file of the customer (GET as the spec spells them) and answer
 *   the files left.
 * The create form's "Read from trade licence" reads without keeping, through
 * `scannedDocuments.extractTradeLicense` (`POST …/businesslines/extractTrasdeLicense`).
 */
const fileEndpoints = recordFileEndpoints(base, CORPORATE_FILE_KINDS, { read, update: 'corporateCustomer.update' });

export const corporateCustomersContract = {
  ...corporateCustomersResource.contract,
  ...fileEndpoints,
  uploadFiles: endpoint({ ...fileEndpoints.uploadFiles, response: CorporateFilesUploadResultSchema }),
  removeEmiratesId: endpoint({
    method: 'GET', path: `${base}/{id}/removeemiratesid`, summary: "Remove every Emirates ID file of a corporate customer's contact",
    permission: 'corporateCustomer.update', params: IdParamsSchema, response: RecordFilesResultSchema,
  }),
  removeTradeLicense: endpoint({
    method: 'GET', path: `${base}/{id}/removeTradeLicense`, summary: "Remove every trade licence file of a corporate customer",
    permission: 'corporateCustomer.update', params: IdParamsSchema, response: RecordFilesResultSchema,
  }),
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
