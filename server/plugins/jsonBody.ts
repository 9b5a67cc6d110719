import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/httpError.js';

/**
 * The key that made fastify's JSON parser refuse a body that is otherwise valid JSON: an own
 * `__proto__`, or a `constructor` holding a `prototype` (both could poison object prototypes
 * once merged). Walked without recursion, so a deeply nested body cannot overflow the stack.
 */
export function poisonedKey(value: unknown): string | undefined {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    if (Object.hasOwn(current, '__proto__')) return '__proto__';
    const ctor: unknown = Object.hasOwn(current, 'constructor') ? (current as { constructor: unknown }).constructor : undefined;
    if (ctor !== null && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return 'constructor.prototype';
    // One by one: spreading a long array into push() would overflow the call's arguments.
    for (const child of Object.values(current as Record<string, unknown>)) pending.push(child);
  }
  return undefined;
}

/** Valid JSON refused by the framework's parser was refused for a poisoned key; anything else is not JSON. */
function refusedKey(text: string): string | undefined {
  try {
    return poisonedKey(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * JSON bodies are still parsed by fastify's own parser (secure-json-parse, refusing `__proto__`
 * and `constructor.prototype`); this only says which of the two refusals it was, since both
 * come out of it as the same "not valid JSON" error. An empty body is no body, as if none had
 * been sent (fastify's parser refuses it): each route decides what that means (`registerArea`
 * reads it as `{}` where the body is an object).
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).length === 0) {
      done(null, undefined);
      return;
    }
    void parse(request, body as string, (error, value) => {
      const key = error ? refusedKey(body as string) : undefined;
      if (key) done(badRequest(`The request body may not contain the key ${key}.`), undefined);
      else done(error, value);
    });
  });
}
