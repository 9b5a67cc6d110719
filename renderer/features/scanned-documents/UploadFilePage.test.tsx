// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { customerFixture } from '../../../tests/fixtures/renderer/customers/customer.fixture.js';
import { proposalFixture, proposalRowFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import { scannedDocumentFixture } from '../../../tests/fixtures/renderer/scanned-documents/scannedDocument.fixture.js';
import UploadFilePage from './UploadFilePage.js';

const agent = testUser({
  moduleAccessId: { uploadFile: { read: true }, customer: { read: true, update: true }, proposal: { read: true, update: true } },
});
const page = (items: unknown[]) => ok({ success: true, data: items, pagination: { page: 1, size: 10, totalItems: items.length, totalPages: 1, currentPage: 1 } });

function setup(route = '/upload-file') {
  const bridge = fakeBridge({
    calls: {
      'customers.list': () => page([customerFixture(), customerFixture({ _id: 'c2', fullName: 'Omar Khalil', email: 'khalil@example.ae', customerId: 'CUS-1002' })]),
      'customers.get': ({ params }) => ok({ success: true, data: customerFixture({ _id: String(params?.id) }) }),
      'scannedDocuments.customerDocuments': () => ok({ success: true, data: [scannedDocumentFixture()] }),
      'proposals.list': () => page([proposalRowFixture()]),
      'proposals.detail': () => ok({ success: true, data: proposalFixture() }),
      'scannedDocuments.carDocuments': () => ok({ success: true, data: [] }),
    },
  });
  return renderWithProviders(<UploadFilePage />, { bridge, user: agent, route, path: '/upload-file' });
}

describe('UploadFilePage', () => {
  it("finds a customer by search and opens the chosen document's panel for them", async () => {
    const { bridge, router } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload file' })).toBeTruthy();
    expect(screen.getByText('Choose the customer the document belongs to.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: /Find the customer/ }), { target: { value: 'Omar' } });
    const results = await screen.findByRole('list', { name: 'Customers found' });
    expect(bridge.requests.find((request) => request.endpoint === 'customers.list')?.input).toMatchObject({ query: { page: 1, size: 10, search: 'Omar' } });
    fireEvent.click(within(results).getByRole('button', { name: /Omar Haddad/ }));

    const panel = await screen.findByRole('region', { name: 'Emirates ID' });
    expect((await within(panel).findByLabelText<HTMLInputElement>('ID number')).value).toBe('784-1990-1234567-6');
    expect(screen.getByText('Omar Haddad (CUS-1001)')).toBeTruthy();
    expect(router.state.location.search).toBe('?customer=c1');
    expect(bridge.requests.find((request) => request.endpoint === 'scannedDocuments.customerDocuments')?.input).toEqual({ params: { id: 'c1' } });
  });

  it("opens a car paper's panel for the car of the proposal found by its reference", async () => {
    const { bridge } = setup('/upload-file?type=passingPaper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upload file' })).toBeTruthy();
    expect((screen.getByRole<HTMLSelectElement>('combobox', { name: 'Document type' })).value).toBe('passingPaper');
    fireEvent.change(screen.getByRole('searchbox', { name: /Proposal reference/ }), { target: { value: 'pro-2001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const panel = await screen.findByRole('region', { name: 'Passing paper' });
    expect(await within(panel).findByText('No Passing paper uploaded yet.')).toBeTruthy();
    expect(screen.getByText(/PRO-2001 · Omar Haddad/)).toBeTruthy();
    await waitFor(() => expect(bridge.requests.find((request) => request.endpoint === 'scannedDocuments.carDocuments')?.input).toEqual({ params: { id: 'car1' } }));
    expect(bridge.requests.find((request) => request.endpoint === 'proposals.list')?.input).toMatchObject({ query: { search: 'pro-2001' } });
  });

  it('keeps the owner when the document type changes within the same owner', async () => {
    setup('/upload-file?type=emiratesId&customer=c1');
    expect(await screen.findByRole('region', { name: 'Emirates ID' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Document type' }), { target: { value: 'drivingLicense' } });
    const panel = await screen.findByRole('region', { name: 'Driving licence' });
    expect(await within(panel).findByText('No Driving licence uploaded yet.')).toBeTruthy();
  });
});
