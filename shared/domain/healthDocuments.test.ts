import { describe, expect, it } from 'vitest';
import {
  DOCUMENTS_BY_VISA_STATUS, missingDocumentsMessage, missingHealthDocuments, requiredHealthDocuments, type HealthDocumentsProposal,
} from './healthDocuments.js';

const family: HealthDocumentsProposal['members'] = [
  { id: 'm1', role: 'principal', fullName: 'Rami Saleh' },
  { id: 'm2', role: 'spouse', fullName: 'Lina Saleh' },
  { id: 'm3', role: 'child', fullName: 'Omar Saleh' },
  { id: 'm4', role: 'child', fullName: 'Sara Saleh' },
];

describe('the documents a health member needs by visa status', () => {
  it.each([
    ['Renewal', ['passport', 'visaDoc', 'emiratesId', 'continuityCertificate']],
    ['Tourist/visit visa', ['passport', 'visaWithChangeStatusStamp', 'touristVisa']],
    ['Cancelled Visa', ['passport', 'visaDoc', 'emiratesId', 'cancellationOfVisa', 'changeStatus']],
    ['New', ['passport', 'entryStamp', 'changeStatus']],
  ] as const)('asks every member of a %s proposal for FIELDS.md\'s list', (visaStatus, keys) => {
    const members = requiredHealthDocuments({ visaStatus, members: family });
    expect(members.map((member) => member.required)).toEqual([keys, keys, keys, keys]);
    expect(DOCUMENTS_BY_VISA_STATUS[visaStatus]).toEqual(keys);
  });

  it('names the members as staff do: Self, Spouse, Kid 1, Kid 2; several of a role are numbered', () => {
    expect(requiredHealthDocuments({ visaStatus: 'New', members: family }).map((member) => member.label)).toEqual(['Self', 'Spouse', 'Kid 1', 'Kid 2']);
    const dependants = requiredHealthDocuments({
      visaStatus: 'New',
      members: [
        { id: 'm1', role: 'child', fullName: 'A' }, { id: 'm2', role: 'parent', fullName: 'B' }, { id: 'm3', role: 'parent', fullName: 'C' },
        { id: 'm4', role: 'domesticWorker', fullName: 'D' },
      ],
    });
    // A dependent-only proposal has no Self: only its dependants need documents.
    expect(dependants.map((member) => member.label)).toEqual(['Kid 1', 'Parent 1', 'Parent 2', 'Domestic worker']);
  });

  it('lists what is missing per member in the required order, and nothing once all are uploaded', () => {
    const members = requiredHealthDocuments({ visaStatus: 'New', members: family.slice(0, 3) });
    const uploaded = [
      { memberId: 'm1', documentKey: 'entryStamp' }, { memberId: 'm1', documentKey: 'changeStatus' },
      { memberId: 'm2', documentKey: 'passport' }, { memberId: 'm2', documentKey: 'entryStamp' }, { memberId: 'm2', documentKey: 'changeStatus' },
      // Another member's passport does not count for Kid 1.
      { memberId: 'm9', documentKey: 'passport' }, { memberId: 'm3', documentKey: 'changeStatus' },
    ];
    const missing = missingHealthDocuments(members, uploaded);
    expect(missing).toEqual([
      { memberId: 'm1', label: 'Self', missing: ['passport'] },
      { memberId: 'm3', label: 'Kid 1', missing: ['passport', 'entryStamp'] },
    ]);
    expect(missingDocumentsMessage(missing)).toBe('Please upload all documents: Self — Passport; Kid 1 — Passport, Entry Stamp');
    const all = members.flatMap((member) => member.required.map((documentKey) => ({ memberId: member.memberId, documentKey })));
    expect(missingHealthDocuments(members, all)).toEqual([]);
  });
});
