// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Sponsor, SponsorClaim } from '../../../shared/contract/sponsors/sponsors.schema.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { Create, List, Show } from './sponsorsScreens.js';

const at = '2026-11-22T06:42:00.000Z';
const SPONSOR_ID = '64b000000000000000000071';
const staff = testUser({ moduleAccessId: { sponsorPartner: { read: true, create: true, update: true } } });

const sponsor: Sponsor = {
  _id: SPONSOR_ID, companyName: 'Emirates Auto Club', uniqueUrl: 'https://market.example.ae/r/k3v9q2', contactEmail: 'partners@autoclub.ae',
  voucherId: '64b000000000000000000041', promoCode: 'CLUB15', isActive: true, createdAt: at, updatedAt: at,
};
const claim = (over: Partial<SponsorClaim>): SponsorClaim => ({
  _id: '64b000000000000000000081', promoCode: 'CLUB15', isRedeem: false, ipAddress: '94.200.12.7', userAgent: 'Mozilla/5.0 (iPhone)', redeemedAt: null, createdAt: at, ...over,
});

describe('sponsors', () => {
  it('lists each sponsor with a button that copies its affiliate link', async () => {
    const bridge = fakeBridge({ calls: { 'sponsors.list': () => ok(listPage([sponsor])) } });
    renderWithProviders(<List />, { bridge, user: staff, route: '/sponsors', path: '/sponsors' });
    const row = (await screen.findByText('Emirates Auto Club')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('https://market.example.ae/r/k3v9q2')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it("shows the claims made through the link, redeemed or not, with the visitor's address and browser", async () => {
    const bridge = fakeBridge({
      calls: {
        'sponsors.get': () => ok({ success: true, data: sponsor }),
        'sponsors.claims': () => ok(listPage([claim({ _id: '64b000000000000000000082', isRedeem: true, ipAddress: '5.31.0.9', redeemedAt: at }), claim({})])),
      },
    });
    renderWithProviders(<Show />, { bridge, user: staff, route: `/sponsors/${SPONSOR_ID}`, path: '/sponsors/:sponsorId' });
    const redeemed = (await screen.findByText('5.31.0.9')).closest('[role="row"]') as HTMLElement;
    expect(within(redeemed).getByText('Redeem')).toBeTruthy();
    const open = screen.getByText('94.200.12.7').closest('[role="row"]') as HTMLElement;
    expect(within(open).getByText('No Claim')).toBeTruthy();
    expect(within(open).getByText('Mozilla/5.0 (iPhone)')).toBeTruthy();
  });

  it('offers the promo codes to hand out, never asks for the link, and sends the chosen code', async () => {
    const bridge = fakeBridge({
      calls: {
        'sponsors.promoCodes': () => ok({ success: true, data: [{ _id: '64b000000000000000000041', promoCode: 'CLUB15' }, { _id: '64b000000000000000000042', promoCode: 'SUMMER25' }] }),
        'sponsors.create': () => ok({ success: true, data: sponsor, message: 'Sponsor created' }),
      },
    });
    renderWithProviders(<Create />, { bridge, user: staff, route: '/sponsors/create', path: '/sponsors/create' });
    const code = await screen.findByRole('combobox', { name: /Promo code/ });
    await waitFor(() => expect(within(code).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a promo code', 'CLUB15', 'SUMMER25']));
    expect(screen.queryByRole('textbox', { name: /URL/ })).toBeNull();
    expect(screen.getByText('Made by BrokerDesk when the sponsor is saved')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: /Partners name/ }), { target: { value: 'Emirates Auto Club' } });
    fireEvent.change(code, { target: { value: '64b000000000000000000042' } });
    fireEvent.click(screen.getByRole('button', { name: /^(Create|Save)/ }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'sponsors.create')).toBe(true));
    const body = (bridge.requests.find((r) => r.endpoint === 'sponsors.create')!.input as { body: Record<string, unknown> }).body;
    expect(body).toMatchObject({ companyName: 'Emirates Auto Club', voucherId: '64b000000000000000000042' });
    expect(body.uniqueUrl ?? null).toBeNull();
  });
});
