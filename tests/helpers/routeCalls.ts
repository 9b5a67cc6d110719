import { expect } from 'vitest';
import type { TestServer } from './buildTestServer.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a refused call answers: its status, the server's message and the fields it names. */
export interface Refusal {
  status: number;
  message: string;
  fieldErrors: Record<string, string> | undefined;
}

/**
 * The calls of a route test, signed in as `token()` unless another token is given: `send` answers
 * the response; `ok` expects a 200 and answers its body; `refusal` answers what a refused call
 * says. The server and token are read at each call, as a test file sets them in `beforeAll`.
 *
 * @example const { send, ok, refusal } = routeCalls(() => server, () => admin);
 */
export function routeCalls(server: () => TestServer, token: () => string) {
  const send = (method: Method, url: string, payload?: object, as = token()) => server().injectAs(as, { method, url, ...(payload && { payload }) });
  return {
    send,
    async ok(method: Method, url: string, payload?: object): Promise<unknown> {
      const response = await send(method, url, payload);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<unknown>();
    },
    async refusal(method: Method, url: string, payload?: object, as?: string): Promise<Refusal> {
      const response = await send(method, url, payload, as);
      const body = response.json<{ message: string; fieldErrors?: Record<string, string> }>();
      return { status: response.statusCode, message: body.message, fieldErrors: body.fieldErrors };
    },
  };
}
