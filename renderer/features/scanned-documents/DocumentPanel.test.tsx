// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, type CallResult } from '../../../shared/client/callResult.js';
import type { PickedFile, UploadProgress } from '../../../shared/contract/documents/index.js';
import type { ScannedDocument, KeptDocumentType } from '../../../shared/contract/scanned-documents/index.js';
import type { HostBridge } from '../../../shared/host/bridge.js';
import { fakeBridge, failed, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { DocumentPanel } from './DocumentPanel.js';
import { scannedDocumentFixture, scannedFileFixture } from '../../../tests/fixtures/renderer/scanned-documents/scannedDocument.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const editor = testUser({ moduleAccessId: { customer: { read: true, update: true }, proposal: { read: true } } });
const reader = testUser({ moduleAccessId: { customer: { read: true }, proposal: { read: true } } });
const front: PickedFile = { id: 'f-front', name: 'eid-front.jpg', size: 180_000, kind: 'jpeg' };

interface Setup {
  /** Each list read answers the next entry (the last one repeats). */
  documents?: ScannedDocument[][];
  picked?: PickedFile[];
  calls?: Record<string, CallHandler>;
  user?: ReturnType<typeof testUser>;
  documentType?: KeptDocumentType;
  /** The host's image previews; by default none can be previewed (the fake bridge's "not implemented"). */
  preview?: HostBridge['preview'];
}

function setup({ documents = [], picked = [front], calls = {}, user = editor, documentType = 'emiratesId', preview }: Setup = {}) {
  let progress: (value: UploadProgress) => void = () => undefined;
  const answers: Array<(result: CallResult<unknown>) => void> = [];
  const upload = vi.fn(() => new Promise<CallResult<unknown>>((resolve) => answers.push(resolve)));
  let reads = 0;
  const bridge = fakeBridge({
    calls: {
      'scannedDocuments.customerDocuments': () => ok({ success: true, data: documents[Math.min(reads++, documents.length - 1)] ?? [] }),
      ...calls,
    },
  });
  bridge.files = {
    pick: vi.fn(() => Promise.resolve(ok(picked))),
    fromDrop: vi.fn(() => Promise.resolve(ok(picked))),
    upload,
    onProgress: (listener) => {
      progress = listener;
      return () => undefined;
    },
  };
  if (preview) bridge.preview = preview;
  const view = renderWithProviders(<DocumentPanel documentType={documentType} owner={{ type: 'customer', id: 'c1' }} ownerName="Omar Haddad" />, { bridge, user });
  const panel = () => screen.getByRole('region', { name: documentType === 'emiratesId' ? 'Emirates ID' : 'Trade licence' });
  return { bridge, upload, answers, panel, view, progress: (value: UploadProgress) => progress(value) };
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const frontAndBackPdf = () =>
  scannedDocumentFixture({ files: [scannedFileFixture(), scannedFileFixture({ _id: 'file2', fileName: 'eid-back.pdf', mimeType: 'application/pdf' })] });

/** Blob URLs as the page makes them, numbered, with every revocation recorded. */
function blobUrls() {
  let made = 0;
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:app://brokerdesk/thumb-${++made}`);
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { create, revoke };
}

afterEach(() => {
  vi.restoreAllMocks();
});

const uploaded = (document: ScannedDocument, read: boolean) =>
  ok({
    success: true,
    data: document,
    extraction: { documentType: document.documentType, read, fields: read ? document.fields : {}, owners: {}, confidence: read ? 91 : 0 },
    message: read ? 'Emirates ID uploaded' : 'Emirates ID uploaded; nothing could be read',
  });

describe('DocumentPanel', () => {
  it('uploads a chosen file with its progress, then shows the file and the fields read', async () => {
    const stored = scannedDocumentFixture();
    const { upload, answers, panel, progress } = setup({ documents: [[], [stored]] });
    expect(await within(panel()).findByText('No Emirates ID uploaded yet.')).toBeTruthy();
    expect(within(panel()).getByText(/PDF, JPG or PNG up to 10 MB each, at most 2 files/)).toBeTruthy();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Choose files…' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith({ fileId: 'f-front', endpoint: 'scannedDocuments.uploadEmiratesId', params: { id: 'c1' } }));
    progress({ fileId: 'f-front', percent: 40 });
    const uploads = await within(panel()).findByRole('table', { name: 'Emirates ID uploads' });
    await waitFor(() => expect(within(uploads).getByText('40%')).toBeTruthy());
    expect(within(uploads).getByText('Uploading')).toBeTruthy();

    answers[0]!(uploaded(stored, true));
    expect(await within(panel()).findByText('File uploaded, Data fetched')).toBeTruthy();
    expect(within(panel()).getByRole('listitem', { name: 'eid-front.jpg' })).toBeTruthy();
    expect((within(panel()).getByLabelText<HTMLInputElement>('ID number')).value).toBe('784-1990-1234567-6');
    expect((within(panel()).getByLabelText<HTMLInputElement>('Name (English)')).value).toBe('Omar Haddad');
    expect((within(panel()).getByLabelText<HTMLInputElement>('Date of birth')).value).toBe('1990-05-17');
    expect(within(panel()).getAllByText('From the scan').length).toBeGreaterThan(0);
    expect(within(panel()).queryByRole('table', { name: 'Emirates ID uploads' })).toBeNull();
  });

  it('says "Failed to fetch OCR data" for an unread file and lets the agent type the fields', async () => {
    const unread = scannedDocumentFixture({ fields: {} });
    const { answers, panel } = setup({ documents: [[], [unread]] });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Choose files…' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(uploaded(unread, false));
    expect(await within(panel()).findByText('File uploaded, Data not fetched')).toBeTruthy();
    expect(within(panel()).getByText('Failed to fetch OCR data')).toBeTruthy();
    const id = within(panel()).getByLabelText<HTMLInputElement>('ID number');
    expect(id.value).toBe('');
    fireEvent.change(id, { target: { value: '784 1990 1234567 6' } });
    expect(id.value).toBe('784-1990-1234567-6');
    const emirate = within(panel()).getByLabelText<HTMLInputElement>('Expiry date');
    fireEvent.change(emirate, { target: { value: '2027-03-01' } });
    expect(emirate.value).toBe('2027-03-01');
  });

  it('refuses a third file with the message, before sending anything', async () => {
    const full = scannedDocumentFixture({ files: [scannedFileFixture(), scannedFileFixture({ _id: 'file2', fileName: 'eid-back.pdf', mimeType: 'application/pdf' })] });
    const { upload, panel } = setup({ documents: [[full]] });
    expect(await within(panel()).findByRole('listitem', { name: 'eid-back.pdf' })).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Choose files…' }));
    expect(await within(panel()).findByText('You can not upload more than two files!')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(within(panel()).getByLabelText('PDF')).toBeTruthy();
  });

  it("shows the server's reason for a refused upload, without a Retry that cannot help or a progress bar", async () => {
    const { answers, panel } = setup({ documents: [[]] });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Choose files…' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!(failed(422, 'The image is too small to read'));
    expect(await within(panel()).findByText('Refused: The image is too small to read')).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Retry eid-front.jpg' })).toBeNull();
    expect(within(panel()).queryByRole('progressbar')).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Dismiss eid-front.jpg' })).toBeTruthy();
  });

  it('offers Retry when the server could not be reached, and sends the file again', async () => {
    const { upload, answers, panel } = setup({ documents: [[]] });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Choose files…' }));
    await waitFor(() => expect(answers).toHaveLength(1));
    answers[0]!({ ok: false, error: { status: 0, code: 'network', message: 'The server cannot be reached' } });
    expect(await within(panel()).findByText('Not sent: The server cannot be reached')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Retry eid-front.jpg' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
  });

  it('verifies the corrected fields with the owner and shows each problem next to its field, then "Verified"', async () => {
    const verify = vi
      .fn<CallHandler>()
      .mockReturnValueOnce(
        ok({
          success: true,
          data: { valid: false, checkedAt: '2025-06-02T08:00:00.000Z', problems: [{ field: 'expiryDate', code: 'expired', message: 'The Emirates ID expired on 01/03/2024' }, { field: 'side', code: 'wrongSide', message: 'This is the back of the card' }] },
          message: 'Emirates ID has problems',
        }),
      )
      .mockReturnValueOnce(ok({ success: true, data: { valid: true, checkedAt: '2025-06-02T08:05:00.000Z', problems: [] }, message: 'Emirates ID verified' }));
    const { bridge, panel } = setup({ documents: [[scannedDocumentFixture({ fields: { idNumber: '784199012345676', fullName: 'OMAR HADAD', expiryDate: '2024-03-01' } })]], calls: { 'scannedDocuments.verifyEmiratesId': verify } });
    const name = await within(panel()).findByLabelText<HTMLInputElement>('Name (English)');
    fireEvent.change(name, { target: { value: 'Omar Haddad' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Verify' }));
    expect(await within(panel()).findByText('The Emirates ID expired on 01/03/2024')).toBeTruthy();
    expect(within(panel()).getByText('This is the back of the card')).toBeTruthy();
    expect(within(panel()).getByText('Not verified: 2 problems')).toBeTruthy();
    // The message sits in the expiry date's field, named by its input.
    expect(within(panel()).getByLabelText('Expiry date').getAttribute('aria-invalid')).toBe('true');
    expect(bridge.requests.find((request) => request.endpoint === 'scannedDocuments.verifyEmiratesId')?.input).toEqual({
      body: { ownerId: 'c1', fields: { idNumber: '784199012345676', fullName: 'Omar Haddad', expiryDate: '2024-03-01' } },
    });

    fireEvent.change(within(panel()).getByLabelText('Expiry date'), { target: { value: '2027-03-01' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Verify' }));
    expect(await within(panel()).findByText('Verified')).toBeTruthy();
    expect(within(panel()).queryByText('The Emirates ID expired on 01/03/2024')).toBeNull();
  });

  it("shows the server's message when verifying fails", async () => {
    const { panel } = setup({
      documents: [[scannedDocumentFixture()]],
      calls: { 'scannedDocuments.verifyEmiratesId': () => failed(403, 'You may not change this customer') },
    });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Verify' }));
    expect(await within(panel()).findByText('You may not change this customer')).toBeTruthy();
  });

  it('asks before removing the whole document or one file, naming it', async () => {
    const remove = vi.fn<CallHandler>(() => ok({ success: true, message: 'Removed' }));
    const { panel } = setup({ documents: [[scannedDocumentFixture()], []], calls: { 'scannedDocuments.removeEmiratesId': remove } });
    fireEvent.click(await within(panel()).findByRole('button', { name: 'Remove eid-front.jpg' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove eid-front.jpg from the Emirates ID?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove Emirates ID' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove the Emirates ID of Omar Haddad?' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ params: { id: 'c1' }, body: {} }));
    expect(await screen.findByText('Emirates ID of Omar Haddad removed')).toBeTruthy();
    expect(await within(panel()).findByText('No Emirates ID uploaded yet.')).toBeTruthy();
  });

  it('shows a stored image as a thumbnail beside the fields, opening it larger, and keeps the PDF icon with Download', async () => {
    const { create } = blobUrls();
    const preview = vi.fn<HostBridge['preview']>(() => Promise.resolve({ ok: true, data: { mimeType: 'image/jpeg', bytes: JPEG } }));
    const { panel } = setup({ documents: [[frontAndBackPdf()]], preview });
    const image = await within(panel()).findByRole('listitem', { name: 'eid-front.jpg' });
    const thumbnail = await within(image).findByRole('img', { name: 'eid-front.jpg' });
    expect(thumbnail.getAttribute('src')).toBe('blob:app://brokerdesk/thumb-1');
    expect(preview).toHaveBeenCalledExactlyOnceWith('scannedDocuments.customerFile', { params: { id: 'c1', fileId: 'file1' } });
    const blob = create.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(JPEG);
    // The thumbnail sits in the panel's files column, next to the fields read from it.
    expect(within(panel()).getByLabelText<HTMLInputElement>('ID number').value).toBe('784-1990-1234567-6');
    const pdf = within(panel()).getByRole('listitem', { name: 'eid-back.pdf' });
    expect(within(pdf).getByLabelText('PDF')).toBeTruthy();
    expect(within(pdf).queryByRole('button', { name: /larger/ })).toBeNull();
    expect(within(pdf).getByRole('button', { name: 'Download eid-back.pdf' })).toBeTruthy();
    expect(within(image).getByRole('button', { name: 'Download eid-front.jpg' })).toBeTruthy();

    fireEvent.click(within(image).getByRole('button', { name: 'View eid-front.jpg larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'eid-front.jpg' });
    expect(inDialog(dialog).getByRole('img', { name: 'eid-front.jpg' }).getAttribute('src')).toBe('blob:app://brokerdesk/thumb-1');
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(preview).toHaveBeenCalledOnce();
  });

  it('falls back to the icon, without any message, when the image cannot be previewed', async () => {
    const { create } = blobUrls();
    const preview = vi.fn<HostBridge['preview']>(() => Promise.resolve(fail('invalid-response', 'This file cannot be previewed.')));
    const { panel } = setup({ documents: [[scannedDocumentFixture()]], preview });
    const image = await within(panel()).findByRole('listitem', { name: 'eid-front.jpg' });
    await waitFor(() => expect(preview).toHaveBeenCalledOnce());
    expect(within(image).getByLabelText('Image')).toBeTruthy();
    expect(within(image).queryByRole('button', { name: 'View eid-front.jpg larger' })).toBeNull();
    expect(within(image).getByRole('button', { name: 'Download eid-front.jpg' })).toBeTruthy();
    expect(screen.queryByText('This file cannot be previewed.')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });

  it('revokes the blob URL when the file is removed and when the panel closes', async () => {
    const { revoke } = blobUrls();
    const preview = vi.fn<HostBridge['preview']>(() => Promise.resolve({ ok: true, data: { mimeType: 'image/jpeg', bytes: JPEG } }));
    const remove = vi.fn<CallHandler>(() => ok({ success: true, message: 'Removed' }));
    const withBack = scannedDocumentFixture({ files: [scannedFileFixture(), scannedFileFixture({ _id: 'file2', fileName: 'eid-back.png', mimeType: 'image/png' })] });
    const backOnly = scannedDocumentFixture({ files: [scannedFileFixture({ _id: 'file2', fileName: 'eid-back.png', mimeType: 'image/png' })] });
    const { panel, view } = setup({ documents: [[withBack], [backOnly]], preview, calls: { 'scannedDocuments.removeEmiratesId': remove } });
    expect(await within(panel()).findByRole('img', { name: 'eid-front.jpg' })).toBeTruthy();
    const back = await within(panel()).findByRole('img', { name: 'eid-back.png' });
    const backUrl = back.getAttribute('src');
    const frontUrl = within(panel()).getByRole('img', { name: 'eid-front.jpg' }).getAttribute('src');

    fireEvent.click(within(panel()).getByRole('button', { name: 'Remove eid-front.jpg' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove eid-front.jpg from the Emirates ID?' });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Remove file' }));
    await waitFor(() => expect(within(panel()).queryByRole('listitem', { name: 'eid-front.jpg' })).toBeNull());
    expect(revoke).toHaveBeenCalledExactlyOnceWith(frontUrl);
    expect(preview).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(revoke).toHaveBeenCalledTimes(2);
    expect(revoke).toHaveBeenLastCalledWith(backUrl);
  });

  it('shows files and fields read-only without the update permission', async () => {
    const { panel } = setup({ documents: [[scannedDocumentFixture()]], user: reader });
    expect(await within(panel()).findByLabelText('ID number')).toBeTruthy();
    expect((within(panel()).getByLabelText<HTMLInputElement>('ID number')).disabled).toBe(true);
    expect(within(panel()).queryByRole('button', { name: 'Choose files…' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Remove Emirates ID' })).toBeNull();
    expect(within(panel()).getByRole('button', { name: 'Download eid-front.jpg' })).toBeTruthy();
  });

  it("shows the server's message with Retry when the documents cannot be read, never a blank panel", async () => {
    const { panel } = setup({ calls: { 'scannedDocuments.customerDocuments': () => failed(500, 'The document store is offline') } });
    expect(await within(panel()).findByText('The document store is offline')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("edits a trade licence's owners as a group keyed by index", async () => {
    const verify = vi.fn<CallHandler>(() => ok({ success: true, data: { valid: true, checkedAt: '2025-06-02T08:00:00.000Z', problems: [] }, message: 'ok' }));
    const licence = scannedDocumentFixture({
      documentType: 'tradeLicense',
      fields: { licenceNo: 'CN-1234567', companyName: 'Haddad Trading LLC' },
      owners: { 0: { name: 'Omar Haddad', sharePercent: '60' } },
    });
    const { bridge, panel } = setup({ documents: [[licence]], documentType: 'tradeLicense', calls: { 'scannedDocuments.verifyTradeLicense': verify } });
    const first = await within(panel()).findByRole('group', { name: 'Owner 1' });
    expect((within(first).getByLabelText<HTMLInputElement>('Name')).value).toBe('Omar Haddad');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Add owner' }));
    const second = within(panel()).getByRole('group', { name: 'Owner 2' });
    fireEvent.change(within(second).getByLabelText('Name'), { target: { value: 'Lina Saeed' } });
    fireEvent.change(within(second).getByLabelText('Share %'), { target: { value: '40' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(bridge.requests.find((request) => request.endpoint === 'scannedDocuments.verifyTradeLicense')?.input).toEqual({
        body: {
          ownerId: 'c1',
          fields: { licenceNo: 'CN-1234567', companyName: 'Haddad Trading LLC' },
          owners: { 0: { name: 'Omar Haddad', sharePercent: '60' }, 1: { name: 'Lina Saeed', sharePercent: '40' } },
        },
      }),
    );
  });
});
