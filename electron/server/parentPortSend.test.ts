// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { installParentPortSend } from './parentPortSend.js';

describe('installParentPortSend', () => {
  it('routes process.send through parentPort in a utility process', () => {
    const postMessage = vi.fn<(message: unknown) => void>();
    const proc: { send?: unknown; parentPort: { postMessage: typeof postMessage } } = { parentPort: { postMessage } };
    installParentPortSend(proc);
    (proc.send as (message: unknown) => boolean)({ type: 'listening', url: 'http://127.0.0.1:5000' });
    expect(postMessage).toHaveBeenCalledWith({ type: 'listening', url: 'http://127.0.0.1:5000' });
  });

  it('leaves a forked child (which has process.send) and a plain process alone', () => {
    const send = vi.fn();
    const forked = { send, parentPort: { postMessage: vi.fn() } };
    installParentPortSend(forked);
    expect(forked.send).toBe(send);
    const plain: { send?: unknown } = {};
    installParentPortSend(plain);
    expect(plain.send).toBeUndefined();
  });
});
