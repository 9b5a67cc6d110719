import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../../shared/contract/index.js';
import { claimsContract } from '../../../shared/contract/claims/claims.contract.js';
import { claimFilesLocked, claimMoveRefusal, nextClaimStatuses } from '../../../shared/domain/claimRules.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { changedColumns } from '../../http/edits.js';
import { badRequest, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { renderComplaintLetterPdf } from '../../services/pdf/claimComplaintPdf.js';
import { removeStoredFile } from '../../services/storage/storedPath.js';
import { storedFileDownload } from '../../services/storage/storedFileDownload.js';
import { garageInNetwork } from '../garages/network.repository.js';
import { claimCsvLine, CLAIM_CSV_HEADER } from './claimsCsv.js';
import { createClaimFiles } from './claimFiles.js';
import { createClaimsRepository } from './claims.repository.js';

type Area = typeof claimsContract;
const EXPORT_PAGE_ROWS = 500;

export interface ClaimsRoutesOptions {
  filesDir: string;
  /** What "today" is for the clocks; tests move it. */
  clock?: () => number;
}

/**
 * Motor claims (`claimsContract`): the list and its CSV, a claim, its recording with photos and
 * papers, its edits, the workflow's moves (each announced to the desk) and the complaint letter
 * for a missed deadline.
 */
export function claimsRoutes(app: FastifyInstance, options: ClaimsRoutesOptions, done: () => void): void {
  const claims = createClaimsRepository(app.db);
  const claimFiles = createClaimFiles(options.filesDir);
  const now = () => new Date((options.clock ?? Date.now)());
  const today = () => todayInDubai(now());

  /** The garage rule: a garage outside the insurer's network needs the staff's reason. */
  async function checkGarage(companyId: string, garageId: string | null, reason: string | null): Promise<string | null> {
    if (!garageId) return null;
    if (!(await claims.garage(garageId))) throw badRequest(`garageId: No garage has the id ${garageId}`, { garageId: `No garage has the id ${garageId}` });
    if (await garageInNetwork(app.db, companyId, garageId)) return null;
    if (!reason) throw unprocessable("garageOverrideReason: This garage is not in the insurer's network; give the reason to use it anyway");
    return reason;
  }

  async function checkAssignee(accountId: string | null | undefined): Promise<string | null> {
    if (!accountId) return null;
    if (!(await claims.account(accountId))) throw badRequest(`assignedTo: No staff account has the id ${accountId}`, { assignedTo: `No staff account has the id ${accountId}` });
    return accountId;
  }

  /** The accident must fall within the policy's cover. */
  function checkCover(policy: { ref: string; start_date: string | null; expiry_date: string | null }, accidentDate: string): void {
    if (!policy.start_date || !policy.expiry_date || accidentDate < policy.start_date || accidentDate > policy.expiry_date) {
      throw unprocessable(`accidentDate: Policy ${policy.ref} covers ${policy.start_date ?? '-'} to ${policy.expiry_date ?? '-'}; the accident on ${accidentDate} is outside its cover`);
    }
  }

  async function announce(claimId: string, accountId: string): Promise<void> {
    const claim = await claims.detail(claimId, today());
    await app.notify({ kind: 'claimStatusChanged', claimId: claim._id, claimNo: claim.claimNo, status: claim.status, assignedName: claim.assignedTo?.fullName || null }, accountId);
  }

  const handlers: AreaHandlers<Area> = {
    list: async ({ query, body }) => {
      const page = await claims.list({ ...body, search: query.search }, query, today());
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    get: async ({ params }) => ({ success: true, data: await claims.detail(params.id, today()) }),

    create: async ({ request, auth }) => {
      const { body, files } = await claimFiles.receive(request);
      try {
        const policy = await claims.policy(body.policyId);
        if (!policy || policy.line !== 'motor' || !policy.company_id) throw unprocessable(`policyId: No motor policy has the id ${body.policyId}`);
        if (policy.status !== 'Active' && policy.status !== 'Expired') throw unprocessable(`policyId: Policy ${policy.ref} is ${policy.status}; a claim needs an Active or Expired policy`);
        checkCover(policy, body.accidentDate);
        const garageId = body.garageId ?? null;
        const overrideReason = await checkGarage(policy.company_id, garageId, body.garageOverrideReason || null);
        const assignedTo = await checkAssignee(body.assignedTo);
        const stored = await claimFiles.keep(files);
        try {
          const id = await claims.create({
            policyId: policy.id, customerId: policy.customer_id, companyId: policy.company_id, accidentDate: body.accidentDate, description: body.description,
            garageId, garageOverrideReason: overrideReason, assignedTo, registeredOn: today(), files: stored,
          }, auth.accountId, now().toISOString());
          await announce(id, auth.accountId);
          const data = await claims.detail(id, today());
          return { success: true, data, message: `Claim ${data.claimNo} registered` };
        } catch (error) {
          await claimFiles.discard(stored);
          throw error;
        }
      } finally {
        await claimFiles.cleanUp(files);
      }
    },

    uploadFiles: async ({ params, request }) => {
      const claim = await claims.row(params.id);
      const files = await claimFiles.receiveMore(request);
      try {
        const stored = await claimFiles.keep(files);
        try {
          await claims.addFiles(claim.id, stored, now().toISOString());
        } catch (error) {
          await claimFiles.discard(stored);
          throw error;
        }
      } finally {
        await claimFiles.cleanUp(files);
      }
      return { success: true, data: await claims.detail(claim.id, today()), message: `${files.length} file${files.length === 1 ? '' : 's'} added to claim ${claim.ref}` };
    },

    file: async ({ params }) => storedFileDownload(options.filesDir, await claims.file(params.id, params.fileId)),

    removeFile: async ({ params }) => {
      const path = await claims.removeFile(params.id, params.fileId, now().toISOString(), (claim) => {
        if (claimFilesLocked(claim.status)) throw unprocessable(`Claim ${claim.ref} is ${claim.status}: its photos and papers are kept as they are`);
      });
      await removeStoredFile(options.filesDir, path);
      const data = await claims.detail(params.id, today());
      return { success: true, data, message: `File removed from claim ${data.claimNo}` };
    },

    updateStatus: async ({ body, auth }) => {
      const { status: to, note = '', rejectionReasons = '' } = body.data;
      const at = now().toISOString();
      await claims.move(body.id, { to, note, rejectionReasons: rejectionReasons || null, accountId: auth.accountId, at, today: today() }, (current) => {
        const refusal = claimMoveRefusal(current.status, to, to === 'Rejected' ? rejectionReasons : note);
        // A move the workflow allows is refused only for the missing reasons: name that field.
        if (refusal) throw unprocessable(nextClaimStatuses(current.status).includes(to) ? `rejectionReasons: ${refusal}` : refusal);
        if (to === 'Repair in progress' && !current.garage_id) throw unprocessable('garageId: Choose the garage before the repair starts');
      });
      await announce(body.id, auth.accountId);
      const data = await claims.detail(body.id, today());
      return { success: true, data, message: `Claim ${data.claimNo} is now ${to}` };
    },

    update: async ({ params, body, auth }) => {
      const row = await claims.row(params.id);
      const accidentDate = body.accidentDate ?? row.accident_date;
      if (body.accidentDate !== undefined) {
        const policy = await claims.policy(row.policy_id);
        if (policy) checkCover(policy, accidentDate);
      }
      const garageId = body.garageId === undefined ? row.garage_id : body.garageId;
      const reasonGiven = body.garageOverrideReason === undefined ? (body.garageId === undefined ? row.garage_override_reason : null) : body.garageOverrideReason;
      const overrideReason = await checkGarage(row.company_id, garageId, reasonGiven || null);
      const overrideChanged = overrideReason !== row.garage_override_reason;
      const assignedTo = body.assignedTo === undefined ? undefined : await checkAssignee(body.assignedTo);
      const changes = changedColumns(row, {
        accident_date: body.accidentDate, description: body.description, garage_id: body.garageId, assigned_to: assignedTo,
        repair_estimate_fils: body.repairEstimateFils, pre_accident_value_fils: body.preAccidentValueFils,
        ...(overrideChanged && { garage_override_reason: overrideReason, garage_override_by: overrideReason ? auth.accountId : null, garage_override_at: overrideReason ? now().toISOString() : null }),
      });
      if (Object.keys(changes).length > 0) await claims.update(row.id, { ...changes, updated_at: now().toISOString() });
      const data = await claims.detail(row.id, today());
      return { success: true, data, message: `Claim ${data.claimNo} saved` };
    },

    exportCsv: async ({ query, body }) => {
      const filters = { ...body, search: query.search };
      const day = today();
      const total = await claims.total(filters, day);
      async function* lines() {
        // The BOM makes spreadsheet programs read the UTF-8 (Arabic names) correctly.
        yield `\uFEFF${CLAIM_CSV_HEADER.join(',')}\r\n`;
        for await (const page of claims.inPages(filters, EXPORT_PAGE_ROWS, LIMITS.exportRows, day)) yield page.map(claimCsvLine).join('');
      }
      return {
        fileName: `claims-${day}.csv`,
        content: Readable.from(lines()),
        headers: { 'X-Export-Rows': String(Math.min(total, LIMITS.exportRows)), 'X-Export-Truncated': String(total > LIMITS.exportRows) },
      };
    },

    complaintLetter: async ({ params }) => {
      const day = today();
      const claim = await claims.detail(params.id, day);
      if (!claim.clock.overdue) throw unprocessable(`Claim ${claim.claimNo} has no missed deadline: there is nothing to complain about`);
      return { fileName: `complaint-${claim.claimNo}.pdf`, content: Buffer.from(await renderComplaintLetterPdf({ claim, today: day })) };
    },
  };

  registerArea(app, claimsContract, handlers);
  done();
}
