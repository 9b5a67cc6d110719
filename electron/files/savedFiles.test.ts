// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createSavedFiles } from './savedFiles.js';

function setup(openError = '') {
  const shell = { openPath: vi.fn(() => Promise.resolve(openError)), showItemInFolder: vi.fn() };
  let n = 0;
  const saved = createSavedFiles({ shell, newId: () => `s-${++n}` });
  return { shell, saved };
}

describe('createSavedFiles', () => {
  it('opens and reveals a saved file by its id', async () => {
    const { shell, saved } = setup();
    const id = saved.remember('/home/staff/Downloads/customers.csv');
    expect(id).toBe('s-1');
    expect(await saved.open(id)).toEqual({ ok: true, data: null });
    expect(saved.reveal(id)).toEqual({ ok: true, data: null });
    expect(shell.openPath).toHaveBeenCalledWith('/home/staff/Downloads/customers.csv');
    expect(shell.showItemInFolder).toHaveBeenCalledWith('/home/staff/Downloads/customers.csv');
  });

  it('refuses an id it did not give, touching nothing', async () => {
    const { shell, saved } = setup();
    saved.remember('/home/staff/Downloads/a.pdf');
    expect(await saved.open('s-999')).toMatchObject({ ok: false, error: { code: 'invalid-input', status: 404 } });
    expect(saved.reveal('/home/staff/Downloads/a.pdf')).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(shell.openPath).not.toHaveBeenCalled();
    expect(shell.showItemInFolder).not.toHaveBeenCalled();
  });

  it("reports the OS's reason when the file cannot be opened", async () => {
    const { saved } = setup('No application is associated with this file');
    expect(await saved.open(saved.remember('/tmp/x.bin'))).toMatchObject({ ok: false, error: { code: 'internal', message: expect.stringContaining('No application') } });
  });

  it('forgets the oldest beyond a few hundred', async () => {
    const { saved } = setup();
    const first = saved.remember('/tmp/0');
    for (let i = 1; i <= 200; i += 1) saved.remember(`/tmp/${i}`);
    expect(await saved.open(first)).toMatchObject({ ok: false });
    expect(await saved.open('s-201')).toEqual({ ok: true, data: null });
  });
});
