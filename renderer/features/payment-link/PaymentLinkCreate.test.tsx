// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failed, fakeBridge } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import PaymentLinkCreate from './PaymentLinkCreate.js';

const staff = testUser({ moduleAccessId: { paymentLink: { read: true, create: true } } });
const REFUSAL = 'The mobile number 501234567 is on the blacklist: chargeback fraud';

function createPage() {
  const bridge = fakeBridge({ calls: { 'paymentLink.create': () => failed(422, REFUSAL) } });
  renderWithProviders(<PaymentLinkCreate />, { bridge, user: staff, route: '/payment-link/create', path: '/payment-link/create' });
  return bridge;
}

describe('a new payment link for a known customer', () => {
  it("sends the customer's mobile as typed for the server's blacklist check and shows its refusal, keeping the form", async () => {
    const bridge = createPage();
    fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: '250' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Customer mobile/ }), { target: { value: '+971 50 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Payment Link' }));

    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    const sent = bridge.requests.find((r) => r.endpoint === 'paymentLink.create');
    expect(sent?.input).toMatchObject({ body: { billAmountFils: 25_000, mobileNumber: '501234567' } });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Customer mobile/ }).value).toBe('+971 50 123 4567');
  });

  it('sends no contact when staff leave both blank, and refuses a malformed e-mail before sending', async () => {
    const bridge = createPage();
    fireEvent.change(screen.getByRole('textbox', { name: /Customer e-mail/ }), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Amount/ }), { target: { value: '250' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    await waitFor(() => expect(screen.getAllByText(/valid email/i).length).toBeGreaterThan(0));
    expect(bridge.requests.some((r) => r.endpoint === 'paymentLink.create')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /Customer e-mail/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Payment Link' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'paymentLink.create')).toBe(true));
    const body = (bridge.requests.find((r) => r.endpoint === 'paymentLink.create')?.input as { body: Record<string, unknown> }).body;
    expect(body.email ?? null).toBeNull();
    expect(body.mobileNumber ?? null).toBeNull();
  });
});
