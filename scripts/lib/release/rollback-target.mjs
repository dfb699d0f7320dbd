// Which release a rollback switches to: the one asked for, or the one live before the live one.
import { UsageError } from './errors.mjs';

/**
 * @param {object} input
 * @param {string} input.bundle the bundle's name, for the messages
 * @param {import('./target.mjs').History} input.history
 * @param {string | null} input.live the live version
 * @param {string} [input.to] the version asked for
 * @returns {string} the version to switch to
 */
export function rollbackTarget({ bundle, history, live, to }) {
  if (!live) throw new UsageError(`${bundle} has no live release yet.`);
  const index = history.releases.findIndex((r) => r.version === live);
  // Back to the latest earlier release that was live once: one uploaded with --preview and never
  // promoted is passed over.
  const wasLive = new Set(history.switches.map((s) => s.version));
  const earlier = history.releases.slice(0, Math.max(index, 0)).reverse();
  const version = to ?? (earlier.find((r) => wasLive.has(r.version)) ?? earlier[0])?.version;
  if (!version) throw new UsageError(`${bundle} ${live} is the first release: there is nothing earlier to return to.`);
  if (version === live) throw new UsageError(`${bundle} ${version} is already live.`);
  if (!history.releases.some((r) => r.version === version)) {
    throw new UsageError(`${bundle} has no release ${version} (see npm run releases -- ${bundle}).`);
  }
  return version;
}
