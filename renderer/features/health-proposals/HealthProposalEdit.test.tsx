// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBridge, failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { healthProposalFixture } from '../../../tests/fixtures/renderer/health-proposals/healthProposal.fixture.js';
import HealthProposalEdit from './HealthProposalEdit.js';

const manager = testUser({ moduleAccessId: { healthQuote: { read: true, update: true } } });

function setup(update: () => unknown = () => ok({ success: true, data: healthProposalFixture({ needsRegeneration: true }), message: 'SuccessFully Updated' })) {
  const bridge = fakeBridge({
    calls: {
      'healthProposals.detail': () => ok({ success: true, data: healthProposalFixture() }),
      'healthProposals.update': update as never,
    },
  });
  renderWithProviders(<HealthProposalEdit />, { bridge, user: manager, route: '/health-insurance/proposals/hp1/edit', path: '/health-insurance/proposals/:proposalId/edit' });
  return { bridge };
}

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const value = (element: HTMLElement) => (element as HTMLInputElement).value;

describe('HealthProposalEdit', () => {
  it('opens with the proposal’s family and cover filled in', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Edit health proposal HPR-1001' })).toBeTruthy();
    expect(value(box(/^Full Name/))).toBe('Omar Haddad');
    expect(value(screen.getAllByRole('combobox', { name: /^City/ })[0]!)).toBe('Dubai');
    expect(value(screen.getAllByRole('combobox', { name: /^Insured Type/ })[0]!)).toBe('Self and Dependent');
    expect(value(box(/^Spouse full name/))).toBe('Rana Haddad');
    expect(value(box(/^Kid 1 full name/))).toBe('Adam Haddad');
    expect(value(box(/^Kid 2 full name/))).toBe('Lea Haddad');
    expect(value(screen.getByLabelText(/^Policy Start Date/))).toBe('2026-12-01');
    const coPays = within(screen.getByRole('group', { name: 'Preferred Co Pay' })).getAllByRole<HTMLInputElement>('checkbox');
    expect(coPays.map((box) => box.checked)).toEqual([false, true, false, true, false]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Renewal' }).checked).toBe(true);
  });

  it('saves a removed child and a new emirate through the edit call, then opens the proposal', async () => {
    const { bridge } = setup();
    await screen.findByRole('heading', { name: 'Edit health proposal HPR-1001' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove kid 2' }));
    fireEvent.change(screen.getAllByRole('combobox', { name: /^City/ })[0]!, { target: { value: 'Sharjah' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.endpoint === 'healthProposals.update')).toBe(true));
    const sent = bridge.requests.find((r) => r.endpoint === 'healthProposals.update')!.input as { params: { id: string }; body: Record<string, unknown> };
    expect(sent.params).toEqual({ id: 'hp1' });
    expect(sent.body).toMatchObject({ city: 'Sharjah', fullName: 'Omar Haddad', policyStartDate: '2026-12-01', kidsDetails: [{ fullName: 'Adam Haddad', dateOfBirth: '2015-02-20' }] });
    expect(sent.body).not.toHaveProperty('source');
    expect(await screen.findByText('Navigated to /health-insurance/proposals/hp1')).toBeTruthy();
  });

  it('keeps the form as typed with the server’s message when the edit is refused', async () => {
    setup(() => failed(409, 'Proposal HPR-1001 already has a paid quote; its quotes can no longer change.'));
    await screen.findByRole('heading', { name: 'Edit health proposal HPR-1001' });
    fireEvent.change(box(/^Kid 1 full name/), { target: { value: 'Adam Omar Haddad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(/already has a paid quote/)).length).toBeGreaterThan(0);
    expect(value(box(/^Kid 1 full name/))).toBe('Adam Omar Haddad');
  });
});
