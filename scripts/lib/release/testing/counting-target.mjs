// A deployment target that counts what a command reads and writes of each object (a GET or a PUT
// on a bucket), to show that a command reads a bundle's state once and writes it once.

/**
 * @typedef {{ reads: Map<string, number>, writes: Map<string, number> }} Counts
 */

/**
 * Wraps `target`; `counts()` gives the reads and writes per key since the last `reset()`.
 * `exists` counts as a read; `updateJson` as a read and a write.
 * @param {import('../targets/target-interface.mjs').DeploymentTarget} target
 */
export function countingTarget(target) {
  /** @type {Counts} */
  let counts = { reads: new Map(), writes: new Map() };
  /** @param {Map<string, number>} map @param {string} key */
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  return {
    target: {
      ...target,
      /** @param {string} key */
      readText: (key) => (add(counts.reads, key), target.readText(key)),
      /** @param {string} key */
      exists: (key) => (add(counts.reads, key), target.exists(key)),
      /** @param {string} key @param {string | Buffer} body */
      switchEntry: (key, body) => (add(counts.writes, key), target.switchEntry(key, body)),
      /** @type {typeof target.updateJson} */
      updateJson: (key, update) => (add(counts.reads, key), add(counts.writes, key), target.updateJson(key, update)),
    },
    counts: () => counts,
    reset: () => {
      counts = { reads: new Map(), writes: new Map() };
    },
  };
}
