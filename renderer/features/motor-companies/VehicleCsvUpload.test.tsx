// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { VehicleCsvUpload } from './VehicleCsvUpload.js';

const manager = testUser({ moduleAccessId: { company: { read: true, update: true } } });
const csv = 'make,model,trim,year,bodyType,cylinders,seats,newCarValue\nToyota,Camry,SE,2024,Sedan,4,5,98000\nZzz,Q,X,2024,Sedan,4,5,abc\n';

describe('VehicleCsvUpload', () => {
  it('sends the dropped file as text with the chosen mode and lists each line, rejected ones first with field and reason', async () => {
    const bridge = fakeBridge({
      calls: {
        'cars.uploadCsv': () =>
          ok({
            success: true,
            data: {
              mode: 'per-line',
              totalLines: 2,
              added: 1,
              updated: 0,
              rejected: 1,
              lines: [
                { line: 2, status: 'added', field: null, reason: null },
                { line: 3, status: 'rejected', field: 'make', reason: 'Unknown make "Zzz"' },
              ],
            },
          }),
      },
    });
    renderWithProviders(<VehicleCsvUpload />, { bridge, user: manager });
    const file = new File([csv], 'vehicles.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await screen.findByText('Ready: vehicles.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload CSV' }));

    const table = await screen.findByRole('table', { name: 'Lines' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('Rejected')).toBeTruthy();
    expect(within(rows[1]!).getByText('make')).toBeTruthy();
    expect(within(rows[1]!).getByText('Unknown make "Zzz"')).toBeTruthy();
    expect(within(rows[2]!).getByText('Added')).toBeTruthy();
    expect(screen.getByText('2 lines: 1 added, 0 updated, 1 rejected')).toBeTruthy();
    await waitFor(() => expect(bridge.requests.find((r) => r.endpoint === 'cars.uploadCsv')?.input.body).toEqual({ mode: 'per-line', csv }));
  });

  it('refuses a file that is not a CSV before sending anything', async () => {
    const bridge = fakeBridge();
    renderWithProviders(<VehicleCsvUpload />, { bridge, user: manager });
    fireEvent.drop(screen.getByTestId('csv-drop-zone'), { dataTransfer: { files: [new File(['x'], 'cars.xlsx')], types: ['Files'] } });
    expect(await screen.findByText('"cars.xlsx" is not a CSV file. Save the sheet as CSV (UTF-8) and try again.')).toBeTruthy();
    expect(bridge.requests).toHaveLength(0);
  });
});
