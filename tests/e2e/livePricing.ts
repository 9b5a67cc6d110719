import type { Page } from '@playwright/test';
import { expect } from './fixtures.js';

type Seen = { kind: 'sent' | 'received' | 'answer'; text: string };

/**
 * Records a page's socket frames and the answers of the pricing call at `callPath`, in the order
 * the browser saw them, so a test can check the page joined the request's room before calling.
 */
export function recordPricing(page: Page, callPath: string) {
  const seen: Seen[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => seen.push({ kind: 'sent', text: String(payload) }));
    socket.on('framereceived', ({ payload }) => seen.push({ kind: 'received', text: String(payload) }));
  });
  page.on('response', (response) => {
    if (response.url().includes(callPath)) seen.push({ kind: 'answer', text: response.url() });
  });
  return {
    /** The request's room (its reqId), after checking the page joined it before sending the call. */
    joinedRoom(): string {
      const reqId = new URL(seen.find((entry) => entry.kind === 'answer')!.text).searchParams.get('reqId')!;
      expect(reqId).toMatch(/^quotes:[0-9a-f-]{36}$/);
      const joinedAt = seen.findIndex((entry) => entry.kind === 'sent' && entry.text.includes(`"join","${reqId}"`));
      expect(joinedAt).toBeGreaterThanOrEqual(0);
      expect(joinedAt).toBeLessThan(seen.findIndex((entry) => entry.kind === 'answer'));
      return reqId;
    },
    /**
     * The socket events named `event` the page received. Whether the first came before the call's
     * answer is not asserted here: the socket and the HTTP answer travel on separate connections,
     * so the browser may see them in either order. The server's order is the routes tests' job.
     */
    received(event: string): Seen[] {
      return seen.filter((entry) => entry.kind === 'received' && entry.text.includes(`"${event}"`));
    },
    /** Whether a received frame contains `text`. */
    receivedText(text: string): boolean {
      return seen.some((entry) => entry.kind === 'received' && entry.text.includes(text));
    },
  };
}
