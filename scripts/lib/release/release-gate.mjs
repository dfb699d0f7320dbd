// Which files of a remote's releases are served (candidates.mjs says which releases a page may
// load). A release's manifests (its manifest and stats: canonical-path.mjs) only for the live
// release and the candidates, so a crafted preview link gets nothing to start. Its other files
// (remote entry, chunks, styles, media) also for a release that was live before and was not rolled
// back from: pages still open on it, or served just before a switch, load them as they go. A release
// withdrawn (a canary aborted, a preview dropped), rolled back from, or never made live answers 404
// for every file, twins included; pages still open on it get no more of it.
import { isReleaseManifest } from '../canonical-path.mjs';
import { mayLoadRelease } from './candidates.mjs';
import { liveStack } from './live-history.mjs';

/**
 * @typedef {object} ReleaseFacts what a server knows of a bundle's releases
 * @property {string | null | undefined} live the live version (live.json)
 * @property {import('./candidates.mjs').Candidates | null} candidates
 * @property {() => import('./target.mjs').History | null} history read only when it decides
 */

/**
 * True when `file` of release `version` may be served.
 * @param {{ version: string, file: string }} asked @param {ReleaseFacts} facts
 */
export function mayServeReleaseFile({ version, file }, { live, candidates, history }) {
  if (mayLoadRelease(version, { live, candidates })) return true;
  if (isReleaseManifest(file)) return false;
  const records = history();
  return records !== null && liveStack(records, live ?? null).includes(version);
}
