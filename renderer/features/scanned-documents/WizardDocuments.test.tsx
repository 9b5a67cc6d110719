// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CallResult } from '../../../shared/client/callResult.js';
import type { PickedFile, UploadFileRequest } from '../../../shared/contract/documents/index.js';
import { fakeBridge, failed, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { ProposalCreate } from '../proposals/public.js';
import { proposalFixture, wizardCatalogueCalls } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';

const agent = testUser({ moduleAccessId: { proposal: { read: true, create: true, update: true }, customer: { read: true, update: true } } });
const eidFront: PickedFile = { id: 'f-eid', name: 'eid.jpg', size: 120_000, kind: 'jpeg' };
const licence: PickedFile = { id: 'f-dl', name: 'licence.pdf', size: 220_000, kind: 'pdf' };
const card: PickedFile = { id: 'f-card', name: 'mulkiya.png', size: 320_000, kind: 'png' };

const extraction = (documentType: string, read: boolean, fields: Record<string, string>) =>
  ok({ success: true, data: { documentType, read, fields, owners: {}, confidence: read ? 90 : 0 }, message: read ? 'Read' : 'Nothing read' });

/** Extractions answer what the card says; uploads to an owner answer success. */
function answer(request: UploadFileRequest): CallResult<unknown> {
  switch (request.endpoint) {
    case 'scannedDocuments.extractEmiratesId':
      return extraction('emiratesId', true, { idNumber: '784199012345676', expiryDate: '2027-03-01', fullName: 'OMAR HADDAD', nationality: 'Jordan', dateOfBirth: '1990-05-17', gender: 'M' });
    case 'scannedDocuments.extractDrivingLicense':
      return extraction('drivingLicense', false, {});
    case 'scannedDocuments.extractRegistrationCard':
      return extraction('registrationCard', true, { plateNumber: '12345', registrationEmirate: 'Dubai', chassisNo: 'JTDKB20U093123456', tcNo: '10203040', expiryDate: '2026-02-01' });
    default:
      return ok({ success: true, message: 'Kept' });
  }
}

function setup(picks: PickedFile[][], calls: Record<string, CallHandler> = {}) {
  const bridge = fakeBridge({
    calls: {
      ...wizardCatalogueCalls(),
      ...calls,
    },
  });
  const pick = vi.fn<() => Promise<CallResult<PickedFile[]>>>();
  for (const files of picks) pick.mockResolvedValueOnce(ok(files));
  const upload = vi.fn((request: UploadFileRequest) => Promise.resolve(answer(request)));
  bridge.files = { pick, fromDrop: vi.fn(), upload, onProgress: () => () => undefined };
  renderWithProviders(<ProposalCreate />, { bridge, user: agent, route: '/proposals/create', path: '/proposals/create' });
  return { bridge, upload };
}

const box = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const byLabel = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label);
const zone = (name: string) => screen.getByRole('group', { name });
async function choose(name: string) {
  fireEvent.click(within(zone(name)).getByRole('button', { name: 'Choose files…' }));
  expect(await within(zone(name)).findByText('Not scanned yet')).toBeTruthy();
}

describe('the create wizard\'s scanned documents', () => {
  it('prefills the form from what was read without overwriting what the agent typed', async () => {
    const { upload } = setup([[eidFront], [licence], [card]]);
    await screen.findByRole('heading', { name: 'New proposal' });
    fireEvent.change(box(/^Full name/), { target: { value: 'Omar H.' } });
    await choose('Emirates ID');
    await choose('Driving License');
    await choose('Car Registration Card');
    fireEvent.click(screen.getByRole('button', { name: 'Scan all at once' }));

    expect(await within(zone('Emirates ID')).findByText('File uploaded, Data fetched')).toBeTruthy();
    expect(upload).toHaveBeenCalledWith({ fileId: 'f-eid', endpoint: 'scannedDocuments.extractEmiratesId', params: {} });
    expect(upload).toHaveBeenCalledWith({ fileId: 'f-card', endpoint: 'scannedDocuments.extractRegistrationCard', params: {} });
    await waitFor(() => expect(box(/^ID Number/).value).toBe('784-1990-1234567-6'));
    expect(byLabel(/^ID expiry date/).value).toBe('2027-03-01');
    expect(byLabel(/^Date of birth/).value).toBe('1990-05-17');
    expect(box(/^Nationality/).value).toBe('Jordan');
    expect(box(/^Full name/).value).toBe('Omar H.');
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveProperty('checked', true);
    expect(within(zone('Emirates ID')).getByText(/Filled from the scan: ID Number, ID expiry date, Nationality, Date of birth, Gender/)).toBeTruthy();

    expect(box(/^Chassis No\./).value).toBe('JTDKB20U093123456');
    expect(box(/^Plate number/).value).toBe('12345');
    expect(box(/^Registration card TC Number/).value).toBe('10203040');
    expect((screen.getByRole<HTMLSelectElement>('combobox', { name: /^Registration emirate/ })).value).toBe('Dubai');
    expect(byLabel(/^Reg\. card expiry date/).value).toBe('2026-02-01');

    expect(await within(zone('Driving License')).findByText('File uploaded, Data not fetched')).toBeTruthy();
    expect(await screen.findByText('Can not read, File uploaded, Fill up information manually')).toBeTruthy();
    expect(box(/^Licence number/).value).toBe('');
  });

  it('refuses a third file for one document', async () => {
    const { upload } = setup([[eidFront, { ...eidFront, id: 'f-eid2', name: 'eid-back.jpg' }], [{ ...eidFront, id: 'f-eid3', name: 'eid-again.jpg' }]]);
    await screen.findByRole('heading', { name: 'New proposal' });
    await choose('Emirates ID');
    fireEvent.click(within(zone('Emirates ID')).getByRole('button', { name: 'Choose files…' }));
    expect(await within(zone('Emirates ID')).findByText('You can not upload more than two files!')).toBeTruthy();
    expect(within(zone('Emirates ID')).getAllByRole('listitem')).toHaveLength(2);
    expect(upload).not.toHaveBeenCalled();
  });

  it('keeps the picked files with the new customer and car once the proposal is created', async () => {
    const created = proposalFixture({ _id: 'p9', ref: 'PRO-2009' });
    const { upload } = setup([[eidFront], [card]], {
      'proposals.create': () => ok({ success: true, data: { proposal: created, quotes: [], refusals: [] } }),
    });
    await screen.findByRole('heading', { name: 'New proposal' });
    await choose('Emirates ID');
    await choose('Car Registration Card');
    fireEvent.click(screen.getByRole('switch', { name: 'Quick Proposal' }));
    fireEvent.change(box(/^Email/), { target: { value: 'new@example.ae' } });
    fireEvent.change(box(/^Full name/), { target: { value: 'Omar Haddad' } });
    fireEvent.change(box(/^Mobile number/), { target: { value: '0501234567' } });
    fireEvent.change(byLabel(/^Date of birth/), { target: { value: '1990-05-17' } });
    fireEvent.change(byLabel(/^Licence issue date/), { target: { value: '2016-02-01' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Source/ }), { target: { value: 'Tasheel' } });
    for (const [label, option, value] of [[/^Year(?! of)/, '2022', '2022'], [/^Car Brand/, 'Toyota', 'Toyota'], [/^Model/, 'Camry', 'Camry'], [/^Trim/, 'GLE', 't1']] as const) {
      const select = screen.getByRole('combobox', { name: label });
      await waitFor(() => within(select).getByRole('option', { name: option }));
      fireEvent.change(select, { target: { value } });
    }
    await waitFor(() => expect(box(/^Car Value/).value).toBe('82300'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Navigated to /proposals/p9')).toBeTruthy();
    await waitFor(() => expect(upload).toHaveBeenCalledWith({ fileId: 'f-eid', endpoint: 'scannedDocuments.uploadEmiratesId', params: { id: 'c1' } }));
    expect(upload).toHaveBeenCalledWith({ fileId: 'f-card', endpoint: 'scannedDocuments.uploadRegistrationCard', params: { id: 'car1' } });
  });

  it("names a file the new record refused with the server's reason", async () => {
    const created = proposalFixture({ _id: 'p9', ref: 'PRO-2009' });
    const { upload } = setup([[eidFront]], {
      'proposals.create': () => ok({ success: true, data: { proposal: created, quotes: [], refusals: [] } }),
    });
    upload.mockImplementation((request: UploadFileRequest) =>
      Promise.resolve(request.endpoint === 'scannedDocuments.uploadEmiratesId' ? failed(409, 'This customer already has two Emirates ID files') : answer(request)),
    );
    await screen.findByRole('heading', { name: 'New proposal' });
    await choose('Emirates ID');
    fireEvent.click(screen.getByRole('button', { name: 'Scan all at once' }));
    await waitFor(() => expect(box(/^ID Number/).value).toBe('784-1990-1234567-6'));
    fireEvent.click(screen.getByRole('switch', { name: 'Quick Proposal' }));
    fireEvent.change(box(/^Email/), { target: { value: 'new@example.ae' } });
    fireEvent.change(box(/^Mobile number/), { target: { value: '0501234567' } });
    fireEvent.change(byLabel(/^Licence issue date/), { target: { value: '2016-02-01' } });
    fireEvent.change(screen.getByRole('combobox', { name: /^Source/ }), { target: { value: 'Tasheel' } });
    for (const [label, option, value] of [[/^Year(?! of)/, '2022', '2022'], [/^Car Brand/, 'Toyota', 'Toyota'], [/^Model/, 'Camry', 'Camry'], [/^Trim/, 'GLE', 't1']] as const) {
      const select = screen.getByRole('combobox', { name: label });
      await waitFor(() => within(select).getByRole('option', { name: option }));
      fireEvent.change(select, { target: { value } });
    }
    await waitFor(() => expect(box(/^Car Value/).value).toBe('82300'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Navigated to /proposals/p9')).toBeTruthy();
    expect(await screen.findByText('Emirates ID eid.jpg was not kept')).toBeTruthy();
    expect(screen.getByText('This customer already has two Emirates ID files')).toBeTruthy();
  });
});
