import { rename, rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { groupHealthContract } from '../../../shared/contract/group-health/group-health.contract.js';
import {
  CENSUS_FIELD, CENSUS_MAX_BYTES, CENSUS_MAX_ROWS, GroupHealthCreateSchema, TRADE_LICENSE_FIELD, TRADE_LICENSE_MAX_BYTES, type CensusReport,
} from '../../../shared/contract/group-health/index.js';
import { DOCUMENT_TYPES, type DocumentKind } from '../../../shared/contract/documents/index.js';
import { describeIssues } from '../../../shared/contract/validation.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { formatAed } from '../../../shared/domain/format.js';
import { newId } from '../../db/ids.js';
import { HttpError, badRequest, conflict, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea } from '../../http/registerArea.js';
import { renderGroupHealthPdf } from '../../services/pdf/groupHealthPdf.js';
import type { Messenger } from '../../services/messaging/messenger.js';
import { placeStoredPath, removeStoredFile, storedPath, uploadTempDir } from '../../services/storage/storedPath.js';
import { megabytes } from '../../services/uploads/fileTypes.js';
import { receiveFile, receiveForm, receiveUpload } from '../../services/uploads/receiveUpload.js';
import { createCommentsRepository } from '../comments/comments.repository.js';
import { plansForPricing } from '../health-matrix/healthPlanForPricing.js';
import { SheetError, readSheetGrid } from '../praktorapolicies/offlineSheet.js';
import { shareResult } from '../sharing/sharing.routes.js';
import { parseCensusGrid, type CensusMember, type ParsedCensus } from './census.js';
import { createGroupHealthRepository, type TradeLicenseFile } from './group-health.repository.js';
import { priceCensus, priceMember, proRata, type PricingMember } from './groupHealthPricing.js';
import { groupHealthStatusChange } from './groupHealthStatus.js';

const LICENSE_KINDS: readonly DocumentKind[] = ['pdf', 'png', 'jpeg'];
const LICENSE_ACCEPTED = `The trade licence must be a PDF, PNG or JPEG file of at most ${megabytes(TRADE_LICENSE_MAX_BYTES)}.`;
const EXTENSIONS: Partial<Record<DocumentKind, string>> = { pdf: 'pdf', png: 'png', jpeg: 'jpg' };
const censusError = (status: number, message: string) => new HttpError(status, `${CENSUS_FIELD}: ${message}`, { [CENSUS_FIELD]: message });

export interface GroupHealthOptions {
  filesDir: string;
  messenger: Messenger;
  clock?: () => number;
}

/**
 * Group health proposals (`groupHealthContract`, issue 17): made from a corporate customer's census,
 * priced by every plan of every insurer selling health, worked through the status block, comments
 * and shares, and changed mid-term once Won. The rules are in `group-health.schema.ts`.
 */
export function groupHealthRoutes(app: FastifyInstance, options: GroupHealthOptions, done: () => void): void {
  const proposals = createGroupHealthRepository(app.db);
  const comments = createCommentsRepository(app.db);
  const tempDir = uploadTempDir(options.filesDir);
  const now = () => new Date((options.clock ?? Date.now)());

  /** The census file and the form's text fields; the census is read (and its temporary file removed) here. */
  async function receiveCensus(request: FastifyRequest): Promise<{ fields: Record<string, string>; census: ParsedCensus; report: CensusReport }> {
    const { files: [sheet], fields } = await receiveForm(request, {
      fileFields: [CENSUS_FIELD, 'file'], attach: `Attach the census as "${CENSUS_FIELD}" (.xlsx or .csv)`, notMultipart: 'Send the census as multipart form data',
      maxBytes: CENSUS_MAX_BYTES,
      receive: (part) => receiveFile(part, tempDir, { maxBytes: CENSUS_MAX_BYTES, tooLarge: `${CENSUS_FIELD}: The census must be at most ${megabytes(CENSUS_MAX_BYTES)}.`, fallbackName: 'census.xlsx' }),
    });
    try {
      const grid = await readSheetGrid(sheet!.tempPath, sheet!.fileName, CENSUS_MAX_ROWS);
      const census = parseCensusGrid(grid, todayInDubai(now()));
      if (census.members.length === 0) {
        const shown = census.problems.slice(0, 5).map((problem) => `Row ${problem.row}, ${problem.field}: ${problem.message}`).join('; ');
        throw new HttpError(422, `${CENSUS_FIELD}: No member of the census could be kept. ${shown}`, Object.fromEntries(census.problems.slice(0, 200).map((problem) => [`rows.${problem.row}.${problem.field}`, problem.message])));
      }
      const report: CensusReport = {
        fileName: sheet!.fileName, uploadedAt: now().toISOString(), totalRows: census.totalRows, kept: census.members.length, rejected: census.rejected, problems: census.problems,
      };
      return { fields, census, report };
    } catch (error) {
      if (error instanceof SheetError) throw censusError(error.statusCode, error.message);
      throw error;
    } finally {
      await rm(sheet!.tempPath, { force: true });
    }
  }

  const price = async (members: PricingMember[], startDate: string) => priceCensus(await plansForPricing(app.db, { selling: true }), members, startDate);
  const censusMessage = (report: CensusReport, quotes: number) =>
    `${report.kept} members kept, ${report.rejected} rows left out; ${quotes} quote${quotes === 1 ? '' : 's'}`;

  /** A proposal a census may replace: not once Won (members then change mid-term). */
  async function editableCensus(id: string) {
    const row = await proposals.row(id);
    if (row.status === 'Won') throw conflict(`Proposal ${row.ref} is Won: add or delete members mid-term instead of uploading a new census.`);
    return row;
  }

  /** A Won proposal's chosen quote, where mid-term changes are charged. */
  async function chosenQuoteOf(id: string) {
    const row = await proposals.row(id);
    if (row.status !== 'Won' || !row.chosen_quote_id) throw conflict(`Proposal ${row.ref} is not Won with a chosen quote: members change mid-term only on a policy.`);
    const [entry] = await plansForPricing(app.db, { planId: (await proposals.quote(id, row.chosen_quote_id))!.planId });
    if (!entry) throw unprocessable(`The chosen plan is no longer in the insurer's tree`);
    return { row, entry, quoteId: row.chosen_quote_id };
  }

  async function pdfOf(id: string) {
    const detail = await proposals.detail(id);
    return { detail, attachment: { fileName: `${detail.proposalId}.pdf`, mimeType: 'application/pdf', content: await renderGroupHealthPdf(detail) } };
  }

  async function shareEmail(id: string, to: string, accountId: string) {
    const { detail, attachment } = await pdfOf(id);
    const delivered = await options.messenger.sendEmail({
      to, subject: `Group health proposal ${detail.proposalId} for ${detail.companyName}`, attachment, sentBy: accountId,
      body: `Dear ${detail.companyName},\n\nPlease find attached our group health proposal for ${detail.membersCount} members, with ${detail.quotes.length} quotes.\n\nReply to this e-mail or call us to choose a plan.\n\nBrokerDesk`,
    });
    await proposals.update(id, {}, { accountId, action: 'Shared by e-mail', detail: `PDF to ${to}`, at: now().toISOString() });
    return shareResult(`Proposal ${detail.proposalId}`, to, delivered);
  }

  registerArea(app, groupHealthContract, {
    list: async ({ query, body }) => {
      const page = await proposals.list(body, query);
      return { success: true as const, data: page.items, pagination: pagination(query.page, query.size, page.totalItems) };
    },

    summary: async ({ query }) => ({ success: true as const, data: await proposals.summary(query.agentId, todayInDubai(now())) }),

    create: async ({ request, auth }) => {
      const { fields, census, report } = await receiveCensus(request);
      const parsed = GroupHealthCreateSchema.safeParse(Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== '')));
      if (!parsed.success) {
        const { message, fieldErrors } = describeIssues(parsed.error.issues, 'body');
        throw badRequest(message, fieldErrors);
      }
      const body = parsed.data;
      if (!(await proposals.corporateCustomer(body.corporateCustomerId))) throw unprocessable(`corporateCustomerId: No corporate customer has the id ${body.corporateCustomerId}`);
      const plans = await plansForPricing(app.db, { selling: true });
      let quotes = 0;
      const id = await proposals.create({ ...body, members: census.members, report, accountId: auth.accountId, at: now().toISOString() }, (members) => {
        const priced = priceCensus(plans, members, body.policyStartDate);
        quotes = priced.quotes.length;
        return priced;
      });
      return { success: true as const, data: await proposals.detail(id), message: censusMessage(report, quotes) };
    },

    detail: async ({ params, auth }) => {
      const row = await proposals.row(params.id);
      // Opened by its agent (or anyone, when it has none): read.
      if (row.read_status === 0 && (row.agent_id === null || row.agent_id === auth.accountId)) {
        await proposals.update(row.id, { read_status: 1 }, { accountId: auth.accountId, action: 'Opened', detail: 'marked read', at: now().toISOString() });
      }
      return { success: true as const, data: await proposals.detail(params.id) };
    },

    edit: async ({ params, body, auth }) => {
      const row = await proposals.row(params.id);
      const at = now().toISOString();
      const notes: string[] = [];
      const set: Parameters<typeof proposals.update>[1] = {};
      if (body.agentId !== undefined && body.agentId !== row.agent_id) {
        if (body.agentId !== null && !(await proposals.accountExists(body.agentId))) throw unprocessable(`agentId: No staff account has the id ${body.agentId}`);
        Object.assign(set, { agent_id: body.agentId, read_status: 0 });
        notes.push(body.agentId ? 'assigned' : 'unassigned');
      }
      if (body.emirate !== undefined && body.emirate !== row.emirate) {
        set.emirate = body.emirate;
        notes.push(`emirate ${body.emirate}`);
      }
      if (body.chosenQuoteId !== undefined && body.chosenQuoteId !== row.chosen_quote_id) {
        if (body.chosenQuoteId !== null) {
          const chosen = await proposals.quote(row.id, body.chosenQuoteId);
          if (!chosen) throw unprocessable(`chosenQuoteId: Proposal ${row.ref} has no quote ${body.chosenQuoteId}`);
          notes.push(`chose ${chosen.companyName} ${chosen.planName} (${formatAed(chosen.totalFils)})`);
        } else notes.push('no quote chosen');
        set.chosen_quote_id = body.chosenQuoteId;
      }
      const newStart = body.policyStartDate !== undefined && body.policyStartDate !== row.policy_start_date ? body.policyStartDate : null;
      if (newStart && row.status === 'Won') throw conflict(`policyStartDate: Proposal ${row.ref} is Won; its policy start date stays`);
      if (newStart) {
        set.policy_start_date = newStart;
        notes.push(`policy start ${newStart}`);
      }
      if (notes.length > 0) await proposals.update(row.id, set, { accountId: auth.accountId, action: 'Edited', detail: notes.join('; '), at });
      // Ages are counted on the first day of cover: a new one re-prices.
      if (newStart) await proposals.reprice(row.id, await price(await proposals.pricingMembers(row.id), newStart), auth.accountId, at);
      return { success: true as const, data: await proposals.detail(row.id), message: notes.length > 0 ? `Saved: ${notes.join('; ')}` : 'Nothing changed' };
    },

    setStatus: async ({ params, body, auth }) => {
      if (body.proposalId !== undefined && body.proposalId !== params.id) throw badRequest('proposalId: proposalId is not the proposal of the path', { proposalId: 'proposalId is not the proposal of the path' });
      const row = await proposals.row(params.id);
      const { set, note } = groupHealthStatusChange(row, body.data);
      await proposals.update(row.id, set, { accountId: auth.accountId, action: 'Status changed', detail: note, at: now().toISOString() });
      return { success: true as const, data: await proposals.statusBlock(row.id), message: `Proposal ${row.ref}: ${note}` };
    },

    uploadCensus: async ({ params, request, auth }) => {
      const row = await editableCensus(params.id);
      const { census, report } = await receiveCensus(request);
      let quotes = 0;
      const plans = await plansForPricing(app.db, { selling: true });
      await proposals.replaceCensus(row.id, census.members, report, (members) => {
        const priced = priceCensus(plans, members, row.policy_start_date);
        quotes = priced.quotes.length;
        return priced;
      }, auth.accountId, now().toISOString());
      return { success: true as const, data: await proposals.detail(row.id), message: censusMessage(report, quotes) };
    },

    addMember: async ({ params, body, auth }) => {
      const { row, entry, quoteId } = await chosenQuoteOf(params.id);
      const member: CensusMember = { ...body.member, emiratesId: body.member.emiratesId ?? null, rowNumber: null };
      const priced = priceMember(entry, { ...member, id: 'new' }, row.policy_start_date);
      if ('reason' in priced) throw unprocessable(`member: ${priced.reason}`);
      const share = proRata(priced.price.totalFils, row.policy_start_date, body.effectiveDate);
      if ('reason' in share) throw unprocessable(`effectiveDate: ${share.reason}`);
      await proposals.endorse({
        proposalId: row.id, quoteId, kind: 'addition', member, effectiveDate: body.effectiveDate, daysLeft: share.daysLeft, annualFils: priced.price.totalFils,
        amountFils: share.amountFils, accountId: auth.accountId, at: now().toISOString(),
        note: `${member.fullName} (${member.category}) from ${body.effectiveDate}: ${share.daysLeft} days of ${formatAed(priced.price.totalFils)} = ${formatAed(share.amountFils)} charged`,
      });
      return { success: true as const, data: await proposals.detail(row.id), message: `${member.fullName} added: ${formatAed(share.amountFils)} charged` };
    },

    deleteMember: async ({ params, body, auth }) => {
      const { row, entry, quoteId } = await chosenQuoteOf(params.id);
      const member = await proposals.member(row.id, body.memberId);
      if (!member) throw unprocessable(`memberId: Proposal ${row.ref} has no member ${body.memberId}`);
      if (member.status === 'deleted') throw conflict(`memberId: ${member.fullName} was already deleted on ${member.deletedOn}`);
      if (member.addedOn && body.effectiveDate < member.addedOn) throw unprocessable(`effectiveDate: ${member.fullName} is covered from ${member.addedOn}`);
      const priced = priceMember(entry, { ...member, id: member._id }, row.policy_start_date);
      if ('reason' in priced) throw unprocessable(`memberId: ${member.fullName} is not covered by the chosen plan: ${priced.reason}`);
      const share = proRata(priced.price.totalFils, row.policy_start_date, body.effectiveDate);
      if ('reason' in share) throw unprocessable(`effectiveDate: ${share.reason}`);
      await proposals.endorse({
        proposalId: row.id, quoteId, kind: 'deletion', member: { id: member._id }, effectiveDate: body.effectiveDate, daysLeft: share.daysLeft,
        annualFils: priced.price.totalFils, amountFils: -share.amountFils, accountId: auth.accountId, at: now().toISOString(),
        note: `${member.fullName} (${member.category}) from ${body.effectiveDate}: ${share.daysLeft} days of ${formatAed(priced.price.totalFils)} = ${formatAed(share.amountFils)} refunded`,
      });
      return { success: true as const, data: await proposals.detail(row.id), message: `${member.fullName} deleted: ${formatAed(share.amountFils)} refunded` };
    },

    addComment: async ({ params, body, auth }) => {
      const row = await proposals.row(params.id);
      await comments.add('groupHealth', row.id, auth.accountId, body.comment);
      return { success: true as const, data: await comments.list('groupHealth', row.id) };
    },

    comments: async ({ params }) => {
      const row = await proposals.row(params.id);
      return { success: true as const, data: await comments.list('groupHealth', row.id) };
    },

    uploadTradeLicense: async ({ params, request, auth }) => {
      const row = await proposals.row(params.id);
      const { files: [file] } = await receiveForm(request, {
        fileFields: [TRADE_LICENSE_FIELD], attach: `Attach the trade licence as "${TRADE_LICENSE_FIELD}". ${LICENSE_ACCEPTED}`, notMultipart: `Send the trade licence as multipart form data. ${LICENSE_ACCEPTED}`,
        maxBytes: TRADE_LICENSE_MAX_BYTES,
        receive: (part) => receiveUpload(part, tempDir, { only: { kinds: LICENSE_KINDS, refusal: (fileName) => `"${fileName}" cannot be a trade licence. ${LICENSE_ACCEPTED}` }, describe: LICENSE_ACCEPTED }),
      });
      const path = storedPath('group-health', `${newId()}.${EXTENSIONS[file!.kind] ?? 'bin'}`);
      try {
        await rename(file!.tempPath, await placeStoredPath(options.filesDir, path));
      } finally {
        await rm(file!.tempPath, { force: true });
      }
      const kept: TradeLicenseFile = { fileName: file!.fileName, mimeType: DOCUMENT_TYPES[file!.kind].mimeTypes[0]!, size: file!.size, uploadedAt: now().toISOString(), path };
      try {
        await proposals.update(row.id, { trade_license: JSON.stringify(kept) }, { accountId: auth.accountId, action: 'Trade licence uploaded', detail: kept.fileName, at: kept.uploadedAt });
      } catch (error) {
        await removeStoredFile(options.filesDir, path);
        throw error;
      }
      // The replaced file goes once its successor is recorded.
      if (row.trade_license) await removeStoredFile(options.filesDir, (JSON.parse(row.trade_license) as TradeLicenseFile).path);
      return { success: true as const, data: await proposals.detail(row.id), message: `Trade licence ${kept.fileName} kept` };
    },

    shareEmail: async ({ params, body, auth }) => shareEmail(params.id, body.toEmail, auth.accountId),
    shareMail: async ({ params, body, auth }) => shareEmail(params.id, body.email, auth.accountId),

    shareSms: async ({ params, body, auth }) => {
      const detail = await proposals.detail(params.id);
      const cheapest = detail.quotes[0];
      const delivered = await options.messenger.sendSms({
        toMobileNumber: body.mobileNumber, sentBy: auth.accountId,
        body: `BrokerDesk: group health proposal ${detail.proposalId} for ${detail.companyName}, ${detail.membersCount} members, ${detail.quotes.length} quotes`
          + `${cheapest ? `, from ${formatAed(cheapest.totalFils)} (${cheapest.companyName})` : ''}. We have e-mailed the details; reply or call us to choose.`,
      });
      await proposals.update(detail._id, {}, { accountId: auth.accountId, action: 'Shared by SMS', detail: `to +971${body.mobileNumber}`, at: now().toISOString() });
      return shareResult(`Proposal ${detail.proposalId}`, `+971${body.mobileNumber}`, delivered);
    },

    downloadPdf: async ({ params }) => {
      const { attachment } = await pdfOf(params.id);
      return { fileName: attachment.fileName, content: Buffer.from(attachment.content) };
    },
  });
  done();
}

