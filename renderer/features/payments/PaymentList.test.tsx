// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import { paymentFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';
import { PaymentList } from './PaymentList.js';

const refundedAt = '2025-03-05T10:30:00.000Z';

function rowOf(ref: string) {
  return screen.getByRole('cell', { name: ref }).closest('tr') as HTMLElement;
}

describe('PaymentList', () => {
  it('shows a capture refunded after it was superseded as Refunded, with the amount and when it went back', async () => {
    renderWithProviders(
      <PaymentList
        label="Payments of proposal PRO-2001"
        payments={[
          paymentFixture({ _id: 'p1', ref: 'PAY-1', status: 'paid', paidAt: '2025-03-05T10:00:00.000Z' }),
          paymentFixture({
            _id: 'p2', ref: 'PAY-2', status: 'refunded', amountFils: 300_000, paidAt: '2025-03-05T10:20:00.000Z', refundStatus: 'refunded',
            refundedFils: 300_000, refundedAt, failureReason: 'Refunded in full: captured after it was cancelled (Payment PAY-1 was received for this proposal)',
          }),
        ]}
      />,
    );
    await screen.findByRole('table', { name: 'Payments of proposal PRO-2001' });
    const refunded = rowOf('PAY-2');
    expect(within(refunded).getByText('Refunded')).toBeTruthy();
    expect(within(refunded).queryByText('Success')).toBeNull();
    expect(within(refunded).getByText('AED 3,000.00')).toBeTruthy();
    expect(within(refunded).getByText('AED 3,000.00 refunded 05/03/2025 14:30')).toBeTruthy();
    expect(within(refunded).getByRole('cell', { name: '-' })).toBeTruthy();
    expect(within(rowOf('PAY-1')).getByText('Success')).toBeTruthy();
  });

  it('shows a capture whose refund the provider has not made yet as Refund due, with the reason', async () => {
    renderWithProviders(
      <PaymentList
        payments={[
          paymentFixture({
            ref: 'PAY-3', status: 'cancelled', paidAt: refundedAt, refundStatus: 'failed',
            failureReason: 'Refund of AED 2,205.00 not made yet (provider unreachable); asked again at the next payment status check',
          }),
        ]}
      />,
    );
    await screen.findByRole('cell', { name: 'PAY-3' });
    const row = rowOf('PAY-3');
    expect(within(row).getByText('Refund due')).toBeTruthy();
    expect(within(row).queryByText('Failed')).toBeNull();
    expect(within(row).getByText(/not made yet \(provider unreachable\)/)).toBeTruthy();
  });

  it('keeps a moved payment Failed, with what came back of it when it was moved to a cheaper quote', async () => {
    renderWithProviders(
      <PaymentList
        payments={[
          paymentFixture({ ref: 'PAY-4', status: 'moved', failureReason: 'Moved to quote QUO-9 (PAY-5)', refundStatus: 'refunded', refundedFils: 37_500, refundedAt }),
          paymentFixture({ _id: 'p6', ref: 'PAY-6', status: 'cancelled', failureReason: 'Replaced by payment PAY-7' }),
        ]}
      />,
    );
    await screen.findByRole('cell', { name: 'PAY-4' });
    const moved = rowOf('PAY-4');
    expect(within(moved).getByText('Failed')).toBeTruthy();
    expect(within(moved).getByText('AED 375.00 refunded 05/03/2025 14:30')).toBeTruthy();
    expect(within(moved).getByText('Moved to quote QUO-9 (PAY-5)')).toBeTruthy();
    const replaced = rowOf('PAY-6');
    expect(within(replaced).getByText('Failed')).toBeTruthy();
    expect(within(replaced).getByText('Replaced by payment PAY-7')).toBeTruthy();
    expect(within(replaced).queryByText(/refunded/)).toBeNull();
  });
});
