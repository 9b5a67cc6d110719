import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How the marketplace proves its calls to the sponsor links (see `sponsors.contract.ts`): an
 * HMAC-SHA256 over the time, the method, the path and the raw body, keyed with the shared
 * `BROKERDESK_SPONSOR_KEY`, like the payment providers' signed callbacks. The time and path are
 * signed so a captured call cannot be sent again later or to another claim.
 */
export const SPONSOR_SIGNATURE_HEADER = 'x-brokerdesk-signature';
export const SPONSOR_TIMESTAMP_HEADER = 'x-brokerdesk-timestamp';
/** How far a call's time may be from the server's clock, either way. */
export const SPONSOR_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

export interface SignedCall {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  rawBody: string;
  /** Unix time in seconds, as text. */
  timestamp: string;
}

/** The hex signature of a call; the marketplace computes the same. */
export function signSponsorCall(key: string, call: SignedCall): string {
  return createHmac('sha256', key).update(`${call.timestamp}\n${call.method.toUpperCase()}\n${call.path}\n${call.rawBody}`, 'utf8').digest('hex');
}

/** The headers of a signed call at `nowMs`, as the marketplace (and the tests) send them. */
export function sponsorCallHeaders(key: string, call: Omit<SignedCall, 'timestamp'>, nowMs = Date.now()): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return { [SPONSOR_TIMESTAMP_HEADER]: timestamp, [SPONSOR_SIGNATURE_HEADER]: signSponsorCall(key, { ...call, timestamp }) };
}

/** Whether a call's signature is right and its time within the tolerance; constant-time on the signature. */
export function hasValidSponsorSignature(key: string, call: Omit<SignedCall, 'timestamp'>, headers: { timestamp: unknown; signature: unknown }, nowMs: number): boolean {
  const { timestamp, signature } = headers;
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  if (Math.abs(Number(timestamp) * 1000 - nowMs) > SPONSOR_SIGNATURE_TOLERANCE_MS) return false;
  return timingSafeEqual(Buffer.from(signSponsorCall(key, { ...call, timestamp }), 'hex'), Buffer.from(signature, 'hex'));
}
