import { randomBytes } from 'node:crypto';

/**
 * A record id: 8 hex digits of the Unix seconds then 16 random hex digits (24 in all), so ids
 * sort by creation like the seed system's ids do.
 *
 * @example newId() // '66a1f0c2' + '9f3b1c0d2e4a5b6c'
 */
export function newId(at: Date = new Date()): string {
  const seconds = Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0');
  return seconds + randomBytes(8).toString('hex');
}
