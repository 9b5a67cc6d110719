import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MESSAGES, type ErrorResponse } from '../../shared/contract/index.js';
import { describeIssues, type InputPart } from '../../shared/contract/validation.js';
import { HttpError } from '../http/httpError.js';
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
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status === 413) return reply.status(413).send({ success: false, message: 'The request is too large.' } satisfies ErrorResponse);
    if (status < 500) return reply.status(status).send({ success: false, message: error.message } satisfies ErrorResponse);
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ success: false, message: MESSAGES.unexpected } satisfies ErrorResponse);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.rendererFallback && isRendererRoute(request)) return sendRendererIndex(reply);
    const body: ErrorResponse = { success: false, message: `No API route ${request.method} ${request.url.split('?')[0]}` };
    return reply.status(404).send(body);
  });
}
