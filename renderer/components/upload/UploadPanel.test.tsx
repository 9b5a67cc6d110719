// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../../shared/client/callResult.js';
import type { PickedFile, UploadProgress } from '../../../shared/contract/documents/index.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { UploadPanel } from './UploadPanel.js';

const picked: PickedFile[] = [
  { id: 'f-1', name: 'Emirates ID.pdf', size: 250_000, kind: 'pdf' },
  { id: 'f-2', name: 'huge.pdf', size: 11 * 1024 * 1024, kind: 'pdf' },
];

function setup() {
  let progress: (value: UploadProgress) => void = () => undefined;
  const answers = new Map<string, (result: CallResult<unknown>) => void>();
  const upload = vi.fn((request: { fileId: string }) => new Promise<CallResult<unknown>>((resolve) => answers.set(request.fileId, resolve)));
  const bridge = fakeBridge();
  bridge.files = {
    pick: vi.fn(() => Promise.resolve(ok([picked[0]!]))),
    fromDrop: vi.fn(() => Promise.resolve(ok(picked))),
    upload,
    onProgress: (listener) => {
      progress = listener;
      return () => undefined;
    },
  };
  const onUploaded = vi.fn();
  renderWithProviders(<UploadPanel endpoint="documents.upload" params={{ id: 'c1' }} onUploaded={onUploaded} />, { bridge, user: testUser() });
  return { bridge, upload, answers, onUploaded, progress: (value: UploadProgress) => progress(value) };
}

describe('UploadPanel', () => {
  it('states the accepted types and sizes up front', () => {
    setup();
    expect(screen.getByText(/PDF, JPG or PNG up to 10 MB each, zip folders up to 100 MB, Excel \(.xlsx\) up to 20 MB/)).toBeTruthy();
  });

  it('gives each dropped file a row with its progress, result and the server\'s reason, with no Retry for a refusal', async () => {
    const { upload, answers, onUploaded, progress } = setup();
    const zone = screen.getByTestId('upload-drop-zone');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'Emirates ID.pdf'), new File(['y'], 'huge.pdf')], types: ['Files'] } });
    const table = await screen.findByRole('table', { name: 'Uploads' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(upload).toHaveBeenCalledWith({ fileId: 'f-1', endpoint: 'documents.upload', params: { id: 'c1' } });

    progress({ fileId: 'f-1', percent: 42 });
    const first = within(table).getByRole('row', { name: /Emirates ID\.pdf/ });
    await waitFor(() => expect(within(first).getByText('42%')).toBeTruthy());
    expect(within(first).getByText('Uploading')).toBeTruthy();

    answers.get('f-1')!(ok({ success: true, data: [], message: 'Document uploaded' }));
    answers.get('f-2')!(failed(413, '"huge.pdf" is too large. PDF, JPG and PNG documents may be at most 10 MB.'));
    await waitFor(() => expect(within(first).getByText('100%')).toBeTruthy());
    expect(within(first).getByText('Uploaded')).toBeTruthy();
    const second = within(table).getByRole('row', { name: /huge\.pdf/ });
    expect(within(second).getByText('Refused: "huge.pdf" is too large. PDF, JPG and PNG documents may be at most 10 MB.')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledOnce();
    expect(screen.getByText('1 of 2 uploaded, 1 refused')).toBeTruthy();

    // Sending it again cannot help, and a bar stopped short would look like it is still going.
    expect(within(second).queryByRole('button', { name: 'Retry huge.pdf' })).toBeNull();
    expect(within(second).queryByRole('progressbar')).toBeNull();
  });

  it.each([
    ['the server was not reached', { status: 0, code: 'network' as const }],
    ['the upload timed out', { status: 0, code: 'timeout' as const }],
    ['the server failed', { status: 503, code: 'http' as const }],
    ['the server was busy', { status: 429, code: 'http' as const }],
  ])('offers Retry when %s, and sends the file again', async (_, error) => {
    const { upload, answers } = setup();
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [new File(['x'], 'Emirates ID.pdf')], types: ['Files'] } });
    const table = await screen.findByRole('table', { name: 'Uploads' });
    answers.get('f-2')!({ ok: false, error: { ...error, message: 'Try again in a moment' } });
    const row = within(table).getByRole('row', { name: /huge\.pdf/ });
    expect(await within(row).findByText('Not sent: Try again in a moment')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Retry huge.pdf' }));
    expect(upload).toHaveBeenLastCalledWith({ fileId: 'f-2', endpoint: 'documents.upload', params: { id: 'c1' } });
    await waitFor(() => expect(within(row).getByText('Waiting')).toBeTruthy());
  });

  it.each([400, 409, 413, 415, 422])('offers no Retry when the server refuses the file with %i', async (status) => {
    const { answers } = setup();
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), { dataTransfer: { files: [new File(['x'], 'Emirates ID.pdf')], types: ['Files'] } });
    const table = await screen.findByRole('table', { name: 'Uploads' });
    answers.get('f-2')!(failed(status, 'Not this file'));
    const row = within(table).getByRole('row', { name: /huge\.pdf/ });
    expect(await within(row).findByText('Refused: Not this file')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Retry huge.pdf' })).toBeNull();
  });

  it('adds files chosen with Browse… through the host', async () => {
    const { bridge } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Browse…' }));
    await screen.findByRole('table', { name: 'Uploads' });
    expect(bridge.files.pick).toHaveBeenCalledWith('documents');
  });
});
