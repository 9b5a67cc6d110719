import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { CallInput, CallResult } from '../../shared/client/index.js';
import { MESSAGES } from '../../shared/contract/constants.js';
import type { EndpointInput, EndpointKey, EndpointOf } from '../../shared/contract/index.js';
import type { HostBridge } from '../../shared/host/bridge.js';

/** What every RTK Query endpoint asks the base query: a contract endpoint and its input. */
export interface HostCall {
  endpoint: EndpointKey;
  input: CallInput;
}

/** A failed call as screens read it: the message already follows spec 000 §8. */
export interface HostCallError {
  /** HTTP status, or 0 when the server was not reached. */
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
}

export interface ThunkExtra {
  host: HostBridge;
}

/**
 * Builds a typed `HostCall`: the input must match the contract entry of `endpoint`.
 *
 * @example query: (id) => hostCall('customers.get', { params: { id } })
 */
export function hostCall<K extends EndpointKey>(endpoint: K, input: EndpointInput<EndpointOf<K>>): HostCall {
  return { endpoint, input: input };
}

/**
 * Why a call failed, from an RTK Query outcome (a mutation's or a lazy query's result); `null`
 * when it succeeded. The one way screens read a failure: its message and its field errors.
 */
export function callError(outcome: { error?: unknown }): HostCallError | null {
  return outcome.error ? (outcome.error as HostCallError) : null;
}

/** Turns whatever reached us into a `HostCallError` with a message a user can read. */
export function toHostCallError(result: CallResult<unknown> | undefined): HostCallError {
  if (result && !result.ok) {
    const { status, message, fieldErrors } = result.error;
    const error: HostCallError = { status, message: message?.trim() ? message : MESSAGES.unexpected };
    if (fieldErrors && Object.keys(fieldErrors).length > 0) error.fieldErrors = fieldErrors;
    return error;
  }
  return { status: 0, message: MESSAGES.unexpected };
}

/**
 * The one base query: asks the host to call a contract endpoint. Never throws; answers
 * `{ data }` or `{ error: { status, message, fieldErrors } }`.
 */
export const hostBaseQuery: BaseQueryFn<HostCall, unknown, HostCallError> = async (args, api) => {
  const { host } = api.extra as ThunkExtra;
  try {
    const call = host.call.bind(host) as (key: EndpointKey, input: CallInput) => Promise<CallResult<unknown>>;
    const result = await call(args.endpoint, args.input);
    if (result && result.ok) return { data: result.data };
    return { error: toHostCallError(result) };
  } catch (error) {
    console.error(`Host call ${args.endpoint} threw`, error);
    return { error: { status: 0, message: MESSAGES.unexpected } };
  }
};
