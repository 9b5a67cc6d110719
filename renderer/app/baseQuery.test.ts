import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/contract/constants.js';
import type { HostBridge } from '../../shared/host/bridge.js';
import { fakeBridge, failed, ok } from '../../tests/helpers/fakeBridge.js';
import { hostBaseQuery, hostCall } from './baseQuery.js';

function run(host: HostBridge) {
  const api = { extra: { host } } as unknown as Parameters<typeof hostBaseQuery>[1];
  return hostBaseQuery(hostCall('customers.get', { params: { id: 'c1' } }), api, {});
}

describe('hostBaseQuery', () => {
  it('answers the data of a successful call', async () => {
    const host = fakeBridge({ calls: { 'customers.get': () => ok({ success: true, data: { _id: 'c1' } }) } });
    expect(await run(host)).toEqual({ data: { success: true, data: { _id: 'c1' } } });
    expect(host.requests).toEqual([{ endpoint: 'customers.get', input: { params: { id: 'c1' } }, kind: 'call' }]);
  });

  it("passes the host's message, status and field errors on", async () => {
    const host = fakeBridge({
      calls: { 'customers.get': () => failed(400, 'email: Must be a valid email', { email: 'Must be a valid email' }) },
    });
    expect(await run(host)).toEqual({
      error: { status: 400, message: 'email: Must be a valid email', fieldErrors: { email: 'Must be a valid email' } },
    });
  });

  it('falls back to the generic message when the failure has none', async () => {
    const host = fakeBridge({ calls: { 'customers.get': () => failed(500, '  ') } });
    expect(await run(host)).toEqual({ error: { status: 500, message: MESSAGES.unexpected } });
  });

  it('never throws when the host does', async () => {
    const host = fakeBridge({
      calls: {
        'customers.get': () => {
          throw new Error('IPC channel closed');
        },
      },
    });
    const original = console.error;
    console.error = () => {};
    try {
      expect(await run(host)).toEqual({ error: { status: 0, message: MESSAGES.unexpected } });
    } finally {
      console.error = original;
    }
  });
});
