// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallbackItemSchema } from '../../../shared/contract/callbacks/callbacks.schema.js';
import { todayInDubai } from '../../../shared/domain/dubaiDay.js';
import { dayRange } from '../../components/list/dayRange.js';
import { fakeBridge, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import CallbackList from './CallbackList.js';

const healthAgent = testUser({ moduleAccessId: { healthQuote: { read: true } } });
const bothLines = testUser({ moduleAccessId: { healthQuote: { read: true }, proposal: { read: true } } });

const health = CallbackItemSchema.parse({
  _id: 'p1:quoted', proposalId: 'p1', proposalNo: 'PRO-4001', line: 'health', customerName: 'Huda Al Mansoori', mobileNumber: '501234567',
  agentId: 'a1', agentName: 'Omar Agent', callbackAt: '2026-11-29T08:30:00.000Z', kind: 'quoted', done: false,
});
const motor = CallbackItemSchema.parse({ ...health, _id: 'p2:callback', proposalId: 'p2', proposalNo: 'PRO-4002', line: 'motor', kind: 'callback', done: true });

function setup(user = bothLines) {
  const bridge = fakeBridge({ calls: { 'callbacks.list': () => ok(listPage([health, motor])) } });
  return renderWithProviders(<CallbackList />, { bridge, user, route: '/health-insurance/callbacks', path: '/health-insurance/callbacks' });
}

const lastInput = (bridge: ReturnType<typeof fakeBridge>) =>
  bridge.requests.filter((r) => r.endpoint === 'callbacks.list').at(-1)?.input as { query: Record<string, unknown>; body: Record<string, unknown> };

describe('CallbackList', () => {
  it("asks for today's scheduled health call-backs, ten a page, and shows each with its customer, agent, time, kind and status", async () => {
    const { bridge } = setup();
    const row = (await screen.findByText('PRO-4001')).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Huda Al Mansoori')).toBeTruthy();
    expect(within(row).getByText('+971 50 123 4567')).toBeTruthy();
    expect(within(row).getByText('Omar Agent')).toBeTruthy();
    expect(within(row).getByText('Quoted call-back')).toBeTruthy();
    expect(within(row).getByText('Callback Scheduled')).toBeTruthy();
    const other = screen.getByText('PRO-4002').closest('[role="row"]') as HTMLElement;
    expect(within(other).getByText('Callback Done')).toBeTruthy();
    const today = todayInDubai();
    expect(lastInput(bridge)).toEqual({ query: { page: 1, size: 10 }, body: { status: 'Callback Scheduled', leadType: 'Health', ...dayRange(today, today) } });
  });

  it('sends the status, source and lead type chosen', async () => {
    const { bridge } = setup();
    await screen.findByText('PRO-4001');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'All' } });
    await waitFor(() => expect(lastInput(bridge).body).toMatchObject({ status: 'All' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Source' }), { target: { value: 'Tasheel' } });
    await waitFor(() => expect(lastInput(bridge).body).toMatchObject({ status: 'All', source: 'Tasheel' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Lead type' }), { target: { value: 'Motor' } });
    await waitFor(() => expect(lastInput(bridge).body).toMatchObject({ status: 'All', source: 'Tasheel', leadType: 'Motor' }));
  });

  it('offers motor call-backs only to those who may read motor proposals', async () => {
    setup(healthAgent);
    await screen.findByText('PRO-4001');
    const types = within(screen.getByRole('combobox', { name: 'Lead type' })).getAllByRole('option').map((option) => option.textContent);
    expect(types).toEqual(['Health']);
  });

  it("opens a health proposal's screen or a motor proposal's, by the call-back's line", async () => {
    setup();
    fireEvent.click((await screen.findByText('PRO-4001')).closest('[role="row"]') as HTMLElement);
    expect(await screen.findByText('Navigated to /health-insurance/proposals/p1')).toBeTruthy();
  });

  it('opens a motor proposal on the motor screen', async () => {
    setup();
    fireEvent.click((await screen.findByText('PRO-4002')).closest('[role="row"]') as HTMLElement);
    expect(await screen.findByText('Navigated to /proposals/p2')).toBeTruthy();
  });
});
