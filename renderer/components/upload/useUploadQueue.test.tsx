// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../../shared/client/callResult.js';
import type { PickedFile, UploadProgress } from '../../../shared/contract/documents/index.js';
import { HostContext } from '../../app/useHost.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { useUploadQueue, type UploadQueueOptions } from './useUploadQueue.js';

const front: PickedFile = { id: 'f-1', name: 'front.jpg', size: 1_000, kind: 'jpeg' };
const back: PickedFile = { id: 'f-2', name: 'back.jpg', size: 2_000, kind: 'jpeg' };
const target = { endpoint: 'documents.upload', params: { id: 'c1' } };

function setup(options: Partial<UploadQueueOptions> = {}) {
  let progress: (value: UploadProgress) => void = () => undefined;
  const answers = new Map<string, (result: CallResult<unknown>) => void>();
  const upload = vi.fn((request: { fileId: string }) => new Promise<CallResult<unknown>>((resolve) => answers.set(request.fileId, resolve)));
  const bridge = fakeBridge();
  bridge.files = {
    pick: vi.fn(() => Promise.resolve(ok([front, back]))),
    fromDrop: vi.fn(() => Promise.resolve(ok([front]))),
    upload,
    onProgress: (listener) => {
      progress = listener;
      return () => undefined;
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => <HostContext.Provider value={bridge}>{children}</HostContext.Provider>;
  const view = renderHook(() => useUploadQueue({ target, ...options }), { wrapper });
  const answer = (id: string, result: CallResult<unknown>) =>
    act(async () => {
      answers.get(id)!(result);
      await Promise.resolve();
    });
  return { view, upload, answer, bridge, progress: (value: UploadProgress) => act(() => progress(value)) };
}

describe('useUploadQueue', () => {
  it('gives each file a row in the order added and sends each to the target', () => {
    const { view, upload } = setup();
    act(() => view.result.current.add([front, back]));
    expect(view.result.current.rows.map((row) => [row.file.name, row.status, row.percent])).toEqual([['front.jpg', 'waiting', 0], ['back.jpg', 'waiting', 0]]);
    expect(upload.mock.calls.map(([request]) => request)).toEqual([{ fileId: 'f-1', ...target }, { fileId: 'f-2', ...target }]);
  });

  it('sends one file after the other when asked, the next once the previous is answered', async () => {
    const { view, upload, answer } = setup({ oneAtATime: true });
    act(() => view.result.current.add([front, back]));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenLastCalledWith({ fileId: 'f-1', ...target });
    await answer('f-1', ok({ message: 'Uploaded' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2));
    expect(upload).toHaveBeenLastCalledWith({ fileId: 'f-2', ...target });
  });

  it("shows each file's progress, never going back, and the server's message once uploaded", async () => {
    const onUploaded = vi.fn();
    const { view, answer, progress } = setup({ onUploaded });
    act(() => view.result.current.add([front]));
    progress({ fileId: 'f-1', percent: 60 });
    progress({ fileId: 'f-1', percent: 40 });
    expect(view.result.current.rows[0]).toMatchObject({ status: 'uploading', percent: 60 });
    await answer('f-1', ok({ message: 'Document uploaded' }));
    expect(view.result.current.rows[0]).toMatchObject({ status: 'uploaded', percent: 100, message: 'Document uploaded' });
    expect(onUploaded).toHaveBeenCalledWith({ message: 'Document uploaded' });
  });

  it('lets an accepted file leave the rows when asked', async () => {
    const { view, answer } = setup({ dropUploaded: true });
    act(() => view.result.current.add([front, back]));
    await answer('f-1', ok({}));
    expect(view.result.current.rows.map((row) => row.file.name)).toEqual(['back.jpg']);
  });

  it("keeps a refused file's row with the server's reason, and no Retry for a refusal of the file itself", async () => {
    const { view, answer, upload } = setup();
    act(() => view.result.current.add([front]));
    await answer('f-1', failed(413, '"front.jpg" is too large'));
    expect(view.result.current.rows[0]).toMatchObject({ status: 'refused', message: '"front.jpg" is too large', retryable: false });
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when sending again may help, and sends the file again from Waiting', async () => {
    const { view, answer, upload } = setup();
    act(() => view.result.current.add([front]));
    await answer('f-1', { ok: false, error: { status: 0, code: 'network', message: 'The server cannot be reached' } });
    expect(view.result.current.rows[0]).toMatchObject({ status: 'refused', retryable: true });
    act(() => view.result.current.retry(front));
    expect(view.result.current.rows[0]).toEqual({ file: front, status: 'waiting', percent: 0 });
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('sends nothing the check refuses and says why, counting the files still pending', () => {
    const check = vi.fn((files: readonly PickedFile[], pending: number) => (pending + files.length > 1 ? { error: 'At most one file' } : { files: [...files] }));
    const { view, upload } = setup({ check });
    act(() => view.result.current.add([front]));
    act(() => view.result.current.add([back]));
    expect(check).toHaveBeenLastCalledWith([back], 1);
    expect(view.result.current.error).toBe('At most one file');
    expect(view.result.current.rows.map((row) => row.file.name)).toEqual(['front.jpg']);
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it("takes picked and dropped files through the host, and shows the host's refusal", async () => {
    const { view, bridge, upload } = setup();
    await act(() => view.result.current.pick('zip'));
    expect(bridge.files.pick).toHaveBeenCalledWith('zip');
    expect(upload).toHaveBeenCalledTimes(2);
    bridge.files.fromDrop = vi.fn(() => Promise.resolve(failed(400, 'Only files can be dropped')));
    await act(() => view.result.current.drop([new File(['x'], 'x.pdf')]));
    expect(view.result.current.error).toBe('Only files can be dropped');
  });

  it('clears a refused row when dismissed', async () => {
    const { view, answer } = setup();
    act(() => view.result.current.add([front]));
    await answer('f-1', failed(422, 'Not a whole file'));
    act(() => view.result.current.dismiss(front));
    expect(view.result.current.rows).toEqual([]);
  });
});
