// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { INSURER_DOCUMENTS_MISSING } from '../../../shared/contract/health-proposals/insurer-documents.schema.js';
import { fakeBridge, failed, ok, type FakeBridgeOverrides } from '../../../tests/helpers/fakeBridge.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { healthPayableFixture, healthProposalFixture, healthQuoteFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import { paymentFixture, paymentStatusAnswer, policySummaryFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import { shareAnswer } from '../../../tests/fixtures/renderer/sharing/outbox.fixture.js';
import HealthProposalShow from './HealthProposalShow.js';
import { memberLabels } from './HealthQuotePanel.js';

const seller = testUser({ moduleAccessId: { healthQuote: { read: true, update: true, create: true } } });

type Calls = NonNullable<FakeBridgeOverrides['calls']>;

const invoice = { document: 'taxInvoice' as const, number: 'TI-1001', date: '2026-11-21', fileName: 'invoice.pdf', mimeType: 'application/pdf', size: 2048, uploadedAt: '2026-11-21T08:00:00.000Z' };
const creditNote = { ...invoice, document: 'creditNote' as const, number: 'CN-2001', date: '2026-11-20', fileName: 'credit.pdf' };
/** The insurer's tax invoice and credit note of a quote: both captured unless fewer are given. */
function capturedDocuments(quoteId: string, documents: Array<typeof invoice | typeof creditNote> = [invoice, creditNote]) {
  return { quoteId, documents, missingMessage: documents.length === 2 ? null : INSURER_DOCUMENTS_MISSING };
}

function setup(quote = healthQuoteFixture({ _id: 'q1', ref: 'HQ-1', companyName: 'Daman', planName: 'Silver', totalFils: 836_650 }), calls: Calls = {}, files?: FakeBridgeOverrides['files']) {
  const bridge = fakeBridge({
    ...(files && { files }),
    calls: {
      'healthProposals.detail': () => ok({ success: true, data: healthProposalFixture() }),
      'healthProposals.quotes': () => ok({ success: true, data: [quote] }),
      'healthProposals.activeVouchers': () => ok({ success: true, data: [] }),
      'healthProposals.payableDetails': () => ok({ success: true, data: healthPayableFixture({ quoteId: quote._id }) }),
      'healthPayments.status': () => ok(paymentStatusAnswer([], quote.paymentStatus, quote._id)),
      'insurerDocuments.list': () => ok({ success: true, data: capturedDocuments(quote._id) }),
      ...calls,
    },
  });
  renderWithProviders(<HealthProposalShow />, { bridge, user: seller, route: '/health-insurance/proposals/hp1', path: '/health-insurance/proposals/:proposalId' });
  return bridge;
}

async function take(ref = 'HQ-1') {
  fireEvent.click(await screen.findByRole('button', { name: /^Daman \(/ }));
  fireEvent.click(await screen.findByRole('button', { name: `Take quote ${ref}` }));
}

const rows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
const sent = (bridge: ReturnType<typeof fakeBridge>, endpoint: string) => bridge.requests.filter((request) => request.endpoint === endpoint);

describe('a health quote taken on the proposal', () => {
  it('labels members as the premium modal does: Self, Spouse, Kid 1, Kid 2', () => {
    expect([...memberLabels(healthProposalFixture().health!.members).values()]).toEqual(['Self', 'Spouse', 'Kid 1', 'Kid 2']);
  });

  it("shows the server's payable details line by line, the premium broken down per member", async () => {
    const bridge = setup();
    await take();
    const table = await screen.findByRole('table', { name: 'Payable details of quote HQ-1' });
    expect(rows(table)).toEqual([
      'Insurance company premiumIncludes the loading premiumAED 8,200.00',
      'Self – Omar HaddadAge 41AED 4,000.00',
      'Spouse – Rana HaddadAge 38, maternity AED 500.00AED 4,000.00',
      'Loading premiumDeclared diabetesAED 200.00',
      'Discount-AED 410.00',
      'Agent selling price-AED 7,790.00',
      'VAT (5 %)-AED 389.50',
      'ICP fee-AED 150.00',
      'Basmah fee-AED 37.00',
      'Commission-AED 779.00',
      'Grand total-AED 8,366.50',
    ]);
    expect(sent(bridge, 'healthProposals.payableDetails')[0]?.input).toEqual({ params: { id: 'q1' } });
  });

  it('refuses a premium edit without a reason, and a loading without its reason, sending nothing', async () => {
    const bridge = setup();
    await take();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit premium' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the premium of quote HQ-1' });
    expect(inDialog(form).getByLabelText<HTMLInputElement>(/^Self Premium/).value).toBe('4000');
    expect(inDialog(form).getByLabelText<HTMLInputElement>(/^Spouse Premium/).value).toBe('3500');
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save premium' }));
    expect(await inDialog(form).findByText('Reason is required')).toBeTruthy();

    fireEvent.change(inDialog(form).getByLabelText(/^Loading premium/), { target: { value: '200' } });
    fireEvent.change(inDialog(form).getByLabelText(/^Reason$|^Reason\s*\*?$/), { target: { value: 'Insurer confirmed by e-mail' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save premium' }));
    expect(await inDialog(form).findByText('Reason for loading premium is required')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent(bridge, 'healthProposals.updateQuote')).toHaveLength(0);
  });

  it('sends the members\' premiums in fils with the loading after a confirm, and reads the figures again', async () => {
    const bridge = setup(undefined, {
      'healthProposals.updateQuote': () => ok({ success: true, data: healthQuoteFixture(), message: 'SuccessFully Updated' }),
    });
    await take();
    await screen.findByRole('table', { name: 'Payable details of quote HQ-1' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit premium' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the premium of quote HQ-1' });
    fireEvent.change(inDialog(form).getByLabelText(/^Self Premium/), { target: { value: '4,100.50' } });
    fireEvent.change(inDialog(form).getByLabelText(/^Loading premium/), { target: { value: '200' } });
    fireEvent.change(inDialog(form).getByLabelText(/^Reason for loading premium/), { target: { value: 'Declared diabetes' } });
    fireEvent.change(inDialog(form).getByLabelText(/^Reason$|^Reason\s*\*?$/), { target: { value: 'Insurer confirmed by e-mail' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save premium' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Change the premium of quote HQ-1?' });
    expect(sent(bridge, 'healthProposals.updateQuote')).toHaveLength(0);
    fireEvent.click(inDialog(confirm).getByRole('button', { name: 'Change premium' }));
    await waitFor(() => expect(sent(bridge, 'healthProposals.updateQuote')).toHaveLength(1));
    expect(sent(bridge, 'healthProposals.updateQuote')[0]!.input).toEqual({
      params: { id: 'q1' },
      body: {
        members: [{ memberId: 'm1', premiumFils: 410_050 }, { memberId: 'm2', premiumFils: 350_000 }],
        loadingFils: 20_000, loadingReason: 'Declared diabetes', reason: 'Insurer confirmed by e-mail',
      },
    });
    expect(await screen.findByText('Premium of quote HQ-1 saved')).toBeTruthy();
    await waitFor(() => expect(sent(bridge, 'healthProposals.payableDetails')).toHaveLength(2));
    await waitFor(() => expect(sent(bridge, 'healthProposals.quotes')).toHaveLength(2));
  });

  it("shows the server's refusal of an edit in the dialog", async () => {
    setup(undefined, { 'healthProposals.updateQuote': () => failed(409, 'Quote HQ-1 was replaced by a regeneration; change the current quotes instead.') });
    await take();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit premium' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the premium of quote HQ-1' });
    fireEvent.change(inDialog(form).getByLabelText(/^Reason$|^Reason\s*\*?$/), { target: { value: 'Insurer confirmed' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save premium' }));
    fireEvent.click(inDialog(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Change premium' }));
    const again = await screen.findByRole('dialog', { name: 'Edit the premium of quote HQ-1' });
    expect(await inDialog(again).findByText('Quote HQ-1 was replaced by a regeneration; change the current quotes instead.')).toBeTruthy();
  });

  it('creates a card link through the health payment path, never motor\'s', async () => {
    const bridge = setup(undefined, {
      'healthPayments.cardPayment': () => ok({ success: true, data: { payment: paymentFixture(), paymentUrl: 'https://pay.example.test/order/h1' } }),
    });
    await take();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card link' }));
    fireEvent.click(inDialog(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('https://pay.example.test/order/h1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(sent(bridge, 'healthPayments.cardPayment')[0]?.input).toEqual({ params: { id: 'q1' }, body: { paidBy: 'CRM - Link' } });
    expect(sent(bridge, 'healthPayments.status')[0]?.input).toEqual({ params: { id: 'q1' } });
    expect(bridge.requests.some((request) => request.endpoint.startsWith('payments.'))).toBe(false);
  });

  it("shares the started card link through the health share calls, prefilled with the proposal's customer, showing the server's refusal", async () => {
    const link = 'https://pay.example.test/order/h1';
    let emails = 0;
    const bridge = setup(undefined, {
      'healthPayments.cardPayment': () => ok({ success: true, data: { payment: paymentFixture(), paymentUrl: link } }),
      'sharing.shareHealthPaymentLinkEmail': () => {
        emails += 1;
        return emails === 1 ? failed(502, 'The mail server refused the message: mailbox unavailable') : ok(shareAnswer('Payment link of HQ-1 sent to omar@example.ae'));
      },
      'sharing.shareHealthPaymentLinkSms': () => ok(shareAnswer('Payment link of HQ-1 sent to +971501234567')),
    });
    await take();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card link' }));
    fireEvent.click(inDialog(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Create link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the payment link of quote HQ-1' });
    expect(inDialog(dialog).getByText('Send the payment link with the amount, the insurer, the plan and the insured members by e-mail or SMS, or copy it to send it another way.')).toBeTruthy();
    expect((await inDialog(dialog).findByRole<HTMLInputElement>('textbox', { name: /Email/ })).value).toBe('omar@example.ae');

    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await inDialog(dialog).findByText('The mail server refused the message: mailbox unavailable')).toBeTruthy();
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Payment link of HQ-1 sent to omar@example.ae')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Share the payment link of quote HQ-1' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const again = await screen.findByRole('dialog', { name: 'Share the payment link of quote HQ-1' });
    fireEvent.click(inDialog(again).getByRole('tab', { name: 'SMS' }));
    expect((await inDialog(again).findByRole<HTMLInputElement>('textbox', { name: /Mobile number/ })).value).toBe('+971 50 123 4567');
    fireEvent.click(inDialog(again).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('Payment link of HQ-1 sent to +971501234567')).toBeTruthy();

    const email = { quoteId: 'q1', email: 'omar@example.ae', paymentLink: link };
    expect(sent(bridge, 'sharing.shareHealthPaymentLinkEmail').map((request) => request.input)).toEqual([{ body: email }, { body: email }]);
    expect(sent(bridge, 'sharing.shareHealthPaymentLinkSms').map((request) => request.input)).toEqual([{ body: { quoteId: 'q1', mobileNumber: '501234567', paymentLink: link } }]);
    // Motor's share calls, and motor's proposal for the recipient, are never asked.
    expect(bridge.requests.some((request) => request.endpoint.startsWith('sharing.sharePaymentLink') || request.endpoint === 'proposals.detail')).toBe(false);
  });

  it('records a bank transfer through the health path', async () => {
    const bridge = setup(undefined, {
      'healthPayments.manualPayment': () => ok({ success: true, data: paymentFixture({ status: 'paid', provider: 'bank' }) }),
    });
    await take();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by bank transfer' }));
    fireEvent.click(inDialog(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Continue' }));
    const form = await screen.findByRole('dialog', { name: 'Pay by bank transfer' });
    fireEvent.change(inDialog(form).getByLabelText(/Transaction Ref Number/), { target: { value: 'BT-H1' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(sent(bridge, 'healthPayments.manualPayment')).toHaveLength(1));
    expect(sent(bridge, 'healthPayments.manualPayment')[0]!.input).toEqual({ params: { id: 'q1' }, body: { paidBy: 'CRM - Bank transfer', orderRef: 'BT-H1' } });
  });

  it('uploads a payment to the company with its proof through the health path', async () => {
    const upload = vi.fn(() => Promise.resolve(ok({ success: true, data: paymentFixture({ status: 'paid', provider: 'direct' }) })));
    const receipt: PickedFile = { id: 'f-00000000-0000-4000-8000-000000000003', name: 'receipt.pdf', size: 2048, kind: 'pdf' };
    const pick = vi.fn(() => Promise.resolve(ok([receipt])));
    setup(healthQuoteFixture({ _id: 'q1', ref: 'HQ-1', companyName: 'Daman', planName: 'Silver', adminFeeFils: 0, totalFils: 836_650 }), {}, { ...fakeBridge().files, pick, upload });
    await take();
    fireEvent.click(await screen.findByRole('button', { name: 'Paid to the company' }));
    const form = await screen.findByRole('dialog', { name: 'Paid to the company' });
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(form).findByText('receipt.pdf (2 KB)')).toBeTruthy();
    fireEvent.change(inDialog(form).getByLabelText(/Transaction Ref Number/), { target: { value: 'TRX-H7' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith({
      fileId: receipt.id, endpoint: 'healthPayments.manualPayment', params: { id: 'q1' },
      fields: { paidBy: 'CRM - Direct to insurance company', orderRef: 'TRX-H7', proofAmount: '8366.5' },
    }));
  });

  it('shows the paid quote as taken, locks its premium and issues its policy through the health path, with the refusal and Try again first', async () => {
    let attempts = 0;
    const paid = healthQuoteFixture({ _id: 'q1', ref: 'HQ-1', companyName: 'Daman', planName: 'Silver', paymentStatus: 'paid' });
    const bridge = setup(paid, {
      'healthPayments.purchase': () => {
        attempts += 1;
        return attempts === 1 ? failed(502, 'EmiratesId: Emirates ID is required') : ok({ success: true, data: policySummaryFixture({ companyName: 'Daman', companyPolicyNumber: 'D/MED/2026/123456' }) });
      },
    });
    expect(await screen.findByRole('table', { name: 'Payable details of quote HQ-1' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Edit premium' }).disabled).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    fireEvent.click(inDialog(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Issue policy' }));
    expect(await screen.findByText('EmiratesId: Emirates ID is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Policy POL-4001 issued')).toBeTruthy();
    expect(screen.getByText(/Insurer's policy number D\/MED\/2026\/123456/)).toBeTruthy();
    // The policy opens on the health policies' page, not motor's.
    expect(screen.getByRole('link', { name: 'View policy' }).getAttribute('href')).toBe('/health-insurance/policies/pol1');
    expect(sent(bridge, 'healthPayments.purchase').map((request) => request.input)).toEqual([{ params: { id: 'q1' } }, { params: { id: 'q1' } }]);
    expect(bridge.requests.some((request) => request.endpoint.startsWith('payments.'))).toBe(false);
  });
  it("holds the bank transfer and the payment to the company until the insurer's documents are in, naming why, never the card link", async () => {
    setup(undefined, { 'insurerDocuments.list': () => ok({ success: true, data: capturedDocuments('q1', [invoice]) }) });
    await take();
    const documents = await screen.findByRole('region', { name: 'Insurer documents' });
    expect((await within(documents).findByRole('group', { name: 'Tax Invoice' })).textContent).toContain('TI-1001');
    expect(within(within(documents).getByRole('group', { name: 'Credit Note' })).getByText('Missing')).toBeTruthy();
    expect(await screen.findByText(INSURER_DOCUMENTS_MISSING)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay by bank transfer' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Paid to the company' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay by card link' }).disabled).toBe(false);
  });

  it('captures the credit note with its number, date and file through the host upload, then reads the documents again, and downloads one', async () => {
    let reads = 0;
    const upload = vi.fn(() => Promise.resolve(ok({ success: true, data: capturedDocuments('q1') })));
    const scan: PickedFile = { id: 'f-00000000-0000-4000-8000-000000000009', name: 'credit.pdf', size: 4096, kind: 'pdf' };
    const pick = vi.fn(() => Promise.resolve(ok([scan])));
    const bridge = setup(undefined, {
      'insurerDocuments.list': () => ok({ success: true, data: reads++ === 0 ? capturedDocuments('q1', [invoice]) : capturedDocuments('q1') }),
    }, { ...fakeBridge().files, pick, upload });
    await take();
    fireEvent.click(await screen.findByRole('button', { name: 'Add credit note' }));
    const form = await screen.findByRole('dialog', { name: 'Credit Note from the insurer' });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save credit note' }));
    // The schema's generic "Number is required" is worded with the field's label by the form kit.
    expect(await inDialog(form).findByText('Credit Note Number is required')).toBeTruthy();
    expect(inDialog(form).getByText('Credit Note Date is required')).toBeTruthy();
    // The day's refusal is said once, on its field, not again above the fields.
    expect(inDialog(form).queryByText(/Invalid/)).toBeNull();
    expect(await inDialog(form).findByText('Credit Note file is required')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    fireEvent.change(inDialog(form).getByLabelText(/Credit Note Number/), { target: { value: 'CN-2001' } });
    fireEvent.change(inDialog(form).getByLabelText(/Credit Note Date/), { target: { value: '2026-11-20' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(form).findByText('credit.pdf (4 KB)')).toBeTruthy();
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Save credit note' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith({
      fileId: scan.id, endpoint: 'insurerDocuments.upload', params: { id: 'q1' }, fields: { document: 'creditNote', number: 'CN-2001', date: '2026-11-20' },
    }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay by bank transfer' }).disabled).toBe(false));
    expect(screen.queryByText(INSURER_DOCUMENTS_MISSING)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Download the credit note' }));
    await waitFor(() => expect(bridge.requests.filter((request) => request.kind === 'download')).toEqual([
      { endpoint: 'insurerDocuments.file', input: { params: { id: 'q1', document: 'creditNote' } }, kind: 'download' },
    ]));
  });
});
