// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OfflineUploadReport } from '../../../shared/contract/praktorapolicies/praktorapolicies.schema.js';
import { fakeBridge, failed, ok, type FakeBridgeOverrides } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { offlinePolicyDetailFixture, offlinePolicyFixture } from '../../../tests/fixtures/renderer/praktorapolicies/offlinePolicy.fixture.js';
import { OfflineSheetUpload } from './OfflineSheetUpload.js';
import PraktoraPolicyList from './PraktoraPolicyList.js';
import PraktoraPolicyShow from './PraktoraPolicyShow.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const reader = testUser({ moduleAccessId: { policy: { read: true } } });
const uploader = testUser({ moduleAccessId: { policy: { read: true, create: true } } });

const REPORT: OfflineUploadReport = {
  mode: 'per-row', fileName: 'march.xlsx', batchId: 'b2', totalRows: 4, saved: 2, updated: 1, rejected: 1,
  rejections: [{ row: 4, policyNo: 'OFF-3', field: 'FCPREMIUM', reason: '"n/a" is not an amount in AED (digits, up to two decimals)' }],
};

function renderList(options: { user?: ReturnType<typeof testUser> } = {}) {
  const bridge = fakeBridge({
    calls: {
      'praktorapolicies.list': () =>
        ok(listPage([offlinePolicyFixture(), offlinePolicyFixture({ _id: 'op2', policyNo: 'OFF-1002', mobile: '+44 20 7946 0958', status: 'EXPIRED', expiryDate: '2024-12-31', premiumFils: null })])),
    },
  });
  return renderWithProviders(<PraktoraPolicyList />, { bridge, user: options.user ?? reader, route: '/Praktorapolicies', path: '/Praktorapolicies' });
}

describe('PraktoraPolicyList', () => {
  it('lists offline policies with the sheet columns, formatted mobile, premium, dates and status in words', async () => {
    const { bridge } = renderList();
    const row = (await screen.findByText('OFF-1001')).closest('[role="row"]') as HTMLElement;
    for (const text of ['DXB A 12345', 'Layla Nasser', '+971 55 987 6543', 'Orient Insurance', 'Individual', 'AED 1,250.50', 'Motor Comprehensive', '15/01/2025', '14/01/2026', 'Active']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    const expired = screen.getByText('OFF-1002').closest('[role="row"]') as HTMLElement;
    expect(within(expired).getByText('+44 20 7946 0958')).toBeTruthy();
    expect(within(expired).getByText('Expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload sheet' })).toBeNull();
    expect(bridge.requests[0]?.input).toEqual({ query: { page: 1, size: 10 }, body: { pType: 'all' } });
  });

  it('sends the type filter and the start-date range', async () => {
    const { bridge } = renderList();
    await screen.findByText('OFF-1001');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'EXPIRED' } });
    fireEvent.change(screen.getByLabelText('Start date from'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('Start date to'), { target: { value: '2025-03-31' } });
    await waitFor(() =>
      expect(bridge.requests.at(-1)?.input).toEqual({ query: { page: 1, size: 10 }, body: { pType: 'EXPIRED', startDate: '2025-01-01', endDate: '2025-03-31' } }),
    );
  });

  it('opens the upload dialog for an account that may create policies', async () => {
    renderList({ user: uploader });
    await screen.findByText('OFF-1001');
    fireEvent.click(screen.getByRole('button', { name: 'Upload sheet' }));
    expect(await screen.findByRole('dialog', { name: 'Upload offline policies' })).toBeTruthy();
  });
});

/** The dialog on its own: behind an open dialog, happy-dom's tabster hides everything whenever the grid re-renders. */
function renderUpload(files: FakeBridgeOverrides['files']) {
  const done = { closed: 0, uploaded: 0 };
  const bridge = fakeBridge({ files });
  renderWithProviders(<OfflineSheetUpload onClose={() => done.closed++} onUploaded={() => done.uploaded++} />, { bridge, user: uploader });
  return done;
}

describe('OfflineSheetUpload', () => {
  it('uploads a picked sheet and shows the counts and each rejected row with its column and reason', async () => {
    const uploads: unknown[] = [];
    const done = renderUpload({
      pick: () => Promise.resolve(ok([{ id: 'f-1', name: 'march.xlsx', size: 20_480, kind: 'excel' as const }])),
      fromDrop: () => Promise.resolve(ok([])),
      upload: (request) => {
        uploads.push(request);
        return Promise.resolve(ok({ success: true, data: REPORT, message: '2 saved, 1 updated, 1 rejected' }));
      },
      onProgress: () => () => undefined,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upload offline policies' });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Browse…' }));
    expect(await inDialog(dialog).findByText('Ready: march.xlsx (20 KB)')).toBeTruthy();
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Upload' }));

    expect(await inDialog(dialog).findByText('4 rows: 2 saved, 1 updated, 1 rejected')).toBeTruthy();
    const table = inDialog(dialog).getByRole('table', { name: 'Rejected rows' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByText('4')).toBeTruthy();
    expect(within(rows[1]!).getByText('OFF-3')).toBeTruthy();
    expect(within(rows[1]!).getByText('FCPREMIUM')).toBeTruthy();
    expect(within(rows[1]!).getByText('"n/a" is not an amount in AED (digits, up to two decimals)')).toBeTruthy();
    expect(uploads).toEqual([{ fileId: 'f-1', endpoint: 'praktorapolicies.upload', params: {} }]);
    expect(done.uploaded).toBe(1);
  });

  it('refuses an .xls file before sending it, and shows the server refusal of a sent one', async () => {
    let next = { id: 'f-2', name: 'old.xls', size: 9_000, kind: null };
    const sent: unknown[] = [];
    renderUpload({
      pick: () => Promise.resolve(ok([next])),
      fromDrop: () => Promise.resolve(ok([])),
      upload: (request) => {
        sent.push(request);
        return Promise.resolve(failed(422, 'OfflineSheet: No header row naming POLICYNO was found in the first 10 rows.'));
      },
      onProgress: () => () => undefined,
    });
    const dialog = await screen.findByRole('dialog', { name: 'Upload offline policies' });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Browse…' }));
    expect(await inDialog(dialog).findByText('"old.xls" is an old Excel (.xls) file. Save the sheet as .xlsx (Excel Workbook) and choose it again.')).toBeTruthy();
    expect(inDialog(dialog).getByRole<HTMLButtonElement>('button', { name: 'Upload' }).disabled).toBe(true);
    expect(sent).toEqual([]);

    next = { id: 'f-3', name: 'march.xlsx', size: 9_000, kind: null };
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Browse…' }));
    await inDialog(dialog).findByText('Ready: march.xlsx (9 KB)');
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Upload' }));
    expect(await inDialog(dialog).findByText('OfflineSheet: No header row naming POLICYNO was found in the first 10 rows.')).toBeTruthy();
  });
});

describe('PraktoraPolicyShow', () => {
  it('lists every column of the sheet row, dates as dd/MM/yyyy', async () => {
    const bridge = fakeBridge({ calls: { 'praktorapolicies.get': () => ok({ success: true, data: offlinePolicyDetailFixture() }) } });
    renderWithProviders(<PraktoraPolicyShow />, { bridge, user: reader, route: '/Praktorapolicies/op1', path: '/Praktorapolicies/:praktorapolicyid' });
    expect(await screen.findByRole('heading', { name: 'Offline policy OFF-1001' })).toBeTruthy();
    const term = (name: string) => screen.getByText(name).closest('div') as HTMLElement;
    expect(within(term('STARTDATE')).getByText('15/01/2025')).toBeTruthy();
    expect(within(term('EXPIRYDATE')).getByText('14/01/2026')).toBeTruthy();
    expect(within(term('FCPREMIUM')).getByText('1250.5')).toBeTruthy();
    expect(within(term('RENEWAL')).getByText('-')).toBeTruthy();
    expect(screen.getByText('march.xlsx')).toBeTruthy();
    expect(bridge.requests[0]?.input).toEqual({ params: { id: 'op1' } });
  });
});
