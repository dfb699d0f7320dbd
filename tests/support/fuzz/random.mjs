// A small seeded random source (mulberry32): the same seed gives the same requests, so a failure
// the fuzzer finds can be replayed with FUZZ_SEED.

/**
 * @typedef {object} Random
 * @property {() => number} next a float in [0, 1)
 * @property {(max: number) => number} int an integer in [0, max)
 * @property {<T>(items: readonly T[]) => T} pick
 * @property {(probability: number) => boolean} chance
 */

/**
 * @param {number} seed any 32-bit integer
 * @returns {Random}
 */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (/** @type {number} */ max) => Math.floor(next() * max);
  /**
   * @template T
   * @param {readonly T[]} items
   * @returns {T}
   */
  const pick = (items) => {
    if (!items.length) throw new Error('pick from an empty list');
    return /** @type {T} */ (items[int(items.length)]);
  };
  return { next, int, pick, chance: (probability) => next() < probability };
}
