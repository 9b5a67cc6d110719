// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { EndpointKey } from '../../../shared/contract/index.js';
import { fakeBridge, failed, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { proposalFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import { shareAnswer } from '../../../tests/fixtures/renderer/sharing/outbox.fixture.js';
import { ShareButton } from './ShareButton.js';
import type { ShareSubject } from './sharingApi.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const quote: ShareSubject = { kind: 'quote', proposalId: 'p1', quoteId: 'q1' };
const staff = testUser({ moduleAccessId: { quote: { read: true }, proposal: { read: true } } });

function setup(subject: ShareSubject, calls: Partial<Record<EndpointKey, CallHandler>> = {}, user = staff) {
  const bridge = fakeBridge({ calls: { 'proposals.detail': () => ok({ success: true, data: proposalFixture() }), ...calls } });
  const view = renderWithProviders(
    <ShareButton subject={subject} title="Share quote QUO-1001">
      Share Quote
    </ShareButton>,
    { bridge, user },
  );
  return { ...view, bridge };
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Share Quote' }));
  return screen.findByRole('dialog');
}

const sent = (bridge: ReturnType<typeof fakeBridge>) => bridge.requests.filter((r) => r.endpoint.startsWith('sharing.'));

describe('ShareDialog', () => {
  it("prefills the customer's e-mail and sends it to the quote's e-mail endpoint, then shows the server's message", async () => {
    const { bridge } = setup(quote, { 'sharing.shareQuoteEmail': () => ok(shareAnswer('Quote QUO-1001 sent to omar@example.ae')) });
    const dialog = await openDialog();
    const email = await inDialog(dialog).findByRole('textbox', { name: /Email/ });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('omar@example.ae'));
    fireEvent.click(await inDialog(dialog).findByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Quote QUO-1001 sent to omar@example.ae')).toBeTruthy();
    expect(sent(bridge)).toEqual([{ endpoint: 'sharing.shareQuoteEmail', kind: 'call', input: { params: { id: 'q1' }, body: { toEmail: 'omar@example.ae' } } }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says "Email is required" and "Must be a valid email" and sends nothing until the address is valid', async () => {
    const { bridge } = setup(quote, { 'sharing.shareQuoteEmail': () => ok(shareAnswer()) });
    const dialog = await openDialog();
    const email = await inDialog(dialog).findByRole('textbox', { name: /Email/ });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('omar@example.ae'));
    fireEvent.change(email, { target: { value: '' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await inDialog(dialog).findByText('Email is required')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'omar@' } });
    fireEvent.blur(email);
    expect(await inDialog(dialog).findByText('Must be a valid email')).toBeTruthy();
    fireEvent.change(email, { target: { value: `${'a'.repeat(250)}@example.ae` } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await inDialog(dialog).findByText('Email must be at most 255 characters')).toBeTruthy();
    expect(sent(bridge)).toHaveLength(0);

    fireEvent.change(email, { target: { value: '  Layla.Ahmed@Example.AE ' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(sent(bridge)).toHaveLength(1));
    expect(sent(bridge)[0]?.input).toEqual({ params: { id: 'q1' }, body: { toEmail: 'layla.ahmed@example.ae' } });
  });

  it('sends an SMS to the mobile typed in any usual form, normalised to the 9 national digits', async () => {
    const { bridge } = setup(quote, { 'sharing.shareQuoteSms': () => ok(shareAnswer('Quote QUO-1001 sent by SMS')) });
    const dialog = await openDialog();
    fireEvent.click(inDialog(dialog).getByRole('tab', { name: 'SMS' }));
    const mobile = await inDialog(dialog).findByRole('textbox', { name: /Mobile number/ });
    await waitFor(() => expect((mobile as HTMLInputElement).value).toBe('+971 50 123 4567'));
    fireEvent.change(mobile, { target: { value: '4123' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send SMS' }));
    expect(await inDialog(dialog).findByText('Mobile number should start with 5 and be 9 digits long')).toBeTruthy();
    expect(sent(bridge)).toHaveLength(0);

    fireEvent.change(mobile, { target: { value: '055 987 6543' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('Quote QUO-1001 sent by SMS')).toBeTruthy();
    expect(sent(bridge)[0]).toMatchObject({ endpoint: 'sharing.shareQuoteSms', input: { params: { id: 'q1' }, body: { toMobileNumber: '559876543' } } });
  });

  it("sends a comparison under the proposal's id with the quote ids", async () => {
    const { bridge } = setup(
      { kind: 'compare', proposalId: 'p1', quoteIds: ['q1', 'q2'] },
      { 'sharing.shareCompareSms': () => ok(shareAnswer('Comparison sent by SMS')) },
    );
    const dialog = await openDialog();
    fireEvent.click(inDialog(dialog).getByRole('tab', { name: 'SMS' }));
    const mobile = await inDialog(dialog).findByRole('textbox', { name: /Mobile number/ });
    await waitFor(() => expect((mobile as HTMLInputElement).value).not.toBe(''));
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('Comparison sent by SMS')).toBeTruthy();
    expect(sent(bridge)[0]).toMatchObject({
      endpoint: 'sharing.shareCompareSms',
      input: { params: { id: 'p1' }, body: { ids: ['q1', 'q2'], toMobileNumber: '501234567' } },
    });
  });

  it('sends a payment link with its quote by e-mail, and offers Copy link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const link = 'https://pay.example.test/order/abc';
    const { bridge } = setup(
      { kind: 'paymentLink', proposalId: 'p1', quoteId: 'q1', paymentLink: link },
      { 'sharing.sharePaymentLinkEmail': () => ok(shareAnswer('Payment link sent to omar@example.ae')) },
    );
    const dialog = await openDialog();
    fireEvent.click(inDialog(dialog).getByRole('tab', { name: 'Copy link' }));
    expect(await inDialog(dialog).findByText(link)).toBeTruthy();
    expect(inDialog(dialog).queryByRole('button', { name: /^Send/ })).toBeNull();
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));

    fireEvent.click(inDialog(dialog).getByRole('tab', { name: 'E-mail' }));
    const email = await inDialog(dialog).findByRole('textbox', { name: /Email/ });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('omar@example.ae'));
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Payment link sent to omar@example.ae')).toBeTruthy();
    expect(sent(bridge)[0]).toMatchObject({
      endpoint: 'sharing.sharePaymentLinkEmail',
      input: { body: { quoteId: 'q1', email: 'omar@example.ae', paymentLink: link } },
    });
  });

  it("keeps the dialog open with the server's refusal, and its field error on the field", async () => {
    let calls = 0;
    setup(quote, {
      'sharing.shareQuoteEmail': () => {
        calls += 1;
        return calls === 1
          ? failed(502, 'The mail server refused the message: mailbox unavailable')
          : failed(400, 'Check the form', { 'body.toEmail': 'This address bounced before' });
      },
    });
    const dialog = await openDialog();
    const email = await inDialog(dialog).findByRole('textbox', { name: /Email/ });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('omar@example.ae'));
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await inDialog(dialog).findByText('The mail server refused the message: mailbox unavailable')).toBeTruthy();
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await inDialog(dialog).findByText('This address bounced before')).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(inDialog(dialog).getByRole('button', { name: 'Send e-mail' })).toBeTruthy();
  });

  it('starts empty when the customer is unknown and is hidden from users who may not read quotes', async () => {
    const { unmount } = setup(quote, {}, testUser({ moduleAccessId: { quote: { read: true } } }));
    const dialog = await openDialog();
    expect((await inDialog(dialog).findByRole<HTMLInputElement>('textbox', { name: /Email/ })).value).toBe('');
    unmount();

    setup(quote, {}, testUser({ moduleAccessId: { proposal: { read: true } } }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Share Quote' })).toBeNull());
  });
});
