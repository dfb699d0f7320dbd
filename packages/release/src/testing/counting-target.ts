// A deployment target that counts what a command reads and writes of each object (a GET or a PUT
// on a bucket), to show that a command reads a bundle's state once and writes it once.
import type { DeploymentTarget } from '../targets/deployment-target';

/** The reads and writes of each key. */
export interface Counts {
  reads: Map<string, number>;
  writes: Map<string, number>;
}

/**
 * Wraps `target`; `counts()` gives the reads and writes per key since the last `reset()`.
 * `exists` counts as a read; `updateJson` as a read and a write.
 */
export function countingTarget(target: DeploymentTarget) {
  let counts: Counts = { reads: new Map(), writes: new Map() };
  const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const counted: DeploymentTarget = {
    ...target,
    readText: (key) => (add(counts.reads, key), target.readText(key)),
    exists: (key) => (add(counts.reads, key), target.exists(key)),
    switchEntry: (key, body) => (add(counts.writes, key), target.switchEntry(key, body)),
    updateJson: (key, update) => (add(counts.reads, key), add(counts.writes, key), target.updateJson(key, update)),
  };
  return {
    target: counted,
    counts: () => counts,
    reset: () => {
      counts = { reads: new Map(), writes: new Map() };
    },
  };
}
