// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import type { EndpointKey } from '../../../shared/contract/index.js';
import { paymentStatusAnswer, quoteDetailFixture, quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import QuotationCompare from './QuotationCompare.js';
import QuotationList from './QuotationList.js';
import QuotationShow from './QuotationShow.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const page = <T,>(items: T[]) => ok(listPage(items));
const editor = testUser({ moduleAccessId: { quote: { read: true, update: true }, policy: { read: true, create: true } } });

describe('QuotationList', () => {
  it('shows the columns and sends the filters in the body, dates as Dubai day bounds', async () => {
    const bridge = fakeBridge({ calls: { 'quotations.list': () => page([quoteFixture({ isBought: true })]) } });
    renderWithProviders(<QuotationList />, { bridge, route: '/quotations', path: '/quotations' });
    // Issue 23 item 7: REF is the quote's own reference; its proposal has a column of its own.
    const row = (await screen.findByText('QUO-1001')).closest('[role="row"]') as HTMLElement;
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(within(row).getAllByRole('gridcell')[headers.indexOf('REF')]?.textContent).toBe('QUO-1001');
    expect(within(row).getAllByRole('gridcell')[headers.indexOf('Proposal')]?.textContent).toBe('PRO-2001');
    for (const text of ['Orient Insurance', 'Comprehensive', 'AED 2,000.00', 'AED 2,205.00', 'Yes', 'Omar Haddad', '04/03/2025', '03/04/2025']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(bridge.requests[0]?.input).toEqual({ query: { page: 1, size: 10 }, body: { qType: 'all', insuranceType: 'all' } });

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'EXPIRED' } });
    fireEvent.change(screen.getByLabelText('Quotation Type'), { target: { value: 'thirdparty' } });
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2025-03-31' } });
    await waitFor(() =>
      expect(bridge.requests.at(-1)?.input).toEqual({
        query: { page: 1, size: 10 },
        body: { qType: 'EXPIRED', insuranceType: 'thirdparty', startDate: '2025-02-28T20:00:00.000Z', endDate: '2025-03-31T19:59:59.999Z' },
      }),
    );
  });

  it('says "Invalid selected date" and leaves the dates out when the range ends before it starts', async () => {
    const bridge = fakeBridge({ calls: { 'quotations.list': () => page([quoteFixture()]) } });
    renderWithProviders(<QuotationList />, { bridge, route: '/quotations?from=2025-03-10&to=2025-03-01', path: '/quotations' });
    expect(await screen.findByText('Invalid selected date')).toBeTruthy();
    expect(bridge.requests[0]?.input).toEqual({ query: { page: 1, size: 10 }, body: { qType: 'all', insuranceType: 'all' } });
  });

  it('opens the quote on row click', async () => {
    renderWithProviders(<QuotationList />, {
      bridge: fakeBridge({ calls: { 'quotations.list': () => page([quoteFixture()]) } }),
      route: '/quotations',
      path: '/quotations',
    });
    fireEvent.click(await screen.findByText('PRO-2001'));
    expect(await screen.findByText('Navigated to /quotations/q1')).toBeTruthy();
  });
});

function renderShow(calls: Partial<Record<EndpointKey, CallHandler>>, user = editor) {
  const bridge = fakeBridge({ calls: { 'payments.status': () => ok(paymentStatusAnswer()), ...calls } });
  return renderWithProviders(<QuotationShow />, { bridge, user, route: '/quotations/q1', path: '/quotations/:quotationId' });
}

describe('QuotationShow', () => {
  it('shows the quote, its car, customer, price lines and edit history in MM-dd-yyyy HH:mm', async () => {
    renderShow({
      'quotations.detail': () =>
        ok({
          success: true,
          data: quoteDetailFixture({
            edits: [{ _id: 'e1', field: 'price', beforeFils: 210_000, afterFils: 200_000, reason: 'Insurer confirmed', adminName: 'Aisha', adminEmail: 'aisha@x.ae', createdAt: '2025-03-04T10:05:00.000Z' }],
          }),
        }),
    });
    expect(await screen.findByRole('heading', { name: 'Quotation QUO-1001', level: 1 })).toBeTruthy();
    expect(screen.getByText('Land Cruiser')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Price of quote QUO-1001' })).toBeTruthy();
    const history = screen.getByRole('table', { name: 'Edited Premium History' });
    expect(within(history).getByText('03-04-2025 14:05')).toBeTruthy();
    expect(within(history).getByText('AED 2,100.00')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by card link' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]/);
  });

  it('edits the price once with a required reason, after the warning', async () => {
    const { bridge } = renderShow({
      'quotations.detail': () => ok({ success: true, data: quoteDetailFixture() }),
      'quotations.editPrice': () => ok({ success: true, data: quoteFixture({ priceFils: 190_000, priceEditCount: 1 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit price' }));
    const form = await screen.findByRole('dialog');
    expect(inDialog(form).getByText(/The adjustment can only be done once and MUST match premium without vat/)).toBeTruthy();
    fireEvent.change(inDialog(form).getByLabelText(/Insurance company premium/), { target: { value: '60000' } });
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Save price' }));
    expect(await inDialog(form).findByText('Price must be between 0 and 50,000')).toBeTruthy();
    expect(inDialog(form).getByText('Reason is required')).toBeTruthy();
    expect(bridge.requests.some((r) => r.endpoint === 'quotations.editPrice')).toBe(false);

    fireEvent.change(inDialog(form).getByLabelText(/Insurance company premium/), { target: { value: '1900' } });
    fireEvent.change(inDialog(form).getByLabelText(/Reason/), { target: { value: 'Insurer quoted less' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save price' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'quotations.editPrice')).toBe(true));
    expect(bridge.requests.find((r) => r.endpoint === 'quotations.editPrice')?.input).toEqual({
      params: { id: 'q1' },
      body: { price: 1900, reason: 'Insurer quoted less' },
    });
  });

  it('says "Maximum editable limit exceeded!" once the price was edited, and locks edits once paid', async () => {
    const first = renderShow({ 'quotations.detail': () => ok({ success: true, data: quoteDetailFixture({ quote: quoteFixture({ priceEditCount: 1 }) }) }) });
    expect(await screen.findByText('Maximum editable limit exceeded!')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit price' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit car value' }).disabled).toBe(false);
    first.unmount();

    renderShow({ 'quotations.detail': () => ok({ success: true, data: quoteDetailFixture({ quote: quoteFixture({ paymentStatus: 'paid' }) }) }) });
    expect(await screen.findByText('Already paid: the quote can no longer be edited.')).toBeTruthy();
    for (const name of ['Edit price', 'Edit car value', 'Edit processing fees']) {
      expect(screen.getByRole<HTMLButtonElement>('button', { name }).disabled).toBe(true);
    }
  });

  it('chooses add-on products from the enabled ones and sends the whole set', async () => {
    const seller = testUser({ moduleAccessId: { quote: { read: true, update: true }, product: { read: true } } });
    const product = (_id: string, productName: string, priceFils: number, isActive = true) =>
      ({ _id, productName, priceFils, isActive, icon: null, description: '<p>x</p>', createdAt: '2025-03-01T08:00:00.000Z', updatedAt: '2025-03-01T08:00:00.000Z' });
    const { bridge } = renderShow({
      'quotations.detail': () => ok({ success: true, data: quoteDetailFixture({ products: [{ productId: 'p1', productName: 'Roadside assistance', priceFils: 15_000 }] }) }),
      'products.list': () => page([product('p1', 'Roadside assistance', 15_000), product('p2', 'Windscreen cover', 9_950), product('p3', 'Old courtesy car', 5_000, false)]),
      'quotations.updateAddons': () => failed(422, 'productIds: Windscreen cover is disabled and cannot be sold'),
    }, seller);
    const table = await screen.findByRole('table', { name: 'Add-on products' });
    expect(within(table).getByText('AED 150.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose add-on products' }));
    const form = await screen.findByRole('dialog');
    const roadside = await inDialog(form).findByRole<HTMLInputElement>('checkbox', { name: 'Roadside assistance (AED 150.00)' });
    expect(roadside.checked).toBe(true);
    expect(inDialog(form).queryByText(/Old courtesy car/)).toBeNull();
    fireEvent.click(inDialog(form).getByRole('checkbox', { name: 'Windscreen cover (AED 99.50)' }));
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save products' }));
    expect(await inDialog(form).findByText('productIds: Windscreen cover is disabled and cannot be sold')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'quotations.updateAddons')?.input).toEqual({ params: { id: 'q1' }, body: { productIds: ['p1', 'p2'] } });
  });

  it('hides the product choice from staff who cannot read products, and locks it once paid', async () => {
    const first = renderShow({ 'quotations.detail': () => ok({ success: true, data: quoteDetailFixture() }) });
    expect(await screen.findByText('No add-on products.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose add-on products' })).toBeNull();
    first.unmount();
    const seller = testUser({ moduleAccessId: { quote: { read: true, update: true }, product: { read: true } } });
    renderShow({ 'quotations.detail': () => ok({ success: true, data: quoteDetailFixture({ quote: quoteFixture({ paymentStatus: 'paid' }) }) }) }, seller);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: 'Choose add-on products' })).disabled).toBe(true);
  });

  it('shows the server refusal of an edit in the dialog', async () => {
    renderShow({
      'quotations.detail': () => ok({ success: true, data: quoteDetailFixture() }),
      'quotations.editAdminFees': () => failed(409, 'This quote is paid: its fees cannot change'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit processing fees' }));
    const form = await screen.findByRole('dialog');
    fireEvent.change(inDialog(form).getByLabelText(/Reason/), { target: { value: 'Waived' } });
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Save fees' }));
    expect(await inDialog(form).findByText('This quote is paid: its fees cannot change')).toBeTruthy();
  });

  it('lists coverages, benefits and add-ons with prices in the Coverages tab', async () => {
    renderWithProviders(<QuotationShow />, {
      bridge: fakeBridge({ calls: { 'quotations.detail': () => ok({ success: true, data: quoteDetailFixture() }) } }),
      user: editor,
      route: '/quotations/q1?tab=coverages',
      path: '/quotations/:quotationId',
    });
    const coverage = await screen.findByRole('table', { name: 'Coverage' });
    expect(within(coverage).getByText('AED 3,500,000')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Benefits' })).getByText('UAE only')).toBeTruthy();
    const addons = screen.getByRole('table', { name: 'Add-ons' });
    expect(within(addons).getByText('AED 300.00')).toBeTruthy();
    expect(within(addons).getByLabelText('Oman cover: not included')).toBeTruthy();
  });
});

describe('QuotationCompare', () => {
  it('shows one column per quote, highlights the cheapest total and downloads a quote', async () => {
    const bridge = fakeBridge({
      calls: {
        'proposals.compare': () =>
          ok({
            success: true,
            data: [
              quoteFixture(),
              quoteFixture({ _id: 'q2', ref: 'QUO-1002', companyName: 'Sukoon', totalFils: 199_500, vatFils: 9_500, coverages: [], repairCondition: 'nonagency' }),
            ],
          }),
      },
    });
    renderWithProviders(<QuotationCompare />, { bridge, route: '/quotations/compare-quotation?ids=q1,q2', path: '/quotations/compare-quotation' });
    const table = await screen.findByRole('table', { name: 'Quotes side by side' });
    expect(bridge.requests[0]?.input).toEqual({ body: { ids: ['q1', 'q2'] } });
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[1]).toContain('Orient Insurance');
    expect(headers[2]).toContain('Sukoon');
    expect(headers[2]).toContain('Cheapest');
    expect(headers[1]).not.toContain('Cheapest');
    const totalRow = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr') as HTMLElement;
    expect(within(totalRow).getByText('AED 1,995.00')).toBeTruthy();
    const theft = within(table).getByRole('rowheader', { name: 'Theft' }).closest('tr') as HTMLElement;
    expect(within(theft).getByText('Covered')).toBeTruthy();
    expect(within(theft).getByText('Not included')).toBeTruthy();
    expect(within(table).getByText('Non-Agency')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Download quote QUO-1002' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.kind === 'download')).toBe(true));
    expect(bridge.requests.find((r) => r.kind === 'download')).toMatchObject({ endpoint: 'proposals.downloadQuote', input: { params: { id: 'q2' } } });
  });

  it('explains missing ids instead of a blank screen', async () => {
    const bridge = fakeBridge();
    renderWithProviders(<QuotationCompare />, { bridge, route: '/quotations/compare-quotation', path: '/quotations/compare-quotation' });
    expect(await screen.findByText(/Choose at least one quote: choose the quotes to compare/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to quotations' })).toBeTruthy();
    expect(bridge.requests).toHaveLength(0);
  });

  it('explains quotes that no longer exist', async () => {
    renderWithProviders(<QuotationCompare />, {
      bridge: fakeBridge({ calls: { 'proposals.compare': () => failed(404, 'Quote not found') } }),
      route: '/quotations/compare-quotation?ids=gone',
      path: '/quotations/compare-quotation',
    });
    expect(await screen.findByText('Some of these quotes no longer exist. Choose the quotes to compare again.')).toBeTruthy();
  });
});
