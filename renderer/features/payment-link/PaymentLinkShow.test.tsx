// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { PaymentLinkDetail } from '../../../shared/contract/payment-link/index.js';
import { fakeBridge, fakeLive, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { useLiveUpdates } from '../../app/live/useLiveUpdates.js';
import PaymentLinkShow from './PaymentLinkShow.js';

const staff = testUser({ moduleAccessId: { paymentLink: { read: true, create: true } } });
const LINK_ID = '64b000000000000000000001';
const at = '2026-11-22T06:42:00.000Z';

function linkFixture(paid: boolean): PaymentLinkDetail {
  return {
    _id: LINK_ID, transactionNumber: 'CTX-000042', orderRef: 'ORD-42', authReferenceNumber: paid ? 'evt-7f3a' : null,
    billAmountFils: 275_50, paymentLink: 'http://127.0.0.1:4100/sandbox/pay/ORD-42', provider: 'card', status: paid ? 'SUCCESS' : 'PENDING',
    comments: 'Renewal balance', paidBy: 'CRM - Admin', agent: { _id: '64b0000000000000000000a1', fullName: 'Aisha Al Mansoori' },
    expiresAt: null, createdAt: at, updatedAt: at,
    transaction: paid ? { transactionNumber: 'CTX-000042', transactionTime: at, amountPaidFils: 275_50, paymentRefNo: 'ORD-42', paymentType: 'Card' } : null,
  };
}

/** The page as it sits in the shell, which holds the live link. */
function Live({ children }: { children: ReactNode }) {
  useLiveUpdates();
  return <>{children}</>;
}

function linkPage() {
  const stage = { paid: false };
  const live = fakeLive();
  const bridge = fakeBridge({ notifications: live.capability, calls: { 'paymentLink.detail': () => ok({ success: true, data: linkFixture(stage.paid) }) } });
  renderWithProviders(<Live><PaymentLinkShow /></Live>, { bridge, user: staff, route: `/payment-link/${LINK_ID}`, path: '/payment-link/:paymentId' });
  const reads = () => bridge.requests.filter((r) => r.endpoint === 'paymentLink.detail').length;
  return { stage, live, reads };
}

describe('an open payment link while the customer pays', () => {
  it('turns Success with the reference and the transaction when the server announces the payment, without a reload', async () => {
    const { stage, live } = linkPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment link CTX-000042' })).toBeTruthy();
    expect(screen.getByText('Not paid yet')).toBeTruthy();
    expect(screen.getByText('http://127.0.0.1:4100/sandbox/pay/ORD-42')).toBeTruthy();

    stage.paid = true;
    live.change({ records: [{ kind: 'paymentLink', id: LINK_ID }], by: null, at });

    expect(await screen.findByText('evt-7f3a')).toBeTruthy();
    expect(screen.queryByText('Not paid yet')).toBeNull();
    expect(screen.getAllByText('Success').length).toBeGreaterThan(0);
    expect(screen.getByText('Card')).toBeTruthy();
    expect(screen.queryByText(/^Updated by/)).toBeNull();
  });

  it('asks nothing again for a change of another link', async () => {
    const { live, reads } = linkPage();
    expect(await screen.findByText('Not paid yet')).toBeTruthy();
    await waitFor(() => expect(reads()).toBe(1));
    live.change({ records: [{ kind: 'paymentLink', id: '64b000000000000000000002' }], by: null, at });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads()).toBe(1);
  });
});
