// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import { QuotePriceLines } from './QuotePriceLines.js';
import { quoteFixture } from '../../../tests/fixtures/renderer/quotations/quote.fixture.js';

const rowOf = (table: HTMLElement, label: string) => within(table).getByText(label).closest('tr') as HTMLElement;

describe('QuotePriceLines', () => {
  it('shows each line with its detail and amount, then subtotal, VAT and total from the quote', async () => {
    renderWithProviders(<QuotePriceLines quote={quoteFixture()} />);
    const table = await screen.findByRole('table', { name: 'Price of quote QUO-1001' });
    expect(within(rowOf(table, 'Base premium')).getByText('2.75 % of AED 80,000.00')).toBeTruthy();
    expect(within(rowOf(table, 'Base premium')).getByText('AED 2,200.00')).toBeTruthy();
    expect(within(rowOf(table, 'No-claims discount')).getByText('AED -200.00')).toBeTruthy();
    expect(within(rowOf(table, 'Processing fees')).getByText('AED 100.00')).toBeTruthy();
    expect(within(rowOf(table, 'Subtotal (excl. VAT)')).getByText('AED 2,100.00')).toBeTruthy();
    expect(within(rowOf(table, 'VAT (5 %)')).getByText('AED 105.00')).toBeTruthy();
    expect(within(rowOf(table, 'Total')).getByText('AED 2,205.00')).toBeTruthy();
    // The VAT line appears once, as VAT, not among the lines.
    expect(within(table).getAllByText('VAT (5 %)')).toHaveLength(1);
    expect(screen.getByText('Excess: AED 500.00')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|null|NaN/);
  });

  it('lists the pricing warnings and says when there is no excess', async () => {
    renderWithProviders(<QuotePriceLines quote={quoteFixture({ excessFils: null, warnings: ['Premium at the regulated floor', 'Car older than 10 years'] })} />);
    expect(await screen.findByText('Premium at the regulated floor')).toBeTruthy();
    expect(screen.getByText('Car older than 10 years')).toBeTruthy();
    expect(screen.getByText('Excess: none')).toBeTruthy();
  });
});
