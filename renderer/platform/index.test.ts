// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { followHostNavigation } from './index.js';

function fakeHost() {
  const listeners = new Set<(route: string) => void>();
  return {
    onNavigate(listener: (route: string) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    send: (route: unknown) => {
      for (const listener of listeners) listener(route as string);
    },
    listeners,
  };
}

describe('followHostNavigation', () => {
  it('moves the hash router to the route the host sends (a deep link)', () => {
    const host = fakeHost();
    const location = { hash: '#/dashboard' };
    followHostNavigation(host, location);
    host.send('#/proposals/p-17');
    expect(location.hash).toBe('/proposals/p-17');
  });

  it.each(['#/proposals/a/b', 'https://evil.example/', '#/proposals/<script>', '/proposals/x', '#//evil.example/x', 42])('ignores %j', (route) => {
    const host = fakeHost();
    const location = { hash: '#/dashboard' };
    followHostNavigation(host, location);
    host.send(route);
    expect(location.hash).toBe('#/dashboard');
  });

  it('stops following when unsubscribed', () => {
    const host = fakeHost();
    const off = followHostNavigation(host, { hash: '' });
    off();
    expect(host.listeners.size).toBe(0);
  });
});
