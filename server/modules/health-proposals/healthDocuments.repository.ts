import type { HealthDocuments, HealthDocumentFile } from '../../../shared/contract/health-proposals/index.js';
import { ExtractionSchema, MAX_FILES_PER_DOCUMENT, type Extraction } from '../../../shared/contract/scanned-documents/index.js';
import {
  HEALTH_DOCUMENT_LABELS, missingDocumentsMessage, missingHealthDocuments, requiredHealthDocuments, type HealthDocumentKey, type MemberDocuments,
} from '../../../shared/domain/healthDocuments.js';
import type { Db } from '../../db/database.js';
import { lockRow } from '../../db/dialect.js';
import { notFound, unprocessable } from '../../http/httpError.js';
import { addHistory } from '../../sales/salesRecords.js';
import { namesMatch } from '../scanned-documents/verification.js';
import { TOO_MANY_FILES, type NewScannedFile } from '../scanned-documents/scanned-documents.repository.js';
import { readHealthDetails } from './healthLine.js';

/** A file about to be recorded: already in place on disk, as a scanned document's. */
export type NewHealthDocumentFile = NewScannedFile;

/** A health proposal with what decides its documents: its visa status and members (with the birth date a reading is checked against). */
export interface HealthDocumentsOwner {
  id: string;
  ref: string;
  visaStatus: HealthDocuments['visaStatus'];
  members: Array<MemberDocuments & { dateOfBirth: string }>;
}

/** A member as the proposal's history names it: "Rami Saleh (Self)". */
const memberName = (member: MemberDocuments) => `${member.fullName} (${member.label})`;

/**
 * Where what OCR read of a member's document differs from the member on the proposal: the
 * holder's name (compared as the scanned documents' verification compares it, word order and one
 * middle name aside) and the date of birth. A field OCR did not read is not a difference.
 */
export function extractionMismatches(extraction: Extraction | null, member: { fullName: string; dateOfBirth: string }): string[] {
  if (!extraction?.read) return [];
  const { fullName, dateOfBirth } = extraction.fields;
  const mismatches: string[] = [];
  if (fullName && !namesMatch(fullName, member.fullName)) mismatches.push(`The name read, "${fullName}", differs from the member's, "${member.fullName}".`);
  if (dateOfBirth && dateOfBirth !== member.dateOfBirth) {
    mismatches.push(`The date of birth read, ${dateOfBirth}, differs from the member's, ${member.dateOfBirth}.`);
  }
  return mismatches;
}

function parseExtraction(text: string | null): Extraction | null {
  if (!text) return null;
  try {
    const parsed = ExtractionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Health members' documents (table `health_member_documents`, migration 0044); the SQL of the area. */
export function createHealthDocumentsRepository(db: Db) {
  function filesQuery(executor: Db, proposalId: string) {
    return executor.selectFrom('health_member_documents as d')
      .leftJoin('accounts', 'accounts.id', 'd.uploaded_by')
      .select([
        'd.id', 'd.member_id', 'd.document_key', 'd.file_name', 'd.mime_type', 'd.size', 'd.checksum', 'd.path', 'd.extraction',
        'd.uploaded_by', 'd.created_at', 'accounts.full_name as uploader_name',
      ])
      .where('d.proposal_id', '=', proposalId)
      .orderBy('d.seq');
  }

  async function fileCount(executor: Db, proposalId: string, memberId: string, documentKey: HealthDocumentKey): Promise<number> {
    const row = await executor.selectFrom('health_member_documents').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('proposal_id', '=', proposalId).where('member_id', '=', memberId).where('document_key', '=', documentKey)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * A health proposal's members and their required documents. A health proposal without readable
   * members (none is made so) is refused rather than taken as needing nothing: payment must not
   * pass a check it could not make.
   */
  async function owner(proposalId: string, executor: Db = db): Promise<HealthDocumentsOwner> {
    const row = await executor.selectFrom('proposals').select(['id', 'ref', 'details'])
      .where('id', '=', proposalId).where('line', '=', 'health').executeTakeFirst();
    if (!row) throw notFound('Proposal not found');
    const details = readHealthDetails(row.details);
    if (!details) throw unprocessable(`Proposal ${row.ref} has no insured members recorded; its documents can not be checked.`);
    const born = new Map(details.members.map((member) => [member.id, member.dateOfBirth]));
    return {
      id: row.id, ref: row.ref, visaStatus: details.visaStatus,
      members: requiredHealthDocuments(details).map((member) => ({ ...member, dateOfBirth: born.get(member.memberId) ?? '' })),
    };
  }

  /** Every member's required documents with their files, what is missing, and the refusal payment would get. */
  async function overview(proposal: HealthDocumentsOwner, executor: Db = db): Promise<HealthDocuments> {
    const rows = await filesQuery(executor, proposal.id).execute();
    const fileOf = (member: HealthDocumentsOwner['members'][number]) => (row: (typeof rows)[number]): HealthDocumentFile => {
      const extraction = parseExtraction(row.extraction);
      return {
        _id: row.id, fileName: row.file_name, mimeType: row.mime_type, size: row.size, checksum: row.checksum, uploadedAt: row.created_at,
        uploadedBy: row.uploaded_by ? { _id: row.uploaded_by, fullName: row.uploader_name ?? '' } : null,
        extraction, mismatches: extractionMismatches(extraction, member),
      };
    };
    const missing = missingHealthDocuments(proposal.members, rows.map((row) => ({ memberId: row.member_id, documentKey: row.document_key })));
    return {
      visaStatus: proposal.visaStatus,
      members: proposal.members.map((member) => ({
        memberId: member.memberId, label: member.label, fullName: member.fullName,
        documents: member.required.map((documentKey) => ({
          documentKey, label: HEALTH_DOCUMENT_LABELS[documentKey],
          files: rows.filter((row) => row.member_id === member.memberId && row.document_key === documentKey).map(fileOf(member)),
        })),
        missing: missing.find((entry) => entry.memberId === member.memberId)?.missing ?? [],
      })),
      missingMessage: missing.length > 0 ? missingDocumentsMessage(missing) : null,
    };
  }

  return {
    owner,
    overview,
    fileCount: (proposalId: string, memberId: string, documentKey: HealthDocumentKey) => fileCount(db, proposalId, memberId, documentKey),

    /**
     * Records a stored file on a member's document; with `replace` the document's earlier files are
     * removed in the same transaction and their paths answered, to delete from disk once it holds.
     * A document that has its two files already is refused with a 422 and left as it was.
     */
    async addFile(input: {
      proposalId: string; member: MemberDocuments; documentKey: HealthDocumentKey; file: NewHealthDocumentFile; extraction: Extraction | null;
      replace: boolean; accountId: string;
    }): Promise<{ replacedPaths: string[] }> {
      const memberId = input.member.memberId;
      const now = new Date().toISOString();
      return db.transaction().execute(async (trx) => {
        // Two uploads racing for the last free place count the files one after the other.
        await lockRow(trx, 'proposals', input.proposalId);
        const scope = trx.deleteFrom('health_member_documents').where('proposal_id', '=', input.proposalId)
          .where('member_id', '=', memberId).where('document_key', '=', input.documentKey);
        let replacedPaths: string[] = [];
        if (input.replace) {
          replacedPaths = (await scope.returning('path').execute()).map((row) => row.path);
        } else if ((await fileCount(trx, input.proposalId, memberId, input.documentKey)) >= MAX_FILES_PER_DOCUMENT) {
          throw unprocessable(TOO_MANY_FILES);
        }
        await trx.insertInto('health_member_documents').values({
          id: input.file.id, proposal_id: input.proposalId, member_id: memberId, document_key: input.documentKey,
          file_name: input.file.fileName, mime_type: input.file.mimeType, size: input.file.size, checksum: input.file.checksum, path: input.file.path,
          extraction: input.extraction && JSON.stringify(input.extraction), uploaded_by: input.accountId, created_at: now,
        }).execute();
        const label = HEALTH_DOCUMENT_LABELS[input.documentKey];
        await addHistory(trx, {
          entityType: 'proposal', entityId: input.proposalId, accountId: input.accountId, line: 'health', at: now,
          action: input.replace ? 'Document replaced' : 'Document uploaded',
          detail: `${label} ${input.replace ? 'replaced' : 'uploaded'} for ${memberName(input.member)}: ${input.file.fileName}`,
        });
        return { replacedPaths };
      });
    },

    /**
     * Removes a member's document (all its files) or one of its files, noting it in the proposal's
     * history; answers the paths to delete, or null when there was nothing.
     */
    async remove(proposalId: string, member: MemberDocuments, documentKey: HealthDocumentKey, fileId: string | undefined, accountId: string): Promise<string[] | null> {
      return db.transaction().execute(async (trx) => {
        let removal = trx.deleteFrom('health_member_documents').where('proposal_id', '=', proposalId)
          .where('member_id', '=', member.memberId).where('document_key', '=', documentKey);
        if (fileId !== undefined) removal = removal.where('id', '=', fileId);
        const removed = await removal.returning(['path', 'file_name']).execute();
        if (removed.length === 0) return null;
        const label = HEALTH_DOCUMENT_LABELS[documentKey];
        await addHistory(trx, {
          entityType: 'proposal', entityId: proposalId, accountId, line: 'health', action: 'Document removed',
          detail: fileId === undefined ? `${label} removed for ${memberName(member)}` : `${removed[0]!.file_name} removed from the ${label} of ${memberName(member)}`,
        });
        return removed.map((row) => row.path);
      });
    },

    /** A file of the proposal's member documents; another proposal's file is not found. */
    async findFile(proposalId: string, fileId: string) {
      return db.selectFrom('health_member_documents').select(['id', 'file_name', 'mime_type', 'checksum', 'path'])
        .where('proposal_id', '=', proposalId).where('id', '=', fileId).executeTakeFirst();
    },
  };
}

export type HealthDocumentsRepository = ReturnType<typeof createHealthDocumentsRepository>;
