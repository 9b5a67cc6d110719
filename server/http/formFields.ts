import type { z } from 'zod';
import { describeIssues } from '../../shared/contract/validation.js';
import { badRequest } from './httpError.js';

/**
 * A multipart form's text fields read by their schema, or a 400 naming the field: the registry
 * validates JSON bodies on its own, but a form's fields arrive with its files, after the route.
 *
 * @example const { companyId } = formFields(ImportTpaFieldsSchema, fields);
 */
export function formFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const { message, fieldErrors } = describeIssues(parsed.error.issues, 'body');
  throw badRequest(message, fieldErrors);
}
