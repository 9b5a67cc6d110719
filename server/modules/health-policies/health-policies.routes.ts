import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { HealthPolicyDetail } from '../../../shared/contract/health-policies/health-policies.schema.js';
import { healthPoliciesContract } from '../../../shared/contract/health-policies/health-policies.contract.js';
import { unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createFileStorage } from '../../services/storage/fileStorage.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { createPolicyDocuments } from '../customers/policyDocument.js';
import { readHealthDetails } from '../health-proposals/healthLine.js';
import { createPoliciesRepository } from '../policies/policies.repository.js';
import { policiesCsvExport } from '../policies/policiesCsv.js';

export interface HealthPoliciesRoutesOptions {
  filesDir: string;
}

/**
 * Health policies (`healthPoliciesContract`, issue 17): the motor policies' list, record, edit and
 * CSV for the health line, the policy document's upload and download, the insured members
 * of the policy's proposal, and the policy's comments (kept as every policy's, `policy` comments).
 */
export function healthPoliciesRoutes(app: FastifyInstance, options: HealthPoliciesRoutesOptions, done: () => void): void {
  const policies = createPoliciesRepository(app.db, Date.now, 'health');
  const documents = createPolicyDocuments(app.db, options.filesDir);
  const files = createFileStorage(options.filesDir);
  const comments = createCommentsRepository(app.db);

  async function detail(id: string): Promise<HealthPolicyDetail> {
    const { car: _car, repairCondition: _repair, renewalProposalId: _renewal, renewalRequestedAt: _requested, ...policy } = await policies.detail(id);
    const proposal = policy.proposalId ? await policies.proposalDetails(policy.proposalId) : null;
    return { ...policy, health: readHealthDetails(proposal) };
  }

  const handlers: AreaHandlers<typeof healthPoliciesContract> = {
    list: async ({ query, body }) => {
      const page = await policies.list({ ...body, search: query.search }, query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    detail: async ({ params }) => ({ success: true, data: await detail(params.id) }),

    update: async ({ params, body, auth }) => {
      await policies.updateDetails(params.id, body, auth.accountId);
      return { success: true, data: await detail(params.id), message: 'SuccessFully Updated' };
    },

    uploadPolicy: async ({ params, request }) => {
      const row = await policies.lineRow(params.id);
      await documents.upload(request, row.id);
      return { success: true, data: await detail(row.id), message: 'Policy document uploaded' };
    },

    downloadPolicy: async ({ params }) => {
      const row = await policies.lineRow(params.id);
      const file = await policies.scheduleFile(row);
      if (!file) throw unprocessable(`Policy ${row.ref} has no document yet; upload the insurer's PDF first.`);
      return { fileName: `${row.ref}.pdf`, content: createReadStream(files.absolutePath(file.path)) };
    },

    comments: async ({ params }) => ({ success: true, data: await comments.list('policy', (await policies.lineRow(params.id)).id) }),

    createComment: async ({ params, body, auth }) => {
      const row = await policies.lineRow(params.id);
      await comments.add('policy', row.id, auth.accountId, body.comment);
      return { success: true, data: await comments.list('policy', row.id), message: 'Comment added' };
    },

    exportCsv: async ({ body }) => policiesCsvExport(policies, body, 'health-policies'),
  };

  registerArea(app, healthPoliciesContract, handlers);
  done();
}
