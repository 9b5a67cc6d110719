import { z } from 'zod';
import { IdParamsSchema } from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  ChangeInsuranceCompanySchema, PolicyDetailResultSchema, PolicyExportSchema, PolicyListFilterSchema, PolicyListQuerySchema,
  PolicyListResultSchema, PolicyUpdateSchema, RenewalRequestResultSchema,
} from './policies.schema.js';

const base = '/api/admin/customers';

/**
 * Motor policies (spec 000 §7 "Policies"). `{id}` is the policy's id. A Pending policy (paid, the
 * insurer not yet issued or refused) is issued again through `purchase` on its quote. Uploading the
 * insurer's file, resending and SMS are the customers area's `uploadpolicy`, `resendpolicy` and
 * `sharepolicyviasms`, which take the policy's id too.
 */
export const policiesContract = {
  list: endpoint({
    method: 'POST', path: `${base}/filterallpolicies`, summary: 'Policies across customers, searched and filtered',
    permission: 'policy.read', query: PolicyListQuerySchema, body: PolicyListFilterSchema, response: PolicyListResultSchema,
    pageSize: PAGE_SIZES.default,
  }),
  detail: endpoint({
    method: 'GET', path: `${base}/{id}/getpolicydetails`, summary: 'One policy with its quote, customer, car and payments',
    permission: 'policy.read', params: IdParamsSchema, response: PolicyDetailResultSchema,
  }),
  update: endpoint({
    method: 'POST', path: `${base}/{id}/updatepolicydetails`, summary: "Set the insurer's policy number and the finance fields",
    permission: 'policy.update', params: IdParamsSchema, body: PolicyUpdateSchema, response: PolicyDetailResultSchema, edit: 'partial',
  }),
  changeCompany: endpoint({
    method: 'PUT', path: '/api/admin/proposals/{id}/changeInsuranceCompany', summary: 'Move a policy to another insurer',
    permission: 'policy.update', params: IdParamsSchema, body: ChangeInsuranceCompanySchema, response: PolicyDetailResultSchema, edit: 'whole',
  }),
  exportCsv: endpoint({
    method: 'POST', path: '/api/quotes/policygeneration', summary: 'Policies of a period as CSV',
    permission: 'policy.read', body: PolicyExportSchema, response: z.string(), download: { mimeType: 'text/csv' },
  }),
  downloadPdf: endpoint({
    method: 'POST', path: `${base}/{id}/downloadpdfpolicy`, summary: 'The policy schedule as a PDF',
    permission: 'policy.read', params: IdParamsSchema, response: z.string(), download: { mimeType: 'application/pdf' },
  }),
  requestRenewal: endpoint({
    method: 'GET', path: `${base}/{id}/renewalpolicy`, summary: 'Create the renewal proposal and send the customer the renewal request',
    permission: 'policy.update', params: IdParamsSchema, response: RenewalRequestResultSchema,
  }),
};
