import { z } from 'zod';
import {
  CommentCreateSchema, CommentSchema, HistoryEntrySchema, IdParamsSchema, ListQuerySchema, SuccessSchema, detailResultSchema, listResultSchema,
} from '../common.schema.js';
import { PAGE_SIZES } from '../constants.js';
import { endpoint } from '../endpoint.js';
import {
  CustomerAddonSchema, CustomerExportSchema, CustomerInputSchema,
  CustomerListFilterSchema, CustomerListResultSchema, CustomerPolicySchema, CustomerProposalSchema,
  CustomerDetailResultSchema, CustomerQuoteSchema, CustomerResultSchema, CustomerStatusChangeSchema, CustomerTransactionSchema,
  CustomerTransactionsParamsSchema, CustomerUpdateSchema, PageQuerySchema,
  PolicyFilterBodySchema, PolicyResendSchema, PolicySmsSchema, PolicyUploadFieldsSchema, ProposalFilterBodySchema,
  RedeemPointsSchema,
} from './customers.schema.js';

const base = '/api/admin/customers';
const pageSize = PAGE_SIZES.default;

/**
 * The health and travel equivalents of a customer's policies, proposals, history and transactions
 * (spec 001 §7). The spec names the four calls and the two bases; which base carries which call is
 * not shown, so policies and transactions go under the policy base, proposals and history under the
 * proposal base.
 */
function lineEndpoints(line: 'health' | 'travel') {
  const policyBase = `/api/admin/${line}/${line}policy/{id}`;
  const proposalBase = `/api/admin/${line}/${line}proposal/{id}`;
  return {
    policies: endpoint({
      method: 'POST', path: `${policyBase}/getpoliciesbyuserid`, summary: `A customer's ${line} policies`,
      permission: 'customer.read', params: IdParamsSchema, query: ListQuerySchema, body: PolicyFilterBodySchema,
      response: listResultSchema(CustomerPolicySchema), pageSize,
    }),
    proposals: endpoint({
      method: 'POST', path: `${proposalBase}/getuserproposal`, summary: `A customer's ${line} proposals`,
      permission: 'customer.read', params: IdParamsSchema, query: ListQuerySchema, body: ProposalFilterBodySchema,
      response: listResultSchema(CustomerProposalSchema), pageSize,
    }),
    history: endpoint({
      method: 'POST', path: `${proposalBase}/getUserHistory`, summary: `A customer's ${line} history`,
      permission: 'customer.read', params: IdParamsSchema, query: PageQuerySchema,
      response: listResultSchema(HistoryEntrySchema), pageSize,
    }),
    transactions: endpoint({
      method: 'POST', path: `${policyBase}/getUserTransaction`, summary: `A customer's ${line} transactions`,
      permission: 'customer.read', params: IdParamsSchema, query: PageQuerySchema,
      response: listResultSchema(CustomerTransactionSchema), pageSize,
    }),
  };
}
const health = lineEndpoints('health');
const travel = lineEndpoints('travel');

/**
 * Customers (spec 001 §7 "Customers"). Decisions where the spec is silent:
 * - `uploadpolicy`, `resendpolicy` and `sharepolicyviasms` act on one policy row of the customer's
 *   Policies tab, so their `{id}` is the policy's id (transactions name both ids, these name one).
 * - `getpolicydetails` and `getquotedetails` load one policy or quote by its own id (the policy and
 *   quotation detail screens of FIELDS.md), so they live in the policies and quotations contracts.
 * - There is no create screen in the seed system, but `add-customer` exists and is served.
 */
export const customersContract = {
  list: endpoint({
    method: 'POST', path: `${base}/get-customer`, summary: 'Customers, searched by name, e-mail, mobile or Emirates ID',
    permission: 'customer.read', query: ListQuerySchema, body: CustomerListFilterSchema,
    response: CustomerListResultSchema, pageSize,
  }),
  create: endpoint({
    method: 'POST', path: `${base}/add-customer`, summary: 'Add a customer',
    permission: 'customer.create', body: CustomerInputSchema, response: CustomerResultSchema,
  }),
  get: endpoint({
    method: 'GET', path: `${base}/{id}`, summary: 'One customer, with the blacklist entry it matches', permission: 'customer.read',
    params: IdParamsSchema, response: CustomerDetailResultSchema,
  }),
  remove: endpoint({
    method: 'DELETE', path: `${base}/{id}`, summary: 'Delete a customer with no policies', permission: 'customer.delete',
    params: IdParamsSchema, response: SuccessSchema,
  }),
  update: endpoint({
    method: 'POST', path: `${base}/{id}/edit-customer`, summary: 'Edit a customer', permission: 'customer.update',
    params: IdParamsSchema, body: CustomerUpdateSchema, response: CustomerResultSchema, edit: 'partial',
  }),
  changeStatus: endpoint({
    method: 'POST', path: `${base}/change-status`, summary: 'Block or unblock a customer', permission: 'customer.update',
    body: CustomerStatusChangeSchema, response: CustomerResultSchema,
  }),
  policies: endpoint({
    method: 'POST', path: `${base}/{id}/filterpolicies`, summary: "A customer's motor policies",
    permission: 'customer.read', params: IdParamsSchema, query: ListQuerySchema, body: PolicyFilterBodySchema,
    response: listResultSchema(CustomerPolicySchema), pageSize,
  }),
  quotes: endpoint({
    method: 'POST', path: `${base}/{id}/filterquotes`, summary: "A customer's motor quotes",
    permission: 'customer.read', params: IdParamsSchema, query: ListQuerySchema,
    response: listResultSchema(CustomerQuoteSchema), pageSize,
  }),
  uploadPolicy: endpoint({
    method: 'POST', path: `${base}/{id}/uploadpolicy`, summary: 'Attach the policy document (PDF) to a policy',
    permission: 'customer.update', params: IdParamsSchema, body: PolicyUploadFieldsSchema, multipart: true,
    response: detailResultSchema(CustomerPolicySchema),
  }),
  resendPolicy: endpoint({
    method: 'POST', path: `${base}/{id}/resendpolicy`, summary: 'E-mail the policy document to the customer again',
    permission: 'customer.update', params: IdParamsSchema, body: PolicyResendSchema, response: SuccessSchema,
  }),
  sharePolicySms: endpoint({
    method: 'POST', path: `${base}/{id}/sharepolicyviasms`, summary: 'Send the policy link by SMS',
    permission: 'customer.update', params: IdParamsSchema, body: PolicySmsSchema, response: SuccessSchema,
  }),
  transactions: endpoint({
    method: 'GET', path: `${base}/{id}/{policyId}/gettransactions`, summary: "A policy's transactions",
    permission: 'customer.read', params: CustomerTransactionsParamsSchema, query: PageQuerySchema,
    response: listResultSchema(CustomerTransactionSchema), pageSize,
  }),
  addons: endpoint({
    method: 'GET', path: `${base}/{id}/getaddons`, summary: 'Add-ons the customer bought',
    permission: 'customer.read', params: IdParamsSchema, response: detailResultSchema(z.array(CustomerAddonSchema)),
  }),
  comments: endpoint({
    method: 'GET', path: `${base}/{id}/getcomments`, summary: 'Comments on a customer',
    permission: 'customer.read', params: IdParamsSchema, response: detailResultSchema(z.array(CommentSchema)),
  }),
  createComment: endpoint({
    method: 'POST', path: `${base}/{id}/createcomment`, summary: 'Comment on a customer',
    permission: 'customer.update', params: IdParamsSchema, body: CommentCreateSchema, response: detailResultSchema(CommentSchema),
  }),
  exportCsv: endpoint({
    method: 'POST', path: `${base}/exportuserscsv`, summary: 'Customers as CSV (the current search)',
    permission: 'customer.read', body: CustomerExportSchema, response: z.string(), download: { mimeType: 'text/csv' },
  }),
  proposals: endpoint({
    method: 'POST', path: '/api/admin/proposals/{id}/getuserproposal', summary: "A customer's motor proposals",
    permission: 'customer.read', params: IdParamsSchema, query: ListQuerySchema, body: ProposalFilterBodySchema,
    response: listResultSchema(CustomerProposalSchema), pageSize,
  }),
  redeemPoints: endpoint({
    method: 'GET', path: '/api/user/{id}/getRedeemPoints', summary: "A customer's loyalty points",
    permission: 'customer.read', params: IdParamsSchema, response: detailResultSchema(RedeemPointsSchema),
  }),
  healthPolicies: health.policies,
  healthProposals: health.proposals,
  healthHistory: health.history,
  healthTransactions: health.transactions,
  travelPolicies: travel.policies,
  travelProposals: travel.proposals,
  travelHistory: travel.history,
  travelTransactions: travel.transactions,
};
