// Which release a rollback switches to: the one asked for, or the one live just before the live
// one in its live history (live-history.ts), never one that was rolled back from.
import { UsageError } from '../errors';
import { type LiveRecords, liveStack } from './live-history';

/** What a rollback is decided from. */
export interface RollbackAsked {
  /** the bundle's name, for the messages */
  bundle: string;
  history: LiveRecords;
  /** the live version */
  live: string | null;
  /** the version asked for */
  to?: string | undefined;
}

/** The version a rollback switches to, or a UsageError saying why there is none. */
export function rollbackTarget({ bundle, history, live, to }: RollbackAsked): string {
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

/** Why a rollback has nowhere to go, and how to switch anyway. */
function nothingToGoBackTo(bundle: string, history: LiveRecords, live: string): string {
  const others = [...new Set(history.switches.map((s) => s.version))].filter((version) => version !== live);
  if (!others.length)
    return `${bundle} ${live} is the only release that has been live: there is nothing earlier to go back to.`;
  return (
    `${bundle} ${live} is the oldest release of its live history: the others that were live (${others.join(', ')}) ` +
    `have been rolled back from, so there is nothing to go back to. To switch to one anyway: npm run rollback -- ${bundle} --to <version>.`
  );
}
