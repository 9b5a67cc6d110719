/**
 * A small seeded PRNG (mulberry32): the same seed gives the same demo data on every machine.
 *
 * @example const random = createRandom(42); random.pick(['a', 'b']);
 */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  function next(): number {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
    /** One of the items, each as likely as its weight. */
    weighted: <T>(items: ReadonlyArray<readonly [T, number]>): T => {
      let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[0]![0];
    },
    digits: (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
    hex: (count: number) => Array.from({ length: count }, () => Math.floor(next() * 16).toString(16)).join(''),
  };
}

export type Random = ReturnType<typeof createRandom>;
