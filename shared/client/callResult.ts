/** How every host call answers: never a thrown error across a process or network boundary. */
export type CallError = {
  /** HTTP status, or 0 when the server was not reached. */
  status: number;
  code:
    | 'http' | 'network' | 'timeout' | 'invalid-input' | 'unknown-endpoint' | 'host-only' | 'cancelled' | 'invalid-response'
    /** Desktop host refusals: an IPC message from a frame that is not the app's, or a failure inside main. */
    | 'forbidden-sender' | 'internal';
  message: string;
  fieldErrors?: Record<string, string>;
};
export type CallResult<T> = { ok: true; data: T } | { ok: false; error: CallError };

export function fail(code: CallError['code'], message: string, status = 0, fieldErrors?: Record<string, string>): { ok: false; error: CallError } {
  return { ok: false, error: fieldErrors ? { status, code, message, fieldErrors } : { status, code, message } };
}

/**
 * Whether the same request sent again may succeed: the server was not reached or timed out, was
 * busy (408, 429) or failed on its side (5xx). A refusal of the request itself (any other 4xx,
 * such as a file too large or of the wrong type) comes back the same, so no Retry is offered.
 */
export function worthRetrying(error: CallError): boolean {
  return error.code === 'network' || error.code === 'timeout' || error.status === 408 || error.status === 429 || error.status >= 500;
}
