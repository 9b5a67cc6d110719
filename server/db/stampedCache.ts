import { changeFeedOf, type ChangeTopic } from './changeFeed.js';
import type { Db } from './database.js';

export interface StampedCache<T> {
  /** The answer kept under `key`, or `load`'s, kept when the counter did not move meanwhile. */
  get(key: string, load: () => Promise<T>): Promise<T>;
}

export interface StampedCacheOptions {
  /** Answers kept at most; the oldest goes first. */
  limit: number;
  /** Answers that move with the clock too ("due today", "expired") are also dropped when this period turns. */
  periodMs?: number;
  now?: () => number;
}

/**
 * Answers computed from the database (list pages, totals, counter tiles), kept while the topic's
 * change counter stands: a write to its tables by any area on any server instance moves the
 * counter, and the next read computes afresh. An answer computed while the counter moved is
 * handed back but not kept.
 *
 * @example const totals = createStampedCache<number>(db, 'customers', { limit: 1000 }); await totals.get(key, () => count(filter));
 */
export function createStampedCache<T>(db: Db, topic: ChangeTopic, options: StampedCacheOptions): StampedCache<T> {
  const entries = new Map<string, T>();
  const now = options.now ?? Date.now;
  let stamp: string | undefined;
  return {
    async get(key: string, load: () => Promise<T>): Promise<T> {
      const n = await changeFeedOf(db).stamp(topic);
      const current = options.periodMs ? `${n}|${Math.floor(now() / options.periodMs)}` : String(n);
      if (current !== stamp) {
        entries.clear();
        stamp = current;
      }
      const cached = entries.get(key);
      if (cached !== undefined) return cached;
      const value = await load();
      if (stamp !== current) return value;
      if (entries.size >= options.limit) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
      return value;
    },
  };
}
