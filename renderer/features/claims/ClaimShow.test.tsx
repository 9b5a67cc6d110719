// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Claim, ClaimFile } from '../../../shared/contract/claims/index.js';
import type { HostBridge } from '../../../shared/host/bridge.js';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import ClaimShow from './ClaimShow.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const desk = testUser({ moduleAccessId: { claim: { read: true, update: true }, proposal: { read: true } } });

const claim = (overrides: Partial<Claim> = {}): Claim => ({
  _id: 'c1', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', claimNo: 'CLM-000042', status: 'Submitted to insurer',
  customerName: 'Omar Haddad', policyRef: 'POL-000007', insurerName: 'Orient Insurance', accidentDate: '2026-11-18', registeredOn: '2026-11-19',
  assignedTo: null, clock: { stage: 'payment', dueOn: '2026-12-05', daysLeft: 8, overdue: false }, description: 'Rear-ended at a signal',
  policy: { _id: 'p7', ref: 'POL-000007', companyPolicyNumber: 'ORI/1', status: 'Active', insuranceType: 'comprehensive', startDate: '2026-01-01', expiryDate: '2026-12-31' },
  customer: { _id: 'cu1', fullName: 'Omar Haddad', mobileNumber: '501234567', email: 'omar@example.ae' },
  insurer: { _id: 'ins1', companyName: 'Orient Insurance' },
  garage: { _id: 'g1', name: 'Al Quoz Motors', emirate: 'Dubai', area: 'Al Quoz', phone: '04 123 4567', inNetwork: true },
  garageOverride: null, repairEstimateFils: null, preAccidentValueFils: null, totalLoss: null,
  acknowledgedOn: null, documentsCompleteOn: '2026-11-20', settledOn: null, rejectionReasons: null, files: [],
  history: [{ _id: 'h1', at: '2026-11-19T08:00:00.000Z', by: { _id: 'a1', fullName: 'Sara Desk' }, from: null, to: 'Registered', note: 'Claim registered' }],
  nextStatuses: ['Documents pending', 'Survey', 'Approved', 'Rejected'],
  ...overrides,
});

const garage = (id: string, name: string) => ({
  _id: id, name, emirate: 'Sharjah', area: 'Industrial Area 5', agency: 'nonagency', isActive: true, addedAt: '2026-01-01T00:00:00.000Z',
  phone: '06 543 2100', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});
const page = <T,>(data: T[]) => ({ success: true, data, pagination: { page: 1, size: 20, totalItems: data.length, totalPages: 1, currentPage: 1 } });

const renderShow = (bridge: ReturnType<typeof fakeBridge>) => renderWithProviders(<ClaimShow />, { bridge, user: desk, route: '/claims/c1', path: '/claims/:claimId' });

describe('ClaimShow', () => {
  it('offers only the next statuses, refuses a rejection without written reasons, and sends the reasons', async () => {
    const bridge = fakeBridge({
      calls: {
        'claims.get': () => ok({ success: true, data: claim() }),
        'claims.updateStatus': () => ok({ success: true, data: claim({ status: 'Rejected', rejectionReasons: 'Driver unlicensed', nextStatuses: ['Closed'] }), message: 'ok' }),
      },
    });
    renderShow(bridge);
    expect(await screen.findByText('Pay by 05/12/2026 (8 days left)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    const select = inDialog(dialog).getByRole<HTMLSelectElement>('combobox', { name: /New status/ });
    expect([...select.options].map((option) => option.value).filter(Boolean)).toEqual(['Documents pending', 'Survey', 'Approved', 'Rejected']);
    fireEvent.change(select, { target: { value: 'Rejected' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Change status' }));
    expect(await inDialog(dialog).findByText("A rejection needs the insurer's written reasons")).toBeTruthy();
    expect(bridge.requests.some((request) => request.endpoint === 'claims.updateStatus')).toBe(false);
    fireEvent.change(inDialog(dialog).getByRole('textbox', { name: /rejection reasons/ }), { target: { value: 'Driver unlicensed' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Change status' }));
    await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'claims.updateStatus')?.input).toEqual({
      body: { id: 'c1', data: { status: 'Rejected', note: '', rejectionReasons: 'Driver unlicensed' } },
    }));
  });

  it("shows the server's refusal of a move in the dialog", async () => {
    renderShow(fakeBridge({
      calls: {
        'claims.get': () => ok({ success: true, data: claim() }),
        'claims.updateStatus': () => failed(422, 'A claim cannot go from Settled to Survey'),
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Change status' }));
    expect(await inDialog(dialog).findByText('A claim cannot go from Settled to Survey')).toBeTruthy();
  });

  it("asks why only when the chosen garage is outside the insurer's network", async () => {
    const bridge = fakeBridge({
      calls: {
        'claims.get': () => ok({ success: true, data: claim() }),
        'proposals.agents': () => ok({ success: true, data: [] }),
        'garages.network': () => ok(page([garage('g1', 'Al Quoz Motors')])),
        'garages.list': () => ok(page([garage('g1', 'Al Quoz Motors'), garage('g2', 'Sharjah Auto Care')])),
        'claims.update': () => ok({ success: true, data: claim(), message: 'saved' }),
      },
    });
    renderShow(bridge);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit claim' }));
    const dialog = await screen.findByRole('dialog');
    // The dialog's contents become accessible once its opening settles (slow on a busy machine).
    const picker = await inDialog(dialog).findByRole('combobox', { name: /Garage/ });
    expect(inDialog(dialog).queryByRole('textbox', { name: /Why this garage/ })).toBeNull();
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: /Sharjah Auto Care.*not in network/ }));
    expect(await inDialog(dialog).findByText("Not in Orient Insurance's network")).toBeTruthy();
    const reason = inDialog(dialog).getByRole('textbox', { name: /Why this garage/ });
    fireEvent.change(reason, { target: { value: 'Customer lives next door' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Save claim' }));
    await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'claims.update')?.input).toMatchObject({
      params: { id: 'c1' }, body: { garageId: 'g2', garageOverrideReason: 'Customer lives next door' },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit claim' }));
    const again = await screen.findByRole('dialog');
    fireEvent.click(await within(again).findByRole('combobox', { name: /Garage/ }));
    fireEvent.click(await screen.findByRole('option', { name: /Al Quoz Motors.*\(in network\)/ }));
    await waitFor(() => expect(within(again).queryByRole('textbox', { name: /Why this garage/ })).toBeNull());
  });

  it('offers the complaint letter only when a deadline is missed', async () => {
    const first = renderShow(fakeBridge({ calls: { 'claims.get': () => ok({ success: true, data: claim() }) } }));
    await screen.findByText('Pay by 05/12/2026 (8 days left)');
    expect(screen.queryByRole('button', { name: 'Complaint letter' })).toBeNull();
    first.unmount();
    const late = claim({ clock: { stage: 'acknowledgement', dueOn: '2026-11-22', daysLeft: -5, overdue: true } });
    renderShow(fakeBridge({ calls: { 'claims.get': () => ok({ success: true, data: late }) } }));
    expect(await screen.findByRole('button', { name: 'Complaint letter' })).toBeTruthy();
    expect(screen.getAllByText('Acknowledge by 22/11/2026 (5 days late)').length).toBeGreaterThan(0);
    expect(screen.getByText('Overdue')).toBeTruthy();
  });

  describe('photos and papers', () => {
    const photo: ClaimFile = { _id: 'f1', fileName: 'front.jpg', mimeType: 'image/jpeg', size: 2048, kind: 'photo', createdAt: '2026-11-19T08:00:00.000Z' };
    const paper: ClaimFile = { _id: 'f2', fileName: 'police-report.pdf', mimeType: 'application/pdf', size: 4096, kind: 'paper', createdAt: '2026-11-19T08:00:00.000Z' };
    const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

    const setup = (overrides: Partial<Claim> = {}) => {
      const bridge = fakeBridge({
        calls: {
          'claims.get': () => ok({ success: true, data: claim({ files: [photo, paper], ...overrides }) }),
          'claims.removeFile': () => ok({ success: true, data: claim({ files: [paper] }), message: 'File removed from claim CLM-000042' }),
        },
        download: () => Promise.resolve(ok({ fileName: 'police-report.pdf', size: 4096 })),
      });
      const preview = vi.fn<HostBridge['preview']>(() => Promise.resolve({ ok: true, data: { mimeType: 'image/jpeg', bytes: JPEG } }));
      bridge.preview = preview;
      renderShow(bridge);
      return { bridge, preview };
    };

    it('opens a photo large from its thumbnail and downloads a paper from the claim', async () => {
      const { bridge, preview } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Open front.jpg' }));
      const dialog = await screen.findByRole('dialog', { name: 'front.jpg' });
      expect(await inDialog(dialog).findByRole('img', { name: 'front.jpg' })).toBeTruthy();
      expect(preview).toHaveBeenCalledWith('claims.file', { params: { id: 'c1', fileId: 'f1' } });
      // A paper is not an image: it has no thumbnail to open, only its download.
      expect(preview.mock.calls.some(([, input]) => JSON.stringify(input).includes('f2'))).toBe(false);
      fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Close' }));
      fireEvent.click(screen.getByRole('button', { name: 'Download police-report.pdf' }));
      await waitFor(() => expect(bridge.requests.find((request) => request.kind === 'download')).toMatchObject({
        endpoint: 'claims.file', input: { params: { id: 'c1', fileId: 'f2' } },
      }));
    });

    it('removes a file only after the user confirms', async () => {
      const { bridge } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Remove front.jpg' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Remove front.jpg?' });
      expect(bridge.requests.some((request) => request.endpoint === 'claims.removeFile')).toBe(false);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'claims.removeFile')?.input).toEqual({ params: { id: 'c1', fileId: 'f1' } }));
    });

    it('offers no removal on a settled claim, nor to a reader', async () => {
      setup({ status: 'Settled', nextStatuses: ['Closed'] });
      expect(await screen.findByRole('button', { name: 'Download front.jpg' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Remove front.jpg' })).toBeNull();
    });
  });
});
