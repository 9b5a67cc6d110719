import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../shared/contract/index.js';
import { customersContract } from '../../../shared/contract/customers/customers.contract.js';
import type { Line } from '../../db/schema.js';
import { badRequest, notFound, unprocessable } from '../../http/httpError.js';
import { pagination, type ListPage } from '../../http/pagination.js';
import { registerArea, type AreaHandlers, type Handler } from '../../http/registerArea.js';
import type { Messenger } from '../../services/messaging/messenger.js';
import { createFileStorage } from '../../services/storage/fileStorage.js';
import { findBlacklisted } from '../black-list/blacklistGuard.js';
import { createCustomerRecordsRepository } from './customerRecords.repository.js';
import { createPolicyDocuments } from './policyDocument.js';
import { createCustomersRepository } from './customers.repository.js';
import { dubaiDate } from '../../../shared/domain/dubaiDay.js';
import { CSV_HEADER, csvLine, customerCsvLine } from './customersCsv.js';

export interface CustomersRoutesOptions {
  filesDir: string;
  messenger: Messenger;
}

type Area = typeof customersContract;

const EXPORT_CHUNK_ROWS = 1000;

function listResult<T>(page: ListPage<T>, query: { page: number; size: number }) {
  return { success: true as const, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
}

/**
 * Customers (spec 001 §7): the list and the record, then every tab of the detail screen.
 * Handlers check the request and call the repositories; the SQL lives there.
 */
export function customersRoutes(app: FastifyInstance, options: CustomersRoutesOptions, done: () => void): void {
  const customers = createCustomersRepository(app.db);
  const records = createCustomerRecordsRepository(app.db);
  const files = createFileStorage(options.filesDir);
  const policyDocuments = createPolicyDocuments(app.db, options.filesDir);

  async function policyOf(policyId: string) {
    const policy = await records.findPolicy(policyId);
    if (!policy) throw notFound('Policy not found');
    return policy;
  }

  /** The health and travel tabs run the motor queries with their own line. */
  function lineHandlers(line: Exclude<Line, 'motor'>) {
    const policies: Handler<Area['healthPolicies']> = async ({ params, query, body }) => {
      await customers.exists(params.id);
      return listResult(await records.policies(params.id, line, body.pType, query), query);
    };
    const proposals: Handler<Area['healthProposals']> = async ({ params, query, body }) => {
      await customers.exists(params.id);
      return listResult(await records.proposals(params.id, line, body.pType, query), query);
    };
    const history: Handler<Area['healthHistory']> = async ({ params, query }) => {
      await customers.exists(params.id);
      return listResult(await records.history(params.id, line, query), query);
    };
    const transactions: Handler<Area['healthTransactions']> = async ({ params, query }) => {
      await customers.exists(params.id);
      return listResult(await records.transactions(params.id, { line }, query), query);
    };
    return { policies, proposals, history, transactions };
  }
  const health = lineHandlers('health');
  const travel = lineHandlers('travel');

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body }) => {
      const page = await customers.list({ search: query.search, isBlock: body.isBlock }, query.page, query.size);
      return listResult(page, query);
    },
    create: async ({ body, auth }) => ({ success: true, data: await customers.create(body, auth.accountId), message: 'Customer added' }),
    get: async ({ params }) => {
      const customer = await customers.get(params.id);
      return { success: true, data: { ...customer, blacklist: await findBlacklisted(app.db, { email: customer.email, mobile: customer.mobileNumber }) } };
    },
    remove: async ({ params }) => {
      await customers.remove(params.id);
      return { success: true, message: 'Customer deleted' };
    },
    update: async ({ params, body, auth }) => {
      const { coustomerId, ...fields } = body;
      if (coustomerId !== undefined && coustomerId !== params.id) {
        throw badRequest('coustomerId: does not match the customer being edited', { coustomerId: 'does not match the customer being edited' });
      }
      return { success: true, data: await customers.update(params.id, fields, auth.accountId), message: 'Customer updated' };
    },
    changeStatus: async ({ body, auth }) => {
      const customer = await customers.setBlocked(body.coustomerId, body.isBlock, auth.accountId);
      return { success: true, data: customer, message: body.isBlock ? 'Customer blocked' : 'Customer unblocked' };
    },

    policies: async ({ params, query, body }) => {
      await customers.exists(params.id);
      return listResult(await records.policies(params.id, 'motor', body.pType, query), query);
    },
    quotes: async ({ params, query }) => {
      await customers.exists(params.id);
      return listResult(await records.quotes(params.id, query), query);
    },
    proposals: async ({ params, query, body }) => {
      await customers.exists(params.id);
      return listResult(await records.proposals(params.id, 'motor', body.pType, query), query);
    },
    transactions: async ({ params, query }) => {
      await customers.exists(params.id);
      const policy = await policyOf(params.policyId);
      if (policy.customer_id !== params.id) throw notFound('Policy not found');
      return listResult(await records.transactions(params.id, { line: policy.line, policyId: policy.id }, query), query);
    },
    addons: async ({ params }) => {
      await customers.exists(params.id);
      return { success: true, data: await records.addons(params.id) };
    },
    comments: async ({ params }) => {
      await customers.exists(params.id);
      return { success: true, data: await records.comments(params.id) };
    },
    createComment: async ({ params, body, auth }) => {
      await customers.exists(params.id);
      return { success: true, data: await records.addComment(params.id, auth.accountId, body.comment), message: 'Comment added' };
    },
    redeemPoints: async ({ params }) => {
      await customers.exists(params.id);
      return { success: true, data: await records.redeemPoints(params.id) };
    },

    uploadPolicy: async ({ params, request }) => {
      const policy = await policyOf(params.id);
      return { success: true, data: await policyDocuments.upload(request, policy.id), message: 'Policy document uploaded' };
    },
    resendPolicy: async ({ params, body, auth }) => {
      const policy = await policyOf(params.id);
      const file = policy.file_id ? await records.storedFile(policy.file_id) : undefined;
      if (!file) throw unprocessable('This policy has no document yet; upload it before sending.');
      const customer = await customers.get(policy.customer_id);
      const to = body.toEmail ?? customer.email;
      await options.messenger.sendEmail({
        to,
        subject: `Your ${policy.company_name} policy ${policy.ref}`,
        body: `Dear ${customer.fullName},\n\nPlease find attached your ${policy.insurance_type} policy ${policy.ref} with ${policy.company_name}.`,
        attachment: { fileName: `${policy.ref}.pdf`, mimeType: 'application/pdf', content: await readFile(files.absolutePath(file.path)) },
        sentBy: auth.accountId,
      });
      return { success: true, message: `Policy sent to ${to}` };
    },
    sharePolicySms: async ({ params, body, auth }) => {
      const policy = await policyOf(params.id);
      const customer = await customers.get(policy.customer_id);
      await options.messenger.sendSms({
        toMobileNumber: body.toMobileNumber,
        body: `Dear ${customer.fullName}, your ${policy.company_name} policy ${policy.ref}${policy.expiry_date ? ` is valid until ${policy.expiry_date}` : ''}. Ask us any time for a copy.`,
        sentBy: auth.accountId,
      });
      return { success: true, message: `Policy shared by SMS to 0${body.toMobileNumber}` };
    },

    exportCsv: async ({ body }) => {
      const filter = { search: body.search };
      const total = await customers.total(filter);
      async function* lines() {
        // The BOM makes spreadsheet programs read the UTF-8 (Arabic names) correctly.
        yield `\uFEFF${csvLine(CSV_HEADER)}`;
        for await (const chunk of customers.inChunks(filter, EXPORT_CHUNK_ROWS, LIMITS.exportRows)) {
          yield chunk.map(customerCsvLine).join('');
        }
      }
      return {
        fileName: `customers-${dubaiDate(new Date())}.csv`,
        content: Readable.from(lines()),
        headers: { 'X-Export-Rows': String(Math.min(total, LIMITS.exportRows)), 'X-Export-Truncated': String(total > LIMITS.exportRows) },
      };
    },

    healthPolicies: health.policies,
    healthProposals: health.proposals,
    healthHistory: health.history,
    healthTransactions: health.transactions,
    travelPolicies: travel.policies,
    travelProposals: travel.proposals,
    travelHistory: travel.history,
    travelTransactions: travel.transactions,
  };

  registerArea(app, customersContract, handlers);
  done();
}
