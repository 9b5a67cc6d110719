// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { proposalFixture } from '../../../tests/fixtures/renderer/proposals/proposal.fixture.js';
import { QuotationsSection } from '../proposals/public.js';
import { QuotationCompare } from '../quotations/public.js';
import { quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import { ExportUserButton } from './ChatbotButtons.js';
import { shareAnswer } from '../../../tests/fixtures/renderer/sharing/outbox.fixture.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';

const staff = testUser({ moduleAccessId: { quote: { read: true }, proposal: { read: true, update: true } } });
const quotes = [quoteFixture(), quoteFixture({ _id: 'q2', ref: 'QUO-1002', companyName: 'Sukoon' })];

describe('Compare page: Download PDF and Share PDF', () => {
  it("downloads the comparison under the quotes' proposal and shares it by e-mail", async () => {
    const bridge = fakeBridge({
      calls: {
        'proposals.compare': () => ok({ success: true, data: quotes }),
        'proposals.detail': () => ok({ success: true, data: proposalFixture() }),
        'sharing.shareCompareEmail': () => ok(shareAnswer('Comparison sent to omar@example.ae')),
      },
    });
    renderWithProviders(<QuotationCompare />, { bridge, user: staff, route: '/quotations/compare-quotation?ids=q1,q2', path: '/quotations/compare-quotation' });
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.kind === 'download')).toBe(true));
    expect(bridge.requests.find((r) => r.kind === 'download')).toMatchObject({ endpoint: 'sharing.comparePdf', input: { params: { id: 'p1' }, body: { ids: ['q1', 'q2'] } } });

    fireEvent.click(screen.getByRole('button', { name: 'Share PDF' }));
    const dialog = await screen.findByRole('dialog');
    expect(inDialog(dialog).getByText('Share the comparison of 2 quotes')).toBeTruthy();
    const email = await inDialog(dialog).findByRole<HTMLInputElement>('textbox', { name: /Email/ });
    await waitFor(() => expect(email.value).toBe('omar@example.ae'));
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Comparison sent to omar@example.ae')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'sharing.shareCompareEmail')?.input).toEqual({
      params: { id: 'p1' },
      body: { ids: ['q1', 'q2'], toEmail: 'omar@example.ae' },
    });
  });

  it('disables both when the quotes belong to different proposals, and says why', async () => {
    const bridge = fakeBridge({ calls: { 'proposals.compare': () => ok({ success: true, data: [quotes[0], { ...quotes[1], proposalId: 'p9' }] }) } });
    renderWithProviders(<QuotationCompare />, { bridge, user: staff, route: '/quotations/compare-quotation?ids=q1,q2', path: '/quotations/compare-quotation' });
    expect(await screen.findByText(/These quotes belong to different proposals/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download PDF' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Share PDF' }).disabled).toBe(true);
  });

  it('disables both when only one of the quotes is left to compare', async () => {
    const bridge = fakeBridge({ calls: { 'proposals.compare': () => ok({ success: true, data: [quotes[0]] }) } });
    renderWithProviders(<QuotationCompare />, { bridge, user: staff, route: '/quotations/compare-quotation?ids=q1,gone', path: '/quotations/compare-quotation' });
    expect(await screen.findByText('A comparison needs at least two quotes.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Share PDF' }).disabled).toBe(true);
  });
});

describe('Proposal quotations: Share Quote and Share comparison', () => {
  function setup() {
    const bridge = fakeBridge({
      calls: {
        'proposals.quotes': () => ok({ success: true, data: quotes }),
        'proposals.detail': () => ok({ success: true, data: proposalFixture() }),
        'sharing.shareQuoteSms': () => ok(shareAnswer('Quote QUO-1002 sent by SMS')),
        'sharing.chatbotSendPdf': () => ok(shareAnswer('Comparison sent through the chatbot to +971501234567')),
      },
    });
    renderWithProviders(<QuotationsSection proposal={proposalFixture()} frozen={false} />, { bridge, user: staff });
    return bridge;
  }

  it('shares the one selected quote by SMS', async () => {
    const bridge = setup();
    const shareQuote = await screen.findByRole<HTMLButtonElement>('button', { name: 'Share Quote' });
    expect(shareQuote.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Select Sukoon/ }));
    await waitFor(() => expect(shareQuote.disabled).toBe(false));
    fireEvent.click(shareQuote);
    const dialog = await screen.findByRole('dialog');
    expect(inDialog(dialog).getByText('Share quote QUO-1002')).toBeTruthy();
    fireEvent.click(inDialog(dialog).getByRole('tab', { name: 'SMS' }));
    const mobile = await inDialog(dialog).findByRole<HTMLInputElement>('textbox', { name: /Mobile number/ });
    await waitFor(() => expect(mobile.value).toBe('+971 50 123 4567'));
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('Quote QUO-1002 sent by SMS')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'sharing.shareQuoteSms')?.input).toEqual({ params: { id: 'q2' }, body: { toMobileNumber: '501234567' } });
  });

  it('enables Share comparison from two selected quotes', async () => {
    setup();
    const shareComparison = await screen.findByRole<HTMLButtonElement>('button', { name: 'Share comparison' });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Select Sukoon/ }));
    expect(shareComparison.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Select Orient Insurance/ }));
    await waitFor(() => expect(shareComparison.disabled).toBe(false));
    fireEvent.click(shareComparison);
    expect(inDialog(await screen.findByRole('dialog')).getByText('Share the comparison of 2 quotes')).toBeTruthy();
  });

  it('sends the selected quotes through the chatbot once one is selected', async () => {
    const bridge = setup();
    const chatbot = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send PDF by chatbot' });
    expect(chatbot.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: /Select Sukoon/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Select Orient Insurance/ }));
    await waitFor(() => expect(chatbot.disabled).toBe(false));
    fireEvent.click(chatbot);
    expect(await screen.findByText('Comparison sent through the chatbot to +971501234567')).toBeTruthy();
    const sent = bridge.requests.find((r) => r.endpoint === 'sharing.chatbotSendPdf')?.input as { params: unknown; body: { quoteIds: string[] } };
    expect(sent.params).toEqual({ id: 'p1' });
    expect([...sent.body.quoteIds].sort()).toEqual(['q1', 'q2']);
  });
});

describe('ExportUserButton', () => {
  it("adds the proposal's customer to the chatbot and shows the server's message", async () => {
    const bridge = fakeBridge({ calls: { 'sharing.chatbotAddCustomer': () => ok(shareAnswer('Omar Haddad added to the chatbot')) } });
    renderWithProviders(<ExportUserButton proposalId="p1" customerName="Omar Haddad" />, { bridge, user: staff });
    fireEvent.click(await screen.findByRole('button', { name: /^Export User/ }));
    expect(await screen.findByText('Omar Haddad added to the chatbot')).toBeTruthy();
    expect(bridge.requests.find((r) => r.endpoint === 'sharing.chatbotAddCustomer')?.input).toEqual({ params: { id: 'p1' } });
  });

  it("shows the server's refusal, and is hidden from users who may not update proposals", async () => {
    const bridge = fakeBridge({ calls: { 'sharing.chatbotAddCustomer': () => failed(502, 'The chatbot did not answer') } });
    const { unmount } = renderWithProviders(<ExportUserButton proposalId="p1" customerName="Omar Haddad" />, { bridge, user: staff });
    fireEvent.click(await screen.findByRole('button', { name: /^Export User/ }));
    expect(await screen.findByText('The chatbot did not answer')).toBeTruthy();
    unmount();

    renderWithProviders(<ExportUserButton proposalId="p1" customerName="Omar Haddad" />, { user: testUser({ moduleAccessId: { proposal: { read: true } } }) });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Export User/ })).toBeNull());
  });
});
