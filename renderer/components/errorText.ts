import { MESSAGES } from '../../shared/contract/constants.js';
import type { HostCallError } from '../app/baseQuery.js';

/** The message of a failed query or mutation, never `undefined`. @example errorText(result.error) */
export function errorText(error: unknown): string {
  const message = (error as Partial<HostCallError> | undefined)?.message;
  return typeof message === 'string' && message.trim() ? message : MESSAGES.unexpected;
}

/** The HTTP status of a failed query, or 0. */
export function errorStatus(error: unknown): number {
  const status = (error as Partial<HostCallError> | undefined)?.status;
  return typeof status === 'number' ? status : 0;
}
