// Which release a rollback switches to: the one asked for, or the one live just before the live
// one in its live history (live-history.mjs), never one that was rolled back from.
import { UsageError } from 'release';
import { liveStack } from './live-history.mjs';

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
  if (to !== undefined) {
    if (to === live) throw new UsageError(`${bundle} ${to} is already live.`);
    if (!history.releases.some((r) => r.version === to)) {
      throw new UsageError(`${bundle} has no release ${to} (see npm run releases -- ${bundle}).`);
    }
    return to;
  }
  const before = liveStack(history, live).at(-2);
  if (before) return before;
  throw new UsageError(nothingToGoBackTo(bundle, history, live));
}

/**
 * Why a rollback has nowhere to go, and how to switch anyway.
 * @param {string} bundle @param {import('./target.mjs').History} history @param {string} live
 */
function nothingToGoBackTo(bundle, history, live) {
  const others = [...new Set(history.switches.map((s) => s.version))].filter((version) => version !== live);
  if (!others.length)
    return `${bundle} ${live} is the only release that has been live: there is nothing earlier to go back to.`;
  return (
    `${bundle} ${live} is the oldest release of its live history: the others that were live (${others.join(', ')}) ` +
    `have been rolled back from, so there is nothing to go back to. To switch to one anyway: npm run rollback -- ${bundle} --to <version>.`
  );
}
