// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBridge, failed, ok, type FakeBridgeOverrides } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import type { Quote } from '../../../shared/contract/proposals/proposals.schema.js';
import { paymentFixture, paymentStatusAnswer, policySummaryFixture, quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import { proposalFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import { useGetProposalQuery } from '../proposals/public.js';
import { PaymentActions } from './PaymentActions.js';
import { motorPayments } from './paymentsApi.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const salesAgent = testUser({ moduleAccessId: { quote: { read: true, update: true }, policy: { read: true, create: true }, isSalesAgent: true } });

function renderActions(quote: Quote, overrides: FakeBridgeOverrides = {}, user = testUser({ role: 'Admin' })) {
  const { calls, ...rest } = overrides;
  const bridge = fakeBridge({
    calls: { 'payments.status': () => ok(paymentStatusAnswer([], quote.paymentStatus, quote._id)), ...calls },
    ...rest,
  });
  return renderWithProviders(<PaymentActions quote={quote} api={motorPayments} />, { bridge, user });
}

const dialog = () => screen.findByRole('dialog');
const alert = () => screen.findByRole('alertdialog');

describe('PaymentActions', () => {
  it('issues the policy of a paid quote after a confirmation naming customer, amount and insurer, and shows its number', async () => {
    const { bridge } = renderActions(quoteFixture({ paymentStatus: 'paid' }), {
      calls: { 'payments.purchase': () => ok({ success: true, data: policySummaryFixture() }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    const confirm = await alert();
    expect(inDialog(confirm).getByText(/Omar Haddad paid AED 2,205.00/)).toBeTruthy();
    fireEvent.click(await inDialog(confirm).findByRole('button', { name: 'Issue policy' }));
    expect(await screen.findByText('Policy POL-4001 issued')).toBeTruthy();
    expect(screen.getByText(/OR\/2025\/778/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View policy' }).getAttribute('href')).toBe('/policies/pol1');
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
    const purchase = bridge.requests.find((r) => r.endpoint === 'payments.purchase');
    expect(purchase?.input).toEqual({ params: { id: 'q1' } });
  });

  it("shows the insurer's refusal with Try again, which calls purchase again", async () => {
    let attempts = 0;
    const { bridge } = renderActions(quoteFixture({ paymentStatus: 'paid' }), {
      calls: {
        'payments.purchase': () => {
          attempts += 1;
          return attempts === 1
            ? failed(502, 'Orient Insurance refused: chassis number does not match the registration')
            : ok({ success: true, data: policySummaryFixture({ status: 'Pending', issueError: 'Insurer portal timed out' }) });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Complete' }));
    fireEvent.click(await inDialog(await alert()).findByRole('button', { name: 'Issue policy' }));
    expect(await screen.findByText('Orient Insurance refused: chassis number does not match the registration')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Insurer portal timed out')).toBeTruthy();
    expect(screen.getByText('Policy POL-4001 is pending: the insurer refused it')).toBeTruthy();
    expect(bridge.requests.filter((r) => r.endpoint === 'payments.purchase')).toHaveLength(2);
  });

  it('offers Complete again while the paid quote\'s policy is Pending (the insurer refused it), and the policy link once it is issued', async () => {
    const pending = policySummaryFixture({ status: 'Pending', companyPolicyNumber: null, issueError: 'EmiratesId: Emirates ID is required' });
    renderActions(quoteFixture({ paymentStatus: 'paid', isBought: true, policyId: 'pol1' }), {
      calls: { 'payments.status': () => ok(paymentStatusAnswer([paymentFixture({ status: 'paid' })], 'paid', 'q1', pending)) },
    });
    expect(await screen.findByRole('button', { name: 'Complete' })).toBeTruthy();
    expect(screen.queryByText(/This quote has been made into a policy/)).toBeNull();
  });

  it('shows the policy link, and no Complete, once the paid quote\'s policy is issued', async () => {
    renderActions(quoteFixture({ paymentStatus: 'paid', isBought: true, policyId: 'pol1' }), {
      calls: { 'payments.status': () => ok(paymentStatusAnswer([paymentFixture({ status: 'paid' })], 'paid', 'q1', policySummaryFixture())) },
    });
    expect(await screen.findByText(/Policy POL-4001 issued by Orient Insurance/)).toBeTruthy();
    expect(screen.getByText(/This quote has been made into a policy/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Complete' })).toBeNull();
  });

  it('creates a card link after the processing-fee check, shows it as text and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const payment = paymentFixture();
    const { bridge } = renderActions(quoteFixture(), {
      calls: { 'payments.cardPayment': () => ok({ success: true, data: { payment, paymentUrl: 'https://pay.example.test/order/abc' } }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card link' }));
    const confirm = await alert();
    expect(inDialog(confirm).getByText(/Please double check the processing fee, Current fee is 100.00 AED/)).toBeTruthy();
    fireEvent.click(await inDialog(confirm).findByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('https://pay.example.test/order/abc')).toBeTruthy();
    const card = bridge.requests.find((r) => r.endpoint === 'payments.cardPayment');
    expect(card?.input).toEqual({ params: { id: 'q1' }, body: { paidBy: 'CRM - Link' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('https://pay.example.test/order/abc');
  });

  it("shows the server's refusal of a link and no link", async () => {
    renderActions(quoteFixture(), { calls: { 'payments.bnplPayment': () => failed(409, 'This quote has expired: re-generate the proposal') } });
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now, pay later' }));
    fireEvent.click(await inDialog(await alert()).findByRole('button', { name: 'Create link' }));
    expect(await screen.findByText('This quote has expired: re-generate the proposal')).toBeTruthy();
    expect(screen.queryByText(/pay\.example\.test/)).toBeNull();
  });

  it('lists the payments with status in words and a copy button only while pending', async () => {
    renderActions(quoteFixture({ paymentStatus: 'pending' }), {
      calls: {
        'payments.status': () =>
          ok(paymentStatusAnswer([paymentFixture(), paymentFixture({ _id: 'pay2', ref: 'PAY-3002', status: 'declined', failureReason: 'Card declined' })], 'pending')),
      },
    });
    const table = await screen.findByRole('table', { name: 'Payments of quote QUO-1001' });
    const pending = within(table).getByText('PAY-3001').closest('tr') as HTMLElement;
    expect(within(pending).getByText('Pending')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Copy' })).toBeTruthy();
    const declined = within(table).getByText('PAY-3002').closest('tr') as HTMLElement;
    expect(within(declined).getByText('Failed')).toBeTruthy();
    expect(within(declined).getByText('Card declined')).toBeTruthy();
    expect(within(declined).queryByRole('button', { name: 'Copy' })).toBeNull();
  });

  it('blocks "Paid to the company" while the processing fee is not 0', async () => {
    renderActions(quoteFixture({ adminFeeFils: 10_000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Paid to the company' }));
    const notice = await alert();
    expect(within(notice).getByText("Please set Processing fees to '0' because of mode of payment!")).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records a payment to the company: amount prefilled, proof and reference required, then uploads with the fields', async () => {
    const upload = vi.fn(() => Promise.resolve(ok({ success: true, data: paymentFixture({ status: 'paid', provider: 'direct' }) })));
    const receipt: PickedFile = { id: 'f-00000000-0000-4000-8000-000000000001', name: 'receipt.pdf', size: 2048, kind: 'pdf' };
    const pick = vi.fn(() => Promise.resolve(ok([receipt])));
    const { bridge } = renderActions(quoteFixture({ adminFeeFils: 0, vatFils: 10_000, totalFils: 210_000 }), {
      files: { ...fakeBridge().files, pick, upload },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Paid to the company' }));
    const form = await dialog();
    const amount = inDialog(form).getByLabelText<HTMLInputElement>(/Paid Amount in AED/);
    expect(amount.value).toBe('2100');
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Record payment' }));
    expect(await inDialog(form).findByText('Transaction Ref Number is required')).toBeTruthy();
    expect(inDialog(form).getByText('Proof of payment is required')).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    fireEvent.click(inDialog(form).getByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(form).findByText('receipt.pdf (2 KB)')).toBeTruthy();
    fireEvent.change(inDialog(form).getByLabelText(/Transaction Ref Number/), { target: { value: 'TRX-77' } });
    fireEvent.click(inDialog(form).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith({
      fileId: 'f-00000000-0000-4000-8000-000000000001',
      endpoint: 'payments.manualPayment',
      params: { id: 'q1' },
      fields: { paidBy: 'CRM - Direct to insurance company', orderRef: 'TRX-77', proofAmount: '2100' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The payments are read again from the server after it agreed.
    await waitFor(() => expect(bridge.requests.filter((r) => r.endpoint === 'payments.status').length).toBeGreaterThan(1));
  });

  it('refuses a proof that is not an image or PDF', async () => {
    const sheet: PickedFile = { id: 'f-00000000-0000-4000-8000-000000000002', name: 'sheet.xlsx', size: 100, kind: 'excel' };
    const pick = vi.fn(() => Promise.resolve(ok([sheet])));
    renderActions(quoteFixture({ adminFeeFils: 0 }), { files: { ...fakeBridge().files, pick } });
    fireEvent.click(await screen.findByRole('button', { name: 'Paid to the company' }));
    const form = await dialog();
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Choose file…' }));
    expect(await inDialog(form).findByText('"sheet.xlsx" is not accepted: PDF, JPG or PNG up to 10 MB.')).toBeTruthy();
  });

  it('records a bank transfer after the fee check with its reference only', async () => {
    const { bridge } = renderActions(quoteFixture(), {
      calls: { 'payments.manualPayment': () => ok({ success: true, data: paymentFixture({ status: 'paid', provider: 'bank' }) }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by bank transfer' }));
    fireEvent.click(await inDialog(await alert()).findByRole('button', { name: 'Continue' }));
    const form = await dialog();
    fireEvent.change(inDialog(form).getByLabelText(/Transaction Ref Number/), { target: { value: 'BT-9' } });
    fireEvent.click(await inDialog(form).findByRole('button', { name: 'Record transfer' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'payments.manualPayment')).toBe(true));
    expect(bridge.requests.find((r) => r.endpoint === 'payments.manualPayment')?.input).toEqual({
      params: { id: 'q1' },
      body: { paidBy: 'CRM - Bank transfer', orderRef: 'BT-9' },
    });
  });

  it('hides "Paid to the company" and "Pay by bank transfer" from sales agents', async () => {
    renderActions(quoteFixture({ adminFeeFils: 0 }), {}, salesAgent);
    expect(await screen.findByRole('button', { name: 'Pay by card link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy now, pay later' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Paid to the company' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay by bank transfer' })).toBeNull();
  });

  it('reloads the proposal after checking the payment status, which settles every payment of the proposal', async () => {
    const bridge = fakeBridge({
      calls: {
        'payments.status': () => ok(paymentStatusAnswer([], 'unpaid', 'q1')),
        'proposals.detail': () => ok({ success: true, data: proposalFixture() }),
      },
    });
    function ProposalProbe() {
      const proposal = useGetProposalQuery('p1').data;
      return <p>{proposal ? `Proposal ${proposal.ref}` : 'Loading the proposal'}</p>;
    }
    renderWithProviders(
      <>
        <ProposalProbe />
        <PaymentActions quote={quoteFixture()} api={motorPayments} />
      </>,
      { bridge, user: testUser({ role: 'Admin' }) },
    );
    await screen.findByText('Proposal PRO-2001');
    await screen.findByText('No payments yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }));
    await screen.findByText(/^Checked /);
    await waitFor(() => expect(bridge.requests.filter((r) => r.endpoint === 'proposals.detail')).toHaveLength(2));
  });

  it('checks the payment status again on request', async () => {
    const { bridge } = renderActions(quoteFixture());
    await screen.findByText('No payments yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }));
    expect(await screen.findByText(/^Checked \d{2}\/\d{2}\/\d{4}/)).toBeTruthy();
    expect(bridge.requests.filter((r) => r.endpoint === 'payments.status')).toHaveLength(2);
  });

  it('shows the policy too when the check finds the payment made and the insurer issued it', async () => {
    let settled = false;
    renderActions(quoteFixture({ isBought: true }), {
      calls: {
        'payments.status': () =>
          ok(settled ? paymentStatusAnswer([paymentFixture({ status: 'paid' })], 'paid', 'q1', policySummaryFixture()) : paymentStatusAnswer([paymentFixture()], 'unpaid')),
      },
    });
    await screen.findByText(/· Not paid$/);
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Check payment status' }).disabled).toBe(false));
    expect(screen.queryByText(/Policy POL-4001 issued/)).toBeNull();
    settled = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check payment status' }));
    expect(await screen.findByText(/Policy POL-4001 issued by Orient Insurance \(insurer's number OR\/2025\/778\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View policy' }).getAttribute('href')).toBe('/policies/pol1');
    expect(screen.getByText(/· Paid$/)).toBeTruthy();
  });
});
