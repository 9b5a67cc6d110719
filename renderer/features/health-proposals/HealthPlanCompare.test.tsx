// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { inDialog } from '../../../tests/helpers/dialogs.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { healthComparisonFixture, healthProposalFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import HealthPlanCompare from './HealthPlanCompare.js';

const manager = testUser({ moduleAccessId: { healthQuote: { read: true, update: true } } });
const reader = testUser({ moduleAccessId: { healthQuote: { read: true } } });
const ROUTE = '/health-insurance/compare-plans?refId=hp1&ids=q1,q2,q3';

function setup(options: { user?: typeof manager; route?: string; edit?: (input: unknown) => unknown } = {}) {
  let comparison = healthComparisonFixture();
  const bridge = fakeBridge({
    calls: {
      'healthCompare.compare': () => ok({ success: true, data: comparison }),
      'healthProposals.detail': () => ok({ success: true, data: healthProposalFixture() }),
      'healthCompare.editBenefit': ((input: unknown) => {
        const answer = options.edit?.(input);
        if (answer) return answer;
        comparison = healthComparisonFixture({
          benefits: comparison.benefits.map((benefit) => benefit._id !== 'annualLimit' ? benefit : {
            ...benefit, cells: benefit.cells.map((cell) => (cell.quoteId === 'q3' ? { ...cell, value: 'AED 5,000,000 worldwide', edited: true } : cell)),
          }),
        });
        return ok({ success: true, data: { quoteId: 'q3', benefitId: 'annualLimit', value: 'AED 5,000,000 worldwide', planValue: 'AED 3,000,000.00', edited: true }, message: 'Annual limit of HQ-3 saved for this comparison' });
      }) as never,
      'sharing.shareHealthCompareEmail': () => ok({ success: true, message: 'Comparison of 3 plans for omar@example.ae kept in the outbox (sandbox: not delivered)', data: { outboxId: 'o1' } }),
    },
  });
  renderWithProviders(<HealthPlanCompare />, { bridge, user: options.user ?? manager, route: options.route ?? ROUTE, path: '/health-insurance/compare-plans' });
  return bridge;
}

const rowText = (table: HTMLElement, label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr')!.textContent;

describe('HealthPlanCompare', () => {
  it('shows one column per quote with insurer, TPA, network, plan, co-pay, premium and grand total, the cheapest marked, then every benefit by group', async () => {
    const bridge = setup({ user: reader });
    const table = await screen.findByRole('table', { name: 'Compared health plans' });
    expect(bridge.requests.find((request) => request.endpoint === 'healthCompare.compare')?.input).toEqual({ params: { id: 'hp1' }, body: { ids: ['q1', 'q2', 'q3'] } });
    expect(within(within(table).getAllByRole('row')[0]!).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Quote', 'HQ-1', 'HQ-2Cheapest', 'HQ-3']);
    expect(rowText(table, 'Insurer')).toBe('InsurerDamanOrientDaman');
    expect(rowText(table, 'TPA')).toBe('TPADaman TPANASDaman TPA');
    expect(rowText(table, 'Network')).toBe('NetworkBasicRN3Premier');
    expect(rowText(table, 'Plan')).toBe('PlanSilverCareGold');
    expect(rowText(table, 'Co-pay')).toBe('Co-pay20 %10 %0 %');
    expect(rowText(table, 'Premium')).toBe('PremiumAED 7,600.00AED 7,000.00AED 11,400.00');
    expect(rowText(table, 'Grand total')).toBe('Grand totalAED 8,000.00AED 7,400.00AED 12,000.00');
    expect(within(table).getByRole('columnheader', { name: 'Dental and optical' })).toBeTruthy();
    expect(rowText(table, 'Dental treatment')).toBe('Dental treatmentEmergency dental, AED 500 (edited)Routine dental, AED 2,000.00Routine and major dental');
    expect(screen.getByText('Proposal HPR-1001 for Omar Haddad: 3 plans.')).toBeTruthy();
    // A reader compares, downloads and shares, but does not edit values.
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('edits a benefit for this comparison in a small dialog and shows the saved value', async () => {
    const bridge = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Annual limit of HQ-3' }));
    const dialog = await screen.findByRole('dialog');
    expect(inDialog(dialog).getByText(`For this comparison only; the plan's value stays "AED 3,000,000.00".`)).toBeTruthy();
    const input = inDialog(dialog).getByRole('textbox', { name: /^Value/ });
    expect((input as HTMLInputElement).value).toBe('AED 3,000,000.00');
    fireEvent.change(input, { target: { value: 'AED 5,000,000 worldwide' } });
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Save value' }));
    expect(await screen.findByText('Annual limit of HQ-3 saved for this comparison')).toBeTruthy();
    expect(bridge.requests.find((request) => request.endpoint === 'healthCompare.editBenefit')?.input).toEqual({ body: { quoteId: 'q3', benefitId: 'annualLimit', value: 'AED 5,000,000 worldwide' } });
    const table = screen.getByRole('table', { name: 'Compared health plans' });
    await waitFor(() => expect(rowText(table, 'Annual limit')).toContain('AED 5,000,000 worldwide (edited)'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('goes back to the plan\'s value, and keeps the server\'s refusal in the dialog', async () => {
    const bridge = setup({ edit: () => failed(404, 'Quote not found') });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dental treatment of HQ-1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(inDialog(dialog).getByRole('button', { name: "Use the plan's value" }));
    expect(await inDialog(dialog).findByText('Quote not found')).toBeTruthy();
    expect(bridge.requests.find((request) => request.endpoint === 'healthCompare.editBenefit')?.input).toEqual({ body: { quoteId: 'q1', benefitId: 'dental', value: null } });
    // An unedited cell has nothing to go back to.
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Dental treatment of HQ-2' }));
    expect(inDialog(await screen.findByRole('dialog')).queryByRole('button', { name: "Use the plan's value" })).toBeNull();
  });

  it('downloads the PDF and the Excel of the same quotes and shares by e-mail through the health call, prefilled with the customer', async () => {
    const bridge = setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    // One download at a time: Excel once the PDF is done.
    const excel = screen.getByRole('button', { name: 'Download Excel' });
    await waitFor(() => expect((excel as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(excel);
    await waitFor(() => expect(bridge.requests.filter((request) => request.kind === 'download')).toHaveLength(2));
    expect(bridge.requests.filter((request) => request.kind === 'download').map((request) => [request.endpoint, request.input])).toEqual([
      ['healthCompare.comparePdf', { params: { id: 'hp1' }, body: { ids: ['q1', 'q2', 'q3'] } }],
      ['healthCompare.compareExcel', { params: { id: 'hp1' }, body: { ids: ['q1', 'q2', 'q3'] } }],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Share PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the comparison of 3 plans' });
    await waitFor(() => expect(inDialog(dialog).getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value).toBe('omar@example.ae'));
    fireEvent.click(inDialog(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await screen.findByText('Comparison of 3 plans for omar@example.ae kept in the outbox (sandbox: not delivered)')).toBeTruthy();
    expect(bridge.requests.find((request) => request.endpoint === 'sharing.shareHealthCompareEmail')?.input).toEqual({
      params: { id: 'hp1' }, body: { ids: ['q1', 'q2', 'q3'], toEmail: 'omar@example.ae' },
    });
    expect(bridge.requests.some((request) => request.endpoint.startsWith('proposals.') || request.endpoint === 'sharing.shareCompareEmail')).toBe(false);
  });

  it('says why when the link names too few quotes or none of the proposal\'s, without downloads or share', async () => {
    const bridge = setup({ route: '/health-insurance/compare-plans?refId=hp1&ids=q1' });
    expect(await screen.findByText(/Choose at least 2 quotes to compare: choose two to four quotes/)).toBeTruthy();
    expect(bridge.requests.some((request) => request.endpoint === 'healthCompare.compare')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to the proposal' }).getAttribute('href')).toBe('/health-insurance/proposals/hp1');
  });
});
