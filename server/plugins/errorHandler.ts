import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MESSAGES, type ErrorResponse } from '../../shared/contract/index.js';
import { describeIssues, type InputPart } from '../../shared/contract/validation.js';
import { BROKEN_UPLOAD_MESSAGE, clientErrorMessage, isBrokenMultipart } from '../http/clientErrors.js';
import { isDatabaseUnavailable } from '../db/errors.js';
import { HttpError } from '../http/httpError.js';
import { EARLY_ANSWER_HEADERS } from './securityHeaders.js';
import { isRendererRoute, sendRendererIndex } from './staticSite.js';

const PARTS: Record<string, InputPart> = { params: 'params', querystring: 'query', body: 'body' };

/** fastify-type-provider-zod keeps each issue's path as a JSON pointer; turn it back into a path. */
function validationFailure(error: FastifyError & { validation: Array<{ instancePath: string; message?: string }> }): ErrorResponse {
  const part = PARTS[error.validationContext ?? 'body'] ?? 'body';
  const issues: z.core.$ZodIssue[] = error.validation.map((entry) => ({
    code: 'custom',
    path: entry.instancePath.split('/').filter(Boolean),
    message: entry.message ?? 'is not valid',
  }));
  const { message, fieldErrors } = describeIssues(issues, part);
  return { success: false, message, fieldErrors };
}

/** Every refused request is logged: who (the account, if any), what and when (pino's time); never the token. */
function logRefusal(request: FastifyRequest, status: number): void {
  request.log.warn(
    { event: 'refused', accountId: request.auth?.accountId ?? null, method: request.method, url: request.url.split('?')[0], status },
    'request refused',
  );
}

/**
 * One error answer for the whole API: `{ success: false, message, fieldErrors? }`. Messages of
 * 4xx errors are for the user; a 5xx is logged and answered with a generic text, never a stack.
 */
export function installErrorHandling(app: FastifyInstance, options: { rendererFallback: boolean }): void {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(validationFailure(error));
    if (error instanceof HttpError) {
      if (error.statusCode === 401 || error.statusCode === 403) logRefusal(request, error.statusCode);
      if (error.headers) reply.headers(error.headers);
      const body: ErrorResponse = { success: false, message: error.message, ...(error.fieldErrors && { fieldErrors: error.fieldErrors }) };
      return reply.status(error.statusCode).send(body);
    }
    if (isBrokenMultipart(error)) return reply.status(400).send({ success: false, message: BROKEN_UPLOAD_MESSAGE } satisfies ErrorResponse);
    if (isDatabaseUnavailable(error)) {
      // Not the request's fault: the pool reconnects on its own, so the same request can be sent again.
      request.log.error({ err: error }, 'the database is unavailable');
      return reply.status(503).header('retry-after', '5').send({ success: false, message: MESSAGES.databaseUnavailable } satisfies ErrorResponse);
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) {
      // A refusal of the framework (it has a code) gets a message for a person; one of ours keeps its own.
      const message = error.code ? clientErrorMessage(error, status) : error.message;
      return reply.status(status).send({ success: false, message } satisfies ErrorResponse);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ success: false, message: MESSAGES.unexpected } satisfies ErrorResponse);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.rendererFallback && isRendererRoute(request)) return sendRendererIndex(reply);
    const body: ErrorResponse = { success: false, message: `No API route ${request.method} ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
}

/**
 * The router's refusals (an invalid `%` escape, an id over `maxParamLength`) come before any
 * route, hook or error handler (fastify's `frameworkErrors`): answered here in the API's shape.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  if (status === 500) request.log.error({ err: error }, 'router failed');
  const message = status === 500 ? MESSAGES.unexpected : clientErrorMessage(error, status);
  void reply.status(status).headers(EARLY_ANSWER_HEADERS).send({ success: false, message } satisfies ErrorResponse);
}

/** Node's HTTP parser refusals, by its error code (fastify's `clientErrorHandler`). */
function malformedRequest(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'The request took too long to arrive.' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'The request headers are too large.' };
  return { status: 400, message: 'The request is not valid HTTP.' };
}

/**
 * A request Node cannot parse never reaches fastify: the answer is written to the socket by
 * hand, in the API's shape, and the connection closed (as fastify's own handler does).
 */
export function answerMalformedRequest(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = malformedRequest(error.code);
  const body = JSON.stringify({ success: false, message } satisfies ErrorResponse);
  const headers = { ...EARLY_ANSWER_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  socket.destroy(error);
}
