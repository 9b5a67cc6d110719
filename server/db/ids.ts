import { randomBytes, randomInt } from 'node:crypto';

/** Random per process, so two server instances writing in the same second never make the same id. */
const PROCESS = randomBytes(5).toString('hex');
const COUNTER_LIMIT = 0x1000000;
/** Starts anywhere, so a restart within the same second does not repeat the previous run's ids. */
let counter = randomInt(COUNTER_LIMIT);

/**
 * A record id: 8 hex digits of the Unix seconds, 10 random to this process, then a 6-digit
 * counter (24 in all), so ids sort by creation like the seed system's ids do, and records written
 * in the same second by one server (the files of one upload) keep the order they were made in.
 *
 * @example newId() // '66a1f0c2' + '9f3b1c0d2e' + '4a5b6c'
 */
export function newId(at: Date = new Date()): string {
  const seconds = Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0');
  counter = (counter + 1) % COUNTER_LIMIT;
  return seconds + PROCESS + counter.toString(16).padStart(6, '0');
}
