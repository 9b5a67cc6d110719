// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AT_LEAST_ONE_LINE, type CorporateCustomer } from '../../../shared/contract/corporate-customers/corporate-customers.schema.js';
import type { UploadFileRequest } from '../../../shared/contract/documents/documents.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { Create, List, Show } from './corporateCustomersScreens.js';

const at = '2026-11-22T06:42:00.000Z';
const editor = testUser({ moduleAccessId: { corporateCustomer: { read: true, create: true, update: true } } });
const row = { currentInsurer: 'Oman Insurance', currentInsurerYears: 2, existingBroker: null, existingBrokerYears: 0, renewalDate: '2027-03-01', probability: '4' as const };
const customer: CorporateCustomer = {
  _id: 'cc1', fullName: 'Falcon Logistics LLC', emirates: 'Dubai', industry: 'Transportation and Logistics', source: 'Agents', agentId: 'a1', agentName: 'Sara Agent',
  tradeLicenseNumber: 'CN-1234567', tradeLicenseExpiry: '2027-06-30',
  contactPersons: [{ personName: 'Mariam Haddad', email: 'mariam@falcon.ae', mobileNumber: '501234567', position: 'Finance manager' }],
  carFleetInsurance: true, healthInsurance: false, generalInsurance: false,
  carFleet: [{ ...row, noOfCars: 40, status: 'Quoting' }, { ...row, currentInsurer: 'AXA', noOfCars: 9, status: 'Quoting' }],
  health: [], general: [], createdAt: at, updatedAt: at,
};
const agents = () => ok({ success: true, data: [{ _id: 'a1', fullName: 'Sara Agent' }] });

describe('corporate customers', () => {
  it('sends the line-of-business and agent filters in the list body, the paging in the query', async () => {
    const bridge = fakeBridge({ calls: { 'corporateCustomers.list': () => ok(listPage([customer])), 'corporateCustomers.agents': agents } });
    renderWithProviders(<List />, { bridge, user: editor, route: '/corporate-customers?insuranceType=healthInsurance&agentId=a1', path: '/corporate-customers' });
    expect(await screen.findByText('Falcon Logistics LLC')).toBeTruthy();
    const input = bridge.requests.filter((request) => request.endpoint === 'corporateCustomers.list').at(-1)!.input as { query: Record<string, unknown>; body: unknown };
    expect(input.body).toEqual({ insuranceType: 'healthInsurance', agentId: 'a1' });
    expect(input.query).toMatchObject({ page: 1 });
    expect(input.query).not.toHaveProperty('insuranceType');
  });

  it('refuses to save a customer with no line of business ticked, saying so, and sends nothing', async () => {
    const bridge = fakeBridge({ calls: { 'corporateCustomers.agents': agents } });
    renderWithProviders(<Create />, { bridge, user: editor, route: '/corporate-customers/create', path: '/corporate-customers/create' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Company name/ }), { target: { value: 'Oasis Cranes' } });
    fireEvent.click(screen.getByRole('button', { name: /^(Save|Create)/ }));
    expect(await screen.findByText(AT_LEAST_ONE_LINE)).toBeTruthy();
    expect(bridge.requests.some((request) => request.endpoint === 'corporateCustomers.create')).toBe(false);
  });

  it("changes one row's status from the customer's page", async () => {
    const bridge = fakeBridge({
      calls: {
        'corporateCustomers.get': () => ok({ success: true, data: customer }),
        'corporateCustomers.agents': agents,
        'corporateCustomers.setRowStatus': () => ok({ success: true, data: customer, message: 'Status updated' }),
      },
    });
    renderWithProviders(<Show />, { bridge, user: editor, route: '/corporate-customers/cc1', path: '/corporate-customers/:customerId' });
    const table = (await screen.findByRole('heading', { name: 'Car fleet' })).closest('section') as HTMLElement;
    expect(within(table).getByText('AXA')).toBeTruthy();
    fireEvent.change(within(table).getByRole('combobox', { name: 'Status of car fleet insurance row 2' }), { target: { value: 'Converted' } });
    await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'corporateCustomers.setRowStatus')?.input).toEqual({
      params: { id: 'cc1' }, body: { line: 'carFleet', index: 1, status: 'Converted' },
    }));
  });

  it('fills the company name, licence number and expiry from the trade licence read, keeping what the licence does not give', async () => {
    const uploads: UploadFileRequest[] = [];
    const bridge = fakeBridge({
      calls: { 'corporateCustomers.agents': agents },
      files: {
        pick: () => Promise.resolve(ok([{ id: 'f1', name: 'licence.pdf', size: 2048, kind: 'pdf' as const }])),
        fromDrop: () => Promise.resolve(ok([])),
        upload: (request) => {
          uploads.push(request);
          return Promise.resolve(ok({
            success: true, message: 'Read',
            data: { documentType: 'tradeLicense', read: true, fields: { companyName: 'OASIS CRANES TRADING L.L.C', licenceNo: '' , expiryDate: '2027-04-30' }, owners: {}, confidence: 88 },
          }));
        },
        onProgress: () => () => undefined,
      },
    });
    renderWithProviders(<Create />, { bridge, user: editor, route: '/corporate-customers/create', path: '/corporate-customers/create' });
    fireEvent.change(await screen.findByRole('textbox', { name: /Trade licence number/ }), { target: { value: 'CN-7654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Read from trade licence' }));
    expect(await screen.findByText(/Filled from the trade licence: Company name, Trade licence expiry/)).toBeTruthy();
    expect(uploads[0]).toMatchObject({ fileId: 'f1', endpoint: 'scannedDocuments.extractTradeLicense' });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Company name/ }).value).toBe('OASIS CRANES TRADING L.L.C');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Trade licence number/ }).value).toBe('CN-7654321');
    expect(screen.getByLabelText<HTMLInputElement>(/Trade licence expiry/).value).toBe('2027-04-30');
  });

  it('asks for the agent only when the business came through agents', async () => {
    const bridge = fakeBridge({ calls: { 'corporateCustomers.agents': agents } });
    renderWithProviders(<Create />, { bridge, user: editor, route: '/corporate-customers/create', path: '/corporate-customers/create' });
    const source = await screen.findByRole('combobox', { name: 'Source of business' });
    expect(screen.queryByRole('combobox', { name: 'Agent' })).toBeNull();
    fireEvent.change(source, { target: { value: 'Agents' } });
    const agent = await screen.findByRole('combobox', { name: 'Agent' });
    expect(within(agent).getByRole('option', { name: 'Sara Agent' })).toBeTruthy();
  });

  describe('files kept on a customer', () => {
    const licence = { _id: 'f1', kind: 'tradeLicense', fileName: 'licence.pdf', mimeType: 'application/pdf', size: 2048, createdAt: at };
    const bor = { _id: 'f2', kind: 'businessOfRecord', fileName: 'bor.pdf', mimeType: 'application/pdf', size: 1024, createdAt: at };
    const setup = (user = editor) => {
      const uploads: UploadFileRequest[] = [];
      const bridge = fakeBridge({
        calls: {
          'corporateCustomers.get': () => ok({ success: true, data: customer }),
          'corporateCustomers.agents': agents,
          'corporateCustomers.files': () => ok({ success: true, data: [licence, bor] }),
          'corporateCustomers.removeFile': () => ok({ success: true, data: [bor], message: 'licence.pdf removed' }),
          'corporateCustomers.update': () => ok({ success: true, data: customer, message: 'Corporate customer updated' }),
        },
        download: () => Promise.resolve(ok({ fileName: 'licence.pdf', size: 2048 })),
        files: {
          pick: () => Promise.resolve(ok([{ id: 'p1', name: 'renewed.pdf', size: 2048, kind: 'pdf' as const }])),
          fromDrop: () => Promise.resolve(ok([])),
          upload: (request) => {
            uploads.push(request);
            return Promise.resolve(ok({
              success: true, message: 'Trade licence: 1 file kept', data: [licence, bor],
              extraction: { documentType: 'tradeLicense', read: true, fields: { companyName: 'Falcon Logistics LLC', licenceNo: 'CN-7777777', expiryDate: '2028-06-30' }, owners: {}, confidence: 88 },
            }));
          },
          onProgress: () => () => undefined,
        },
      });
      renderWithProviders(<Show />, { bridge, user, route: '/corporate-customers/cc1', path: '/corporate-customers/:customerId' });
      return { bridge, uploads };
    };

    it('lists the files with their kinds and downloads one', async () => {
      const { bridge } = setup();
      const files = (await screen.findByRole('heading', { name: 'Files' })).closest('section') as HTMLElement;
      expect(await within(files).findByText('licence.pdf')).toBeTruthy();
      expect(within(files).getByText('BOR letter')).toBeTruthy();
      fireEvent.click(within(files).getByRole('button', { name: 'Download licence.pdf' }));
      await waitFor(() => expect(bridge.requests.find((request) => request.kind === 'download')).toMatchObject({
        endpoint: 'corporateCustomers.file', input: { params: { id: 'cc1', fileId: 'f1' } },
      }));
    });

    it('removes a file only after the user confirms', async () => {
      const { bridge } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Remove licence.pdf' }));
      const confirm = await screen.findByRole('alertdialog', { name: 'Remove licence.pdf?' });
      expect(bridge.requests.some((request) => request.endpoint === 'corporateCustomers.removeFile')).toBe(false);
      fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'corporateCustomers.removeFile')?.input).toEqual({ params: { id: 'cc1', fileId: 'f1' } }));
    });

    it('keeps a trade licence and offers what was read that differs from the record, applying it on request', async () => {
      const { bridge, uploads } = setup();
      fireEvent.click(await screen.findByRole('button', { name: 'Add Trade licence' }));
      const offer = await screen.findByText(/Read from the trade licence: Trade licence number CN-7777777; Trade licence expiry 2028-06-30/);
      expect(uploads[0]).toMatchObject({ fileId: 'p1', endpoint: 'corporateCustomers.uploadFiles', params: { id: 'cc1', kind: 'tradeLicense' } });
      expect(offer.textContent).not.toMatch(/Company name/);
      fireEvent.click(screen.getByRole('button', { name: 'Apply to the record' }));
      await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'corporateCustomers.update')?.input).toMatchObject({
        params: { id: 'cc1' }, body: { fullName: 'Falcon Logistics LLC', tradeLicenseNumber: 'CN-7777777', tradeLicenseExpiry: '2028-06-30' },
      }));
    });

    it('offers neither upload nor removal to a reader', async () => {
      setup(testUser({ moduleAccessId: { corporateCustomer: { read: true } } }));
      expect(await screen.findByRole('button', { name: 'Download licence.pdf' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Remove licence.pdf' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Add Trade licence' })).toBeNull();
    });
  });
});
