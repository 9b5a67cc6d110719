// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../../shared/client/callResult.js';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { HealthDocumentsSchema, type HealthDocuments } from '../../../shared/contract/health-proposals/index.js';
import { ExtractionSchema } from '../../../shared/contract/scanned-documents/index.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { scannedFileFixture } from '../../../tests/fixtures/renderer/scanned-documents/scannedDocument.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';
import { HealthMemberDocuments } from './HealthMemberDocuments.js';

const manager = testUser({ moduleAccessId: { healthQuote: { read: true, update: true } } });
const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });
const passportScan: PickedFile = { id: 'f-passport', name: 'passport.pdf', size: 200_000, kind: 'pdf' };

type Kept = ReturnType<typeof scannedFileFixture> & { extraction?: unknown; mismatches?: string[] };
const document = (documentKey: string, label: string, files = [] as Kept[]) => ({
  documentKey, label, files: files.map((file) => ({ extraction: null, mismatches: [], ...file })),
});

/** A New visa proposal: Self has a passport, Kid 1 has nothing yet. */
function documentsFixture(kidPassport = false): HealthDocuments {
  const passport = scannedFileFixture({ _id: 'pp1', fileName: 'self-passport.pdf', mimeType: 'application/pdf' });
  return HealthDocumentsSchema.parse({
    visaStatus: 'New',
    members: [
      {
        memberId: 'm1', label: 'Self', fullName: 'Omar Haddad', missing: ['entryStamp', 'changeStatus'],
        documents: [document('passport', 'Passport', [passport]), document('entryStamp', 'Entry Stamp'), document('changeStatus', 'Change Status')],
      },
      {
        memberId: 'm2', label: 'Kid 1', fullName: 'Adam Haddad', missing: kidPassport ? ['entryStamp', 'changeStatus'] : ['passport', 'entryStamp', 'changeStatus'],
        documents: [
          document('passport', 'Passport', kidPassport ? [scannedFileFixture({ _id: 'pp2', fileName: 'passport.pdf', mimeType: 'application/pdf' })] : []),
          document('entryStamp', 'Entry Stamp'), document('changeStatus', 'Change Status'),
        ],
      },
    ],
    missingMessage: kidPassport
      ? 'Please upload all documents: Self — Entry Stamp, Change Status; Kid 1 — Entry Stamp, Change Status'
      : 'Please upload all documents: Self — Entry Stamp, Change Status; Kid 1 — Passport, Entry Stamp, Change Status',
  });
}

function setup(user = manager, lists: HealthDocuments[] = [documentsFixture()]) {
  let reads = 0;
  const answers: Array<(result: CallResult<unknown>) => void> = [];
  const upload = vi.fn(() => new Promise<CallResult<unknown>>((resolve) => answers.push(resolve)));
  const remove = vi.fn(() => Promise.resolve(ok({ success: true, data: lists[0], message: 'File removed' })));
  const bridge = fakeBridge({
    calls: {
      'healthDocuments.list': () => ok({ success: true, data: lists[Math.min(reads++, lists.length - 1)] }),
      'healthDocuments.remove': remove,
    },
  });
  bridge.files = {
    pick: vi.fn(() => Promise.resolve(ok([passportScan]))),
    fromDrop: vi.fn(() => Promise.resolve(ok([passportScan]))),
    upload,
    onProgress: () => () => undefined,
  };
  renderWithProviders(<HealthMemberDocuments proposalId="hp1" />, { bridge, user });
  const member = (label: string) => screen.getByRole('region', { name: `${label} documents` });
  const slot = (label: string, documentLabel: string) => within(member(label)).getByRole('region', { name: documentLabel });
  return { upload, answers, remove, member, slot };
}

describe('HealthMemberDocuments', () => {
  it('lists each member with the documents its visa status needs, the missing ones marked, and what payment would refuse', async () => {
    const { slot } = setup();
    expect(await screen.findByText('Please upload all documents: Self — Entry Stamp, Change Status; Kid 1 — Passport, Entry Stamp, Change Status')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Self — Omar Haddad' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Kid 1 — Adam Haddad' })).toBeTruthy();
    expect(within(slot('Self', 'Passport')).getByText('Uploaded')).toBeTruthy();
    expect(within(slot('Self', 'Passport')).getByRole('listitem', { name: 'self-passport.pdf' })).toBeTruthy();
    expect(within(slot('Self', 'Entry Stamp')).getByText('Missing')).toBeTruthy();
    expect(within(slot('Kid 1', 'Passport')).getByText('Missing')).toBeTruthy();
    expect(within(slot('Kid 1', 'Passport')).queryByRole('listitem')).toBeNull();
  });

  it("shows what OCR read of a passport, and warns where it differs from the member", async () => {
    const read = (fields: Record<string, string>) => ({ documentType: 'passport', read: true, fields, owners: {}, confidence: 88 });
    const list = documentsFixture();
    list.members[0]!.documents[0]!.files[0]!.extraction = ExtractionSchema.parse(read({ passportNumber: 'Z4839201', fullName: 'Omar Haddad', dateOfBirth: '1985-03-14', nationality: 'JOR' }));
    list.members[0]!.documents[0]!.files[0]!.mismatches = ["The date of birth read, 1985-03-14, differs from the member's, 1985-03-15."];
    const { slot } = setup(manager, [list]);
    const readings = await waitFor(() => within(slot('Self', 'Passport')).getByLabelText('Read from self-passport.pdf'));
    expect(within(readings).getAllByRole('term').map((term) => term.textContent)).toEqual(['Passport number', 'Name', 'Nationality (code)', 'Date of birth']);
    expect(within(readings).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Z4839201', 'Omar Haddad', 'JOR', '1985-03-14']);
    expect(within(slot('Self', 'Passport')).getByText("The date of birth read, 1985-03-14, differs from the member's, 1985-03-15.")).toBeTruthy();
    // A document no parser read shows no reading.
    expect(within(slot('Self', 'Entry Stamp')).queryByText(/Read from/)).toBeNull();
  });

  it("uploads a member's document to its member and key, then lists it as uploaded", async () => {
    const { upload, answers, slot } = setup(manager, [documentsFixture(), documentsFixture(true)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Upload Kid 1 Passport' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith({
      fileId: 'f-passport', endpoint: 'healthDocuments.upload', params: { id: 'hp1', memberId: 'm2', documentKey: 'passport' }, fields: { replace: 'false' },
    }));
    answers[0]!(ok({ success: true, data: documentsFixture(true), extraction: null, message: 'File uploaded' }));
    expect(await within(slot('Kid 1', 'Passport')).findByText('Uploaded')).toBeTruthy();
    expect(within(slot('Kid 1', 'Passport')).getByRole('listitem', { name: 'passport.pdf' })).toBeTruthy();
    expect(screen.getByText('Please upload all documents: Self — Entry Stamp, Change Status; Kid 1 — Entry Stamp, Change Status')).toBeTruthy();
  });

  it("replaces an uploaded document with one file, and shows the server's refusal on its row", async () => {
    const { upload, answers, slot } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Replace Self Passport' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(expect.objectContaining({
      params: { id: 'hp1', memberId: 'm1', documentKey: 'passport' }, fields: { replace: 'true' },
    })));
    answers[0]!(failed(415, '"passport.pdf" is not a PDF: its content does not match its name or type.'));
    expect(await within(slot('Self', 'Passport')).findByText('Refused: "passport.pdf" is not a PDF: its content does not match its name or type.')).toBeTruthy();
  });

  it('removes one file after a confirmation', async () => {
    const { remove } = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove self-passport.pdf' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove self-passport.pdf from the Self Passport?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Remove file' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ params: { id: 'hp1', memberId: 'm1' }, body: { documentKey: 'passport', fileId: 'pp1' } }));
  });

  it('only shows the documents to staff who may not update health quotes', async () => {
    setup(reader);
    expect(await screen.findByRole('heading', { name: 'Self — Omar Haddad' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Upload|Replace|Remove/ })).toBeNull();
  });
});
