import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { hasPermission, permissionRefusal } from '../../shared/access/index.js';
import { MESSAGES, toRoutePattern, type EndpointDef, type EndpointOutput } from '../../shared/contract/index.js';
import { tokenFromHeaders, type AuthContext } from './auth.js';
import { forbidden, unauthorized } from './httpError.js';

type Parsed<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a handler receives: its validated input, the caller, and the raw request for uploads. */
export interface HandlerContext<E extends EndpointDef> {
  params: Parsed<E, 'params'>;
  query: Parsed<E, 'query'>;
  body: E extends { multipart: true } ? undefined : Parsed<E, 'body'>;
  /** Never null on an endpoint that needs a signed-in caller. */
  auth: E['permission'] extends 'public' ? AuthContext | null : AuthContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A file answer of a `download` endpoint. */
export interface DownloadFile {
  fileName: string;
  content: string | Buffer | Readable;
  headers?: Record<string, string>;
}

type HandlerResult<E extends EndpointDef> = E extends { download: object } ? DownloadFile : EndpointOutput<E>;
export type Handler<E extends EndpointDef> = (context: HandlerContext<E>) => HandlerResult<E> | Promise<HandlerResult<E>>;

/** One handler per endpoint of an area: leaving one out is a type error. */
export type AreaHandlers<A extends Record<string, EndpointDef>> = { [K in keyof A]: Handler<A[K]> };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Whether a request without a body (none sent, an empty JSON body, JSON `null`) is validated as
 * `{}`: yes where an empty object is of the body's type (its refusals, if any, are all of fields).
 * So a list or dashboard sent without a body (page, size and search are in the query) is not
 * filtered, and an endpoint with required fields answers 400 naming them. A body that was sent
 * (`[]`, `"x"`) is validated as it is.
 */
function readsAbsentBodyAsEmpty(schema: z.ZodType): boolean {
  const empty = schema.safeParse({});
  return empty.success || empty.error.issues.every((issue) => issue.path.length > 0);
}

/**
 * Registers every endpoint of a contract area with its schemas, its access check and its
 * handler. Authentication and the permission check run on `onRequest`, before the body is read
 * or validated, so a caller without access learns nothing about the input rules and uploads
 * from strangers are never parsed.
 *
 * @example registerArea(app, customersContract, customersHandlers);
 */
export function registerArea<A extends Record<string, EndpointDef>>(app: FastifyInstance, area: A, handlers: AreaHandlers<NoInfer<A>>): void {
  for (const [name, def] of Object.entries(area)) {
    const handler = handlers[name as keyof A] as Handler<EndpointDef>;
    const emptyWhenAbsent = def.body !== undefined && !def.multipart && readsAbsentBodyAsEmpty(def.body);
    app.route({
      method: def.method,
      url: toRoutePattern(def.path),
      schema: {
        ...(def.params && { params: def.params }),
        ...(def.query && { querystring: def.query }),
        ...(def.body && !def.multipart && { body: def.body }),
        ...(!def.download && { response: { 200: def.response } }),
      },
      onRequest: async (request) => {
        request.auth = null;
        if (def.permission === 'public') return;
        const token = tokenFromHeaders(request.headers);
        if (!token) throw unauthorized(MESSAGES.unauthorized);
        const auth = await app.sessions.authenticate(token, { touch: !def.notActivity });
        request.auth = auth;
        // Names the grant that is missing, in the permission grid's words (the screens show it as it is).
        if (!hasPermission(auth.user, def.permission)) throw forbidden(permissionRefusal(def.permission));
      },
      // Before the body is validated: fastify leaves an absent body undefined (and validates it as null), as our JSON parser does an empty one.
      ...(emptyWhenAbsent && {
        preValidation: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
          if (request.body === null || request.body === undefined) request.body = {};
          done();
        },
      }),
      handler: async (request, reply) => {
        // The route's validators have already parsed these parts with the endpoint's schemas.
        const context = {
          params: request.params, query: request.query, body: def.multipart ? undefined : request.body,
          auth: request.auth, request, reply,
        } as HandlerContext<EndpointDef>;
        const result = await handler(context);
        if (!def.download) return result;
        const file = result as DownloadFile;
        reply
          .header('Content-Type', def.download.mimeType)
          .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
          .headers(file.headers ?? {});
        return reply.send(file.content);
      },
    });
  }
}
