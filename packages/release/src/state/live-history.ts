// A bundle's live history as a stack, read from the switches its history.json records: what a
// rollback returns to. Publish order cannot tell it: a release can be rolled back and stay the
// latest published, and a preview is published without ever going live.

/** Why a switch was made, as the live pointer records it in `history.switches[].reason`. */
export const SWITCH_REASON = {
  /** `npm run release` */
  release: 'release',
  /** `npm run promote`: a previewed release goes live */
  promote: 'promote',
  /** a canary's candidate goes to every page load (`npm run canary -- <remote> promote`, or its watcher) */
  canary: 'canary promoted',
  /** `npm start` publishing a new build */
  start: 'start',
  /** `npm run rollback -- <bundle>` */
  rollback: 'rollback',
  /** `npm run rollback -- <bundle> --to <version>` */
  named: 'switch',
} as const;

/**
 * What a live history is read from: a bundle's history.json, its releases in publish order and its
 * switches in the order they were made.
 */
export interface LiveRecords {
  readonly releases: readonly { readonly version: string }[];
  readonly switches: readonly { readonly version: string; readonly reason: string }[];
}

/** The reason of each switch of `npm run rollback -- --to <snapshot>`. */
export const siteRollbackReason = (id: number): string => `site rollback to #${id}`;

/**
 * True for a switch made by a rollback (of the bundle, to a named release, or of the site), which
 * may go back down the stack; every other switch puts a release on top of it.
 */
export const byRollback = (reason: string): boolean =>
  reason === SWITCH_REASON.rollback || reason === SWITCH_REASON.named || reason.startsWith('site rollback');

/**
 * The releases live one after the other, the live one last, with every release rolled back from
 * taken off: a release, promotion or start puts its release on top; a rollback takes the live one
 * off and goes down to the release it switched to. A rollback to a release that is not on the
 * stack (a roll forward with --to, or an older release made live again) is put on top, taking the
 * live one off only when it goes back in publish order: that one was rolled back from. Histories
 * written before this rule hold the same records and give the same stack.
 * @param live the live version (live.json): what visitors get, whatever the records say
 */
export function liveStack(history: LiveRecords, live: string | null): string[] {
  const published = new Map(history.releases.map((release, index) => [release.version, index]));
  const stack: string[] = [];
  for (const { version, reason } of history.switches) {
    const top = stack.at(-1);
    if (version === top) continue;
    if (top !== undefined && byRollback(reason)) {
      const below = stack.slice(0, -1).lastIndexOf(version);
      if (below >= 0) {
        stack.length = below + 1;
        continue;
      }
      const forward = (published.get(version) ?? -1) > (published.get(top) ?? -1);
      if (reason === SWITCH_REASON.rollback || !forward) stack.pop();
    }
    stack.push(version);
  }
  // A live release the records do not end with: a switch cut short before its history was written.
  // Taken as a rollback when it is on the stack, so a rollback never returns to what it left.
  if (live && stack.at(-1) !== live) {
    const at = stack.lastIndexOf(live);
    if (at >= 0) stack.length = at + 1;
    else stack.push(live);
  }
  return stack;
}
