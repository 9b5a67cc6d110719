import type { z } from 'zod';
import type { Permission } from '../access/modules.js';
import type { EditMode } from './edit.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of the API, as the server registers it, the host sends it and the tests walk it.
 * `path` is spelled exactly as the specification spells it, with `{name}` parameters.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  summary: string;
  permission: Permission;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 body. For `download` endpoints this describes nothing: the body is a file. */
  response: z.ZodType;
  /** The body is a file to save (CSV export, PDF), not JSON. */
  download?: { mimeType: string };
  /** The body is multipart form data (uploads); `body` then describes its text fields. */
  multipart?: boolean;
  /** Default page size of a list endpoint. */
  pageSize?: number;
  /** Only the host may call it (sign-in and sign-out keep the token out of the renderer). */
  hostOnly?: boolean;
  /** It edits a stored record: what its body may leave out, and what that means (see `EditMode`). */
  edit?: EditMode;
  /** Calling it is not the user's activity: the session's idle clock keeps running. */
  notActivity?: boolean;
}

/** Declares an endpoint, keeping its literal types for the consumers. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type Part<E, K extends 'params' | 'query' | 'body', Optional extends boolean> = E extends {
  [P in K]: infer S extends z.ZodType;
}
  ? Optional extends true
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : { [P in K]?: never };

/** What a caller passes: path params are required, query and body as their schemas allow. */
// Distributed over the endpoint first: for a union of endpoints the input is the union of each one's
// input, not the cross product of every params, query and body (which outgrows the compiler).
export type EndpointInput<E> = E extends unknown
  ? Part<E, 'params', false> & Part<E, 'query', true> & Part<E, 'body', undefined extends BodyInput<E> ? true : false>
  : never;
type BodyInput<E> = E extends { body: infer S extends z.ZodType } ? z.input<S> : undefined;

export type EndpointOutput<E> = E extends { response: infer S extends z.ZodType } ? z.output<S> : never;

/** `/api/admin/customers/{id}` with `{ id: 'c1' }` → `/api/admin/customers/c1`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(value);
  });
}

/** The spec's `{id}` becomes Fastify's `:id`; paths the spec writes without a leading slash get one. */
export function toRoutePattern(path: string): string {
  const absolute = path.startsWith('/') ? path : `/${path}`;
  return absolute.replace(/\{(\w+)\}/g, ':$1');
}
