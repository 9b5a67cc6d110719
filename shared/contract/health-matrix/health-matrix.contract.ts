import { z } from 'zod';
import { IdSchema } from '../common.schema.js';
import { endpoint } from '../endpoint.js';
import { healthCitiesResource, healthMatrixesResource, healthNetworksResource, healthPlansResource, healthTpasResource } from './health-matrix.schema.js';
import { ImportTpaFieldsSchema, TpaImportResultSchema } from './health-tpa-workbook.schema.js';

/**
 * The company's health tree (issue 16), one contract per level: the kit's calls at the spec's
 * paths (`health-matrix.schema.ts`). The screens are the companies area's rows
 * (`companies.access.ts`, `/companies/[companyId]/health-insurance/tpa…`).
 */
export const healthTpasContract = healthTpasResource.contract;
export const healthNetworksContract = healthNetworksResource.contract;
export const healthCitiesContract = healthCitiesResource.contract;
export const healthPlansContract = healthPlansResource.contract;
export const healthMatrixesContract = healthMatrixesResource.contract;

const BASE = '/api/admin/health/healthmatrix';

/**
 * A TPA's whole subtree as an Excel workbook (issue 16; FIELDS.md "TPA": import field `tpa`,
 * `importtpa`, `{tpaId}/exporttpa`), so an insurer's yearly rate sheet loads in one step. The
 * spec shows the calls only; BrokerDesk decided the rest:
 * - The workbook has one sheet per level (TPA, Networks, Cities, Plans, Matrix, and Benefits for
 *   the plans' benefit values), a header row of named columns, and names where the tree has ids:
 *   a city is its network and its emirates, a plan its network, emirates and name, a benefit its
 *   name in the master, a network value the network's name. Amounts are AED with fils as
 *   decimals. A workbook without the Benefits sheet leaves the plans' benefits as they are; a
 *   benefit the sheet leaves out keeps its values, as the benefits page's save does.
 * - Import takes the file as `tpa` and the insurer as the form field `companyId`. The TPA is the
 *   insurer's TPA of the TPA sheet's name (created when it has none). Networks, cities and plans
 *   of the file are matched by those names, created when missing and updated when changed;
 *   levels the file leaves out are kept (deleting stays a decision made on the screens). A plan
 *   in the file gets exactly the file's matrix rows, which are rewritten only when they differ,
 *   so re-importing the same file changes nothing.
 * - Every row is judged first by the same rules as the forms (and the matrix overlap rule);
 *   one bad row and nothing is written: the report lists each by sheet, line and reason. A sheet
 *   or column missing is a 400 naming them. Otherwise all is written in one transaction.
 */
export const healthTpaWorkbookContract = {
  importTpa: endpoint({
    method: 'POST', path: `${BASE}/importtpa`, summary: "Import a TPA's networks, cities, plans and premium matrices from an .xlsx workbook",
    permission: 'company.update', multipart: true, body: ImportTpaFieldsSchema, response: TpaImportResultSchema,
  }),
  exportTpa: endpoint({
    method: 'POST', path: `${BASE}/{tpaId}/exporttpa`, summary: "A TPA's networks, cities, plans and premium matrices as an .xlsx workbook",
    permission: 'company.read', params: z.object({ tpaId: IdSchema }), response: z.string(),
    download: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
};
