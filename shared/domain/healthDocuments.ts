/**
 * The documents each insured member of a health proposal must have uploaded before payment
 * (FIELDS.md "Required documents … by visa status"; issue 17). The list depends on the proposal's
 * visa status only. Decisions where FIELDS.md is silent (it gives the list for insured type `Self`
 * and says "same keys required for each kid"):
 * - Every insured member needs the same list: the principal and each dependant (spouse, child,
 *   parent, domestic worker, other dependant). A proposal records one visa status, so there is no
 *   per-member status to choose another list by.
 * - Investor types (`Self (Investor)`, `… (Investor) and Dependent`) need the same list: an
 *   investor's residence visa is proved by the same papers.
 * - Dependent-only types (`Dependent only`, `Investor’s Dependent only`) insure no principal, so
 *   only the dependants, who are the members, need documents.
 */

export const HEALTH_DOCUMENT_KEYS = [
  'passport', 'visaDoc', 'emiratesId', 'continuityCertificate', 'visaWithChangeStatusStamp', 'touristVisa', 'cancellationOfVisa',
  'changeStatus', 'entryStamp',
] as const;
export type HealthDocumentKey = (typeof HEALTH_DOCUMENT_KEYS)[number];

/** FIELDS.md's labels, as staff know them. */
export const HEALTH_DOCUMENT_LABELS: Record<HealthDocumentKey, string> = {
  passport: 'Passport',
  visaDoc: 'Visa',
  emiratesId: 'Emirate Id',
  continuityCertificate: 'Certificate Of Continuity',
  visaWithChangeStatusStamp: 'Visa with change status stamp',
  touristVisa: 'Tourist visa/Visit visa',
  cancellationOfVisa: 'Cancellation of Visa',
  changeStatus: 'Change Status',
  entryStamp: 'Entry Stamp',
};

export type HealthDocumentVisaStatus = 'Renewal' | 'Tourist/visit visa' | 'Cancelled Visa' | 'New';

export const DOCUMENTS_BY_VISA_STATUS: Record<HealthDocumentVisaStatus, readonly HealthDocumentKey[]> = {
  Renewal: ['passport', 'visaDoc', 'emiratesId', 'continuityCertificate'],
  'Tourist/visit visa': ['passport', 'visaWithChangeStatusStamp', 'touristVisa'],
  'Cancelled Visa': ['passport', 'visaDoc', 'emiratesId', 'cancellationOfVisa', 'changeStatus'],
  New: ['passport', 'entryStamp', 'changeStatus'],
};

export type HealthDocumentMemberRole = 'principal' | 'spouse' | 'child' | 'parent' | 'domesticWorker' | 'otherDependant';

/** What of a proposal decides its documents: its visa status and its members, in order. */
export interface HealthDocumentsProposal {
  visaStatus: HealthDocumentVisaStatus;
  members: ReadonlyArray<{ id: string; role: HealthDocumentMemberRole; fullName: string }>;
}

/** One member's required documents. */
export interface MemberDocuments {
  memberId: string;
  /** "Self", "Spouse", "Kid 1", "Parent 2"…: how staff and the refusal name the member. */
  label: string;
  fullName: string;
  required: readonly HealthDocumentKey[];
}

const ROLE_WORD: Record<HealthDocumentMemberRole, string> = {
  principal: 'Self', spouse: 'Spouse', child: 'Kid', parent: 'Parent', domesticWorker: 'Domestic worker', otherDependant: 'Dependant',
};

/**
 * Each member with the documents it needs, in the proposal's order. Members are numbered within
 * their role ("Kid 1", "Kid 2"); a role that has one member only is not numbered, except kids (FIELDS.md "Kid 1").
 *
 * @example requiredHealthDocuments({ visaStatus: 'New', members: [{ id: 'm1', role: 'principal', fullName: 'A B' }] })
 *   // [{ memberId: 'm1', label: 'Self', fullName: 'A B', required: ['passport', 'entryStamp', 'changeStatus'] }]
 */
export function requiredHealthDocuments(proposal: HealthDocumentsProposal): MemberDocuments[] {
  const count = new Map<HealthDocumentMemberRole, number>();
  for (const member of proposal.members) count.set(member.role, (count.get(member.role) ?? 0) + 1);
  const seen = new Map<HealthDocumentMemberRole, number>();
  return proposal.members.map((member) => {
    const nth = (seen.get(member.role) ?? 0) + 1;
    seen.set(member.role, nth);
    const numbered = member.role === 'child' || (member.role !== 'principal' && count.get(member.role)! > 1);
    return {
      memberId: member.id, fullName: member.fullName, label: numbered ? `${ROLE_WORD[member.role]} ${nth}` : ROLE_WORD[member.role],
      required: DOCUMENTS_BY_VISA_STATUS[proposal.visaStatus],
    };
  });
}

/** A member's documents still to upload. */
export interface MissingMemberDocuments {
  memberId: string;
  label: string;
  missing: HealthDocumentKey[];
}

/** Members with a required document that has no file yet, each with the missing ones in the required order. */
export function missingHealthDocuments(
  members: readonly MemberDocuments[], uploaded: ReadonlyArray<{ memberId: string; documentKey: string }>,
): MissingMemberDocuments[] {
  const have = new Set(uploaded.map((file) => `${file.memberId}\u0000${file.documentKey}`));
  return members
    .map((member) => ({ memberId: member.memberId, label: member.label, missing: member.required.filter((key) => !have.has(`${member.memberId}\u0000${key}`)) }))
    .filter((member) => member.missing.length > 0);
}

/**
 * The refusal of a payment while documents are missing: FIELDS.md's "Please upload all documents!"
 * naming what is missing per member.
 *
 * @example missingDocumentsMessage([{ memberId: 'm1', label: 'Self', missing: ['passport', 'visaDoc'] }])
 *   // 'Please upload all documents: Self — Passport, Visa'
 */
export function missingDocumentsMessage(missing: readonly MissingMemberDocuments[]): string {
  const parts = missing.map((member) => `${member.label} — ${member.missing.map((key) => HEALTH_DOCUMENT_LABELS[key]).join(', ')}`);
  return `Please upload all documents: ${parts.join('; ')}`;
}
