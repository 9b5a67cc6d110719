// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PickKind, PickedFile, UploadFileRequest } from '../../../shared/contract/documents/documents.schema.js';
import type { ImportReport } from '../../../shared/contract/evouchers/evouchers.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { ImportDialog } from './ImportDialog.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const REPORT: ImportReport = {
  fileName: 'codes.csv', totalRows: 1002, saved: 1000, rejected: 2, allOrNothing: false,
  rejections: [{ line: 501, code: null, reason: 'Blank row' }, { line: 1002, code: 'FUEL-0010', reason: 'Duplicate of line 10' }],
};

function importDialog(file: PickedFile) {
  const picked: PickKind[] = [];
  const uploads: UploadFileRequest[] = [];
  const bridge = fakeBridge({
    files: {
      pick: (kind) => {
        picked.push(kind);
        return Promise.resolve(ok([file]));
      },
      fromDrop: () => Promise.resolve(ok([])),
      upload: (request) => {
        uploads.push(request);
        return Promise.resolve(ok({ success: true, data: REPORT, message: 'Codes imported' }));
      },
      onProgress: () => () => undefined,
    },
  });
  renderWithProviders(<ImportDialog evoucherId="64b000000000000000000021" onClose={() => undefined} />, { bridge, user: testUser({ moduleAccessId: { evoucher: { read: true, create: true } } }) });
  return { picked, uploads };
}

describe('importing e-voucher codes', () => {
  it('takes a CSV from the sheet picker, sends it and shows the counts and each bad row with its line and reason', async () => {
    const { picked, uploads } = importDialog({ id: 'f-1', name: 'codes.csv', size: 30_000, kind: null });
    const dialog = await screen.findByRole('dialog', { name: 'Import codes' });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(dialog).findByRole('button', { name: 'Ready: codes.csv' })).toBeTruthy();
    expect(picked).toEqual(['sheet']);
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Import' }));

    expect(await inDialog(dialog).findByText('Codes imported: 1002 rows, 1000 saved, 2 rejected')).toBeTruthy();
    const rows = within(inDialog(dialog).getByRole('table', { name: 'Rejected rows' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['501-Blank row', '1002FUEL-0010Duplicate of line 10']);
    expect(uploads).toEqual([{ fileId: 'f-1', endpoint: 'evouchers.importCodes', params: { id: '64b000000000000000000021' }, query: { allOrNothing: 'false' } }]);
  });

  it('refuses a file that is neither a workbook nor a CSV before sending anything', async () => {
    const { uploads } = importDialog({ id: 'f-2', name: 'codes.pdf', size: 1_000, kind: 'pdf' });
    const dialog = await screen.findByRole('dialog', { name: 'Import codes' });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(dialog).findByRole('alert')).toHaveProperty('textContent', '"codes.pdf" is not an Excel workbook (.xlsx) or a CSV file.');
    expect(inDialog(dialog).getByRole<HTMLButtonElement>('button', { name: 'Import' }).disabled).toBe(true);
    expect(uploads).toEqual([]);
  });
});
