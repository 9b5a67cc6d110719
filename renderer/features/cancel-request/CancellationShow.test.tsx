// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CancellationDetail } from '../../../shared/contract/cancel-request/index.js';
import { fakeBridge, failed, ok, type FakeBridge } from '../../../tests/helpers/fakeBridge.js';
import type { UploadFileRequest } from '../../../shared/contract/documents/index.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import CancellationShow from './CancellationShow.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const staff = testUser({ moduleAccessId: { cancellation: { read: true, create: true, update: true } } });
const reader = testUser({ moduleAccessId: { cancellation: { read: true } } });

const request = (overrides: Partial<CancellationDetail> = {}): CancellationDetail => ({
  _id: 'r1', ref: 'CAN-000001', createdAt: '2026-11-20T08:00:00.000Z', updatedAt: '2026-11-20T08:00:00.000Z', status: 'Requested',
  reason: 'Vehicle exported', cancelDate: '2026-11-20', createdBy: 'Sara Agent', note: '', iban: 'AE070331234567890123456', atFaultClaim: false, rejectionReason: null,
  policy: { _id: 'p1', ref: 'POL-000010', companyPolicyNumber: 'MOT-1', companyName: 'Gulf Shield', insuranceType: 'comprehensive', status: 'Active', startDate: '2026-11-01', expiryDate: '2027-10-31', premiumFils: 262_500 },
  customer: { _id: 'c1', fullName: 'Mariam Al Suwaidi', mobileNumber: '501470001', email: 'mariam@example.ae' },
  dueFils: 210_000, refundedFils: 0,
  refund: {
    bandLabel: 'Up to 1 month', refundPercent: 80, daysInForce: 19, daysOfCover: 365, shortPeriod: { premiumFils: 200_000, vatFils: 10_000, totalFils: 210_000 },
    proRata: { premiumFils: 239_600, vatFils: 11_980, totalFils: 251_580 }, policyFeesKeptFils: 0, nilReason: null, override: null, dueFils: 210_000, refundedFils: 0, method: null, failure: null,
  },
  payment: { _id: 'pay1', ref: 'PAY-000004', provider: 'card', paidBy: 'CRM - Link', amountFils: 262_500, refundedFils: 0, throughGateway: true, refundableFils: 262_500 },
  files: [], nextStatuses: ['Sent to insurer', 'Rejected'], history: [],
  ...overrides,
});

const renderShow = (data: CancellationDetail, user = staff, calls: NonNullable<Parameters<typeof fakeBridge>[0]>['calls'] = {}, files?: FakeBridge['files']) => {
  const bridge = fakeBridge({ calls: { 'cancelRequest.get': () => ok({ success: true, data }), ...calls }, ...(files && { files }) });
  renderWithProviders(<CancellationShow />, { bridge, user, route: '/cancel-request/r1', path: '/cancel-request/:requestId' });
  return bridge;
};

describe('CancellationShow', () => {
  it('shows the refund by the short-period scale beside pro rata, and offers the open request its next steps only', async () => {
    renderShow(request());
    expect(await screen.findByRole('heading', { name: 'Cancellation CAN-000001', level: 1 })).toBeTruthy();
    expect(screen.getByText('Up to 1 month: 80 % of the premium')).toBeTruthy();
    expect(screen.getByText('AED 2,100.00 (premium AED 2,000.00 + VAT AED 100.00)')).toBeTruthy();
    expect(screen.getByText('AED 2,515.80')).toBeTruthy();
    for (const name of ['Sent to insurer', 'Confirm cancellation', 'Reject', 'Edit details', 'Add paper']) expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund through gateway' })).toBeNull();
  });

  it('refunds a confirmed request through the gateway and shows what the gateway answered', async () => {
    const confirmed = request({ status: 'Confirmed', nextStatuses: [] });
    const bridge = renderShow(confirmed, staff, {
      'cancelRequest.refundThroughGateway': () => ok({ success: true, data: { ...confirmed, status: 'Refund failed' }, message: 'Refund not made: card account closed' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund through gateway' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund not made: card account closed')).toBeTruthy();
    expect(bridge.requests.find((call) => call.endpoint === 'cancelRequest.refundThroughGateway')?.input).toEqual({ body: { id: 'r1' } });
    expect(screen.queryByRole('button', { name: 'Confirm cancellation' })).toBeNull();
  });

  it('offers a refused refund to the gateway again or withdrawn with a reason, not paid another way while it is open', async () => {
    const refused = request({ status: 'Refund failed', nextStatuses: [], refund: { ...request().refund, failure: 'Card account closed' } });
    const bridge = renderShow(refused, staff, {
      'cancelRequest.withdrawRefund': () => ok({ success: true, data: { ...refused, status: 'Confirmed' }, message: 'Gateway refund withdrawn: record the refund as paid another way' }),
    });
    expect(await screen.findByRole('button', { name: 'Ask the gateway again' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refund paid another way' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw gateway refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the gateway refund' });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Withdraw refund' }));
    expect(await inDialog(dialog).findByText('Why is required')).toBeTruthy();
    fireEvent.change(inDialog(dialog).getByLabelText(/Why/), { target: { value: 'The customer closed the card' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Withdraw refund' }));
    expect(await screen.findByText('Gateway refund withdrawn: record the refund as paid another way')).toBeTruthy();
    expect(bridge.requests.find((call) => call.endpoint === 'cancelRequest.withdrawRefund')?.input).toEqual({ body: { id: 'r1', reason: 'The customer closed the card' } });
  });

  it("asks for the rejection's reasons and shows the server's refusal", async () => {
    renderShow(request(), staff, { 'cancelRequest.reject': () => failed(422, 'A cancellation request cannot go from Rejected to Rejected (request CAN-000001).') });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject request CAN-000001' });
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Reject request' }));
    expect(await inDialog(dialog).findByText('Reasons is required')).toBeTruthy();
    fireEvent.change(inDialog(dialog).getByLabelText(/Reasons/), { target: { value: 'The customer withdrew' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Reject request' }));
    expect(await inDialog(dialog).findByText(/cannot go from Rejected to Rejected/)).toBeTruthy();
  });

  it('offers no step to staff who may only read, and no gateway refund for a payment taken another way', async () => {
    renderShow(request({ status: 'Confirmed', nextStatuses: [] }), reader);
    await screen.findByRole('heading', { name: 'Cancellation CAN-000001', level: 1 });
    expect(screen.queryByRole('button', { name: 'Refund through gateway' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });

  it('checks a paper against the policy and shows each check, passed or failed with what the policy holds beside what the paper says', async () => {
    const uploads: UploadFileRequest[] = [];
    const files: FakeBridge['files'] = {
      ...fakeBridge().files,
      pick: () => Promise.resolve(ok([{ id: 'f1', name: 'export.pdf', size: 2048, kind: 'pdf' as const }])),
      upload: (upload) => {
        uploads.push(upload);
        return Promise.resolve(ok({
          success: true, message: 'Export certificate: 1 check failed',
          data: {
            documentType: 'exportCertificate', read: true, confidence: 91, owners: {}, valid: false,
            fields: { ownerName: 'Mariam Al Suwaidi', chassisNo: 'JTDBR32E720123456', exportDate: '2026-11-18' },
            checks: [
              { field: 'ownerName', ok: true, expected: 'Mariam Al Suwaidi', found: 'Mariam Al Suwaidi' },
              { field: 'chassisNo', ok: false, expected: '1HGCM82633A004352', found: 'JTDBR32E720123456' },
            ],
          },
        }));
      },
    };
    renderShow(request(), staff, {}, files);
    fireEvent.click(await screen.findByRole('button', { name: 'Check paper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check a paper against the policy' });
    fireEvent.change(inDialog(dialog).getByLabelText(/^Paper/, { selector: 'select' }), { target: { value: 'exportCertificate' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(dialog).findByText('export.pdf (2 KB)')).toBeTruthy();
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Check paper' }));
    const answer = await inDialog(dialog).findByRole('region', { name: 'Export certificate checks' });
    expect(uploads).toEqual([{ fileId: 'f1', endpoint: 'scannedDocuments.verifyExportCertificate', params: {}, fields: { policyId: 'p1' } }]);
    expect(within(answer).getByText('Export certificate: 1 check failed')).toBeTruthy();
    // Found once the dialog's opening transition leaves it accessible (a busy machine can still be in it here).
    const list = await within(answer).findByRole('list', { name: 'Checks' });
    const checks = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(checks).toEqual([
      'PassedOwner: Mariam Al Suwaidi',
      'FailedChassis number: expected 1HGCM82633A004352, found JTDBR32E720123456',
    ]);
  });

  it('offers no paper check to staff who may not raise cancellations', async () => {
    renderShow(request(), testUser({ moduleAccessId: { cancellation: { read: true, update: true } } }));
    await screen.findByRole('button', { name: 'Add paper' });
    expect(screen.queryByRole('button', { name: 'Check paper' })).toBeNull();
  });
});
