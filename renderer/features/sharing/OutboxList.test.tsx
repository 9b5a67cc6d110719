// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EndpointKey } from '../../../shared/contract/index.js';
import { listPage } from '../../../tests/fixtures/renderer/list/listPage.fixture.js';
import { fakeBridge, failed, ok, type CallHandler } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders, testUser } from '../../../tests/helpers/renderWithProviders.js';
import { outboxMessageFixture } from '../../../tests/fixtures/renderer/sharing/outbox.fixture.js';
import OutboxList from './OutboxList.js';

const reader = testUser({ moduleAccessId: { proposal: { read: true } } });
const sms = outboxMessageFixture({
  _id: 'm2',
  channel: 'sms',
  recipient: '+971559876543',
  subject: null,
  body: '\nOrient Insurance quote QUO-1001: AED 2,205.00, valid until 03/04/2025.\nReply STOP to opt out.',
  status: 'failed',
  error: 'Gateway refused: number not reachable',
  transport: 'smpp',
  attachment: null,
  sentBy: null,
});

function setup(route = '/outbox', calls: Partial<Record<EndpointKey, CallHandler>> = {}) {
  const bridge = fakeBridge({
    calls: {
      'sharing.outbox': () => ok(listPage([outboxMessageFixture(), sms], { size: 20 })),
      'sharing.outboxMessage': (input) => ok({ success: true, data: (input.params as { id: string }).id === 'm2' ? sms : outboxMessageFixture() }),
      ...calls,
    },
  });
  return renderWithProviders(<OutboxList />, { bridge, user: reader, route, path: '/outbox' });
}

const listCalls = (bridge: ReturnType<typeof fakeBridge>) => bridge.requests.filter((r) => r.endpoint === 'sharing.outbox');

describe('OutboxList', () => {
  it('lists what was sent: time, channel, recipient, subject or first line, status in words and sender', async () => {
    const { bridge } = setup();
    const email = (await screen.findByText('Your Orient Insurance quote QUO-1001')).closest('[role="row"]') as HTMLElement;
    for (const text of ['04/03/2025 12:00', 'E-mail', 'omar@example.ae', 'Recorded (sandbox)', 'Sara Staff']) expect(within(email).getByText(text)).toBeTruthy();
    const text = (screen.getByText('+971 55 987 6543').closest('[role="row"]') as HTMLElement);
    for (const value of ['SMS', 'Orient Insurance quote QUO-1001: AED 2,205.00, valid until 03/04/2025.', 'Failed', '-']) expect(within(text).getByText(value)).toBeTruthy();
    expect(listCalls(bridge)[0]?.input).toEqual({ query: { page: 1, size: 20, channel: 'all' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object/);
  });

  it('filters by channel through the URL, and reads the channel from it', async () => {
    const { bridge, router } = setup();
    await screen.findByText('Your Orient Insurance quote QUO-1001');
    fireEvent.change(screen.getByRole('combobox', { name: 'Channel' }), { target: { value: 'sms' } });
    await waitFor(() => expect(listCalls(bridge).at(-1)?.input).toEqual({ query: { page: 1, size: 20, channel: 'sms' } }));
    expect(router.state.location.search).toBe('?channel=sms');
  });

  it('starts from the channel and search in the URL', async () => {
    const { bridge } = setup('/outbox?channel=email&q=omar');
    await screen.findByText('Your Orient Insurance quote QUO-1001');
    expect(listCalls(bridge)[0]?.input).toEqual({ query: { page: 1, size: 20, search: 'omar', channel: 'email' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Channel' }).value).toBe('email');
  });

  it('opens a message beside the list: body with its line breaks, status, transport, and downloads the attachment', async () => {
    const { bridge, router } = setup();
    fireEvent.click(await screen.findByText('Your Orient Insurance quote QUO-1001'));
    const panel = await screen.findByRole('heading', { level: 2, name: 'Your Orient Insurance quote QUO-1001' });
    expect(router.state.location.search).toBe('?message=m1');
    expect(bridge.requests.find((r) => r.endpoint === 'sharing.outboxMessage')?.input).toEqual({ params: { id: 'm1' } });
    const drawer = panel.closest('[aria-label="Sent message"]') as HTMLElement;
    const body = within(drawer).getByLabelText('Message body');
    expect(body.textContent).toBe('Dear Omar Haddad,\n\nYour quote from Orient Insurance is attached.\nTotal: AED 2,205.00\n\nBrokerDesk');
    for (const text of ['sandbox', 'Recorded (sandbox)', 'QUO-1001.pdf', '20.0 KB', 'Sara Staff']) expect(within(drawer).getByText(text)).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(bridge.requests.some((r) => r.kind === 'download')).toBe(true));
    expect(bridge.requests.find((r) => r.kind === 'download')).toMatchObject({ endpoint: 'sharing.outboxAttachment', input: { params: { id: 'm1' } } });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("shows a failed message's error, and a message opened from its link", async () => {
    setup('/outbox?message=m2');
    expect(await screen.findByRole('heading', { level: 2, name: 'SMS to +971 55 987 6543' })).toBeTruthy();
    expect(screen.getByText('Not delivered')).toBeTruthy();
    expect(screen.getByText('Gateway refused: number not reachable')).toBeTruthy();
    expect(screen.getByText('None')).toBeTruthy();
  });

  it('says a message no longer exists instead of spinning', async () => {
    setup('/outbox?message=gone', { 'sharing.outboxMessage': () => failed(404, 'Message not found') });
    expect(await screen.findByRole('heading', { level: 2, name: 'Message not found' })).toBeTruthy();
    expect(screen.getByText('This message no longer exists.')).toBeTruthy();
  });
});
