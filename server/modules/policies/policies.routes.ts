import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { policiesContract } from '../../../shared/contract/policies/policies.contract.js';
import { formatDate } from '../../../shared/domain/format.js';
import { notFound, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import type { Messenger } from '../../services/messaging/messenger.js';
import { renderPolicyPdf } from '../../services/pdf/salesPdfs.js';
import { createFileStorage } from '../../services/storage/fileStorage.js';
import type { SalesServices } from '../payments/salesServices.js';
import { createRenewals } from '../renewals/renewals.js';
import { createPoliciesRepository } from './policies.repository.js';
import { policiesCsvExport } from './policiesCsv.js';

type Area = typeof policiesContract;

export interface PoliciesRoutesOptions {
  sales: SalesServices;
  filesDir: string;
  messenger: Messenger;
}

/**
 * Motor policies (`policiesContract`): the list, the record, its edits, the CSV and the schedule
 * PDF, and the renewal request.
 *
 * Changing the insurer: a Pending policy (not issued yet) moves to the new insurer and is issued
 * with it at once; an Active policy keeps its insurer's number and document and only has the
 * company corrected on the record, with history; Cancelled and Expired policies are closed.
 */
export function policiesRoutes(app: FastifyInstance, options: PoliciesRoutesOptions, done: () => void): void {
  const policies = createPoliciesRepository(app.db);
  const files = createFileStorage(options.filesDir);
  const { issuer } = options.sales;

  const policyRow = (id: string) => policies.lineRow(id);

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body }) => {
      const page = await policies.list({ ...body, search: query.search }, query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    detail: async ({ params }) => ({ success: true, data: await policies.detail(params.id) }),

    update: async ({ params, body, auth }) => {
      await policies.updateDetails(params.id, body, auth.accountId);
      return { success: true, data: await policies.detail(params.id), message: 'SuccessFully Updated' };
    },

    changeCompany: async ({ params, body, auth }) => {
      const row = await policyRow(params.id);
      const company = await policies.motorCompany(body.companyId);
      if (!company) throw notFound('Company not found');
      if (company.is_active !== 1 || company.motor_active !== 1) throw unprocessable(`companyId: ${company.company_name} does not write motor insurance now`);
      if (row.status === 'Cancelled' || row.status === 'Expired') throw unprocessable(`Policy ${row.ref} is ${row.status}; its insurer can no longer change.`);
      if (company.id === row.company_id) return { success: true, data: await policies.detail(row.id), message: `Policy ${row.ref} is already with ${company.company_name}` };
      await policies.moveToCompany(row, company, {
        accountId: auth.accountId,
        detail: `${row.company_name} → ${company.company_name}${row.status === 'Active' ? ' (record corrected; the issued policy is unchanged)' : ''}`,
      });
      if (row.status === 'Pending' && row.quote_id) await issuer.issue(row.quote_id, auth.accountId);
      return { success: true, data: await policies.detail(row.id), message: `Insurance company changed to ${company.company_name}` };
    },

    exportCsv: async ({ body }) => policiesCsvExport(policies, body, 'policies'),

    downloadPdf: async ({ params }) => {
      const row = await policyRow(params.id);
      const file = await policies.scheduleFile(row);
      if (file) return { fileName: `${row.ref}.pdf`, content: createReadStream(files.absolutePath(file.path)) };
      // Policies issued before schedules were stored: the schedule is drawn from the record.
      if (row.status === 'Pending' || !row.quote_id) throw unprocessable(`Policy ${row.ref} has no schedule yet: it is not issued.`);
      const detail = await policies.detail(row.id);
      const bytes = await renderPolicyPdf({
        quote: detail.quote!, customer: detail.customer, car: detail.car, proposalRef: detail.proposalRef ?? '-',
        policy: {
          ref: row.ref, companyPolicyNumber: row.company_policy_number ?? '-', startDate: row.start_date ?? '', expiryDate: row.expiry_date ?? '', issuedAt: row.created_at,
        },
      });
      return { fileName: `${row.ref}.pdf`, content: Buffer.from(bytes) };
    },

    requestRenewal: async ({ params, auth }) => {
      const row = await policyRow(params.id);
      const renewal = await createRenewals(app).createFromPolicy(row.id, auth.accountId);
      const customer = await policies.holder(row);
      await options.messenger.sendEmail({
        to: customer.email,
        subject: `Renew your ${row.company_name} motor policy ${row.ref}`,
        body: `Dear ${customer.full_name},\n\nYour ${row.insurance_type} policy ${row.ref} with ${row.company_name} ends on ${formatDate(row.expiry_date)}. `
          + `We have prepared renewal ${renewal.proposalRef} for you; reply to this e-mail or call us to receive your renewal quotes.\n\nBrokerDesk`,
        sentBy: auth.accountId,
      });
      await policies.markRenewalRequested(row, {
        accountId: auth.accountId,
        detail: `Renewal ${renewal.proposalRef} ${renewal.created ? 'created' : 'already open'}; request sent to ${customer.email}`,
      });
      return { success: true, data: renewal, message: `Renewal request sent to ${customer.email}` };
    },
  };

  registerArea(app, policiesContract, handlers);
  done();
}
