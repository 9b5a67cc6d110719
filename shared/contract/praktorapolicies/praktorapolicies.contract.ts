import { IdParamsSchema, ListQuerySchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  OfflinePolicyListFilterSchema, OfflinePolicyListResultSchema, OfflinePolicyResultSchema, OfflineUploadQuerySchema, OfflineUploadResultSchema,
} from './praktorapolicies.schema.js';

const base = '/api/admin/autoofflinepolicy';

/**
 * Offline policies (spec 000 §7 "Offline policies"; FIELDS.md `/Praktorapolicies`). Decisions
 * where both are silent:
 * - The sheet travels as multipart form data in `OfflineSheet` (or `file`, the field the hosts'
 *   upload uses): `.xlsx` (a zip, checked by its first bytes) or `.csv`, at most 5 MB and 20,000
 *   rows. `.xls` (the old binary format) is refused with "Save the sheet as .xlsx".
 * - Rows are keyed by POLICYNO: uploading a policy number again overwrites that policy.
 * - `?mode=per-row` (default) saves the good rows and reports the rejected ones with their row
 *   number, column and reason; `?mode=all-or-nothing` saves nothing when a row is rejected (422).
 * - `startDate`/`endDate` of the list bound the policy's start date; `pType` `ACTIVE` means the
 *   expiry date is today (Asia/Dubai) or later.
 * - Search covers policy number, vehicle number, customer name and mobile.
 */
export const praktorapoliciesContract = {
  list: endpoint({
    method: 'POST', path: `${base}/getofflinepolicies`, summary: 'Offline policies, searched by policy no., vehicle no., customer name or mobile',
    permission: 'policy.read', query: ListQuerySchema, body: OfflinePolicyListFilterSchema,
    response: OfflinePolicyListResultSchema, pageSize: PAGE_SIZES.default,
  }),
  get: endpoint({
    method: 'GET', path: `api/admin/autoofflinepolicy/{id}/getofflinepolicy`, summary: 'One offline policy with every column of its sheet row',
    permission: 'policy.read', params: IdParamsSchema, response: OfflinePolicyResultSchema,
  }),
  upload: endpoint({
    method: 'POST', path: `${base}/uploadofflinepoliciespraktora`, summary: 'Import offline policies from a spreadsheet',
    permission: 'policy.create', query: OfflineUploadQuerySchema, multipart: true, response: OfflineUploadResultSchema,
  }),
};
