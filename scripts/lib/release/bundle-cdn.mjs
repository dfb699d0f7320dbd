// The CDN in front of a bundle's folder of a bucket target (site-servers' createBucketCdn), told
// what the release system decides, as an edge function in front of the bucket would be: the one
// spelling of a file (release-layout's refusedSpelling), which files of a remote's releases are served
// (the release package's release gate), and which canary's first screens a page load of the shell is drawn for.
// What bundle-apps.mjs is to a folder target. Used by `npm start` and the end-to-end tests.
import { createBucketCdn } from 'site-servers';
import { parseReleasePath, refusedSpelling } from 'release-layout';
import { canaryPagesFolder } from 'prerender';
import { drawCanary, readCanary } from './canary-state.mjs';
import { NOT_FOUND_PAGE, bundleKeys, candidatesKey, liveVersion, mayServeReleaseFile, parseCandidates } from 'release';

/** How long the shell's CDN keeps the canaries' states it read (an edge key-value store's delay). */
const CANARY_READ_MS = 2000;

/**
 * @typedef {import('site-servers').BucketObjects & import('release').DeploymentTarget} BucketTarget
 *   a deployment target in a bucket (release: targets/s3-target.ts)
 */

/**
 * A JSON object read from the bucket, or null for none or a damaged one (it then names nothing).
 * @param {string | null} text
 */
function parsedOrNull(text) {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether the file a request path names may be served (the release package's release gate): a path that names no
 * file of a release may; the history is read only when it decides.
 * @param {BucketTarget} target @param {import('release').Bundle} bundle
 * @returns {(pathname: string) => Promise<boolean>}
 */
export function bucketReleaseGate(target, bundle) {
  return async (pathname) => {
    const asked = parseReleasePath(pathname);
    if (asked === null) return true;
    const [live, candidates] = await Promise.all([
      target.readText(bundleKeys(bundle).live),
      target.readText(candidatesKey(bundle)),
    ]);
    const facts = { live: live ? JSON.parse(live).version : null, candidates: parseCandidates(candidates) };
    if (mayServeReleaseFile(asked, { ...facts, history: () => null })) return true;
    const history = await target.readText(bundleKeys(bundle).history);
    return mayServeReleaseFile(asked, { ...facts, history: () => parsedOrNull(history) });
  };
}

/**
 * The folder of the first screens a page load is drawn for (a running canary's, prerender-site.mjs),
 * or null for the live ones; the canaries' states are read again at most every CANARY_READ_MS.
 * @param {BucketTarget} target @param {import('release').Bundle[]} canaries
 * @param {() => number} random the draw, in [0, 1)
 * @returns {() => Promise<string | null>}
 */
export function canaryPageDraw(target, canaries, random) {
  /** @type {{ at: number, states: Promise<{ bundle: string, state: import('./canary-state.mjs').CanaryState | null, live: string | null }[]> } | null} */
  let canaryRead = null;
  const canaryStates = () => {
    if (!canaryRead || Date.now() - canaryRead.at > CANARY_READ_MS) {
      const states = Promise.all(
        canaries.map(async (remote) => {
          const [state, live] = await Promise.all([readCanary(target, remote), liveVersion(target, remote)]);
          return { bundle: remote.name, state, live };
        }),
      );
      canaryRead = { at: Date.now(), states };
      states.catch(() => {
        canaryRead = null;
      });
    }
    return canaryRead.states;
  };
  return async () => {
    const drawn = drawCanary(await canaryStates(), Date.now(), random);
    return drawn?.state ? canaryPagesFolder(drawn.bundle, drawn.state.version) : null;
  };
}

/**
 * @param {object} options
 * @param {BucketTarget} options.target
 * @param {import('release').Bundle} options.bundle
 * @param {(html: string) => string} [options.csp] the policy of a page (the shell's); with it, a
 *   page load of no object gets the not-found page
 * @param {boolean} [options.cors] any origin may read (the remotes)
 * @param {boolean} [options.candidatesOnly] a release's files only as the release package's release gate allows (its
 *   entries for the live release and the candidates)
 * @param {import('release').Bundle[]} [options.canaries] the remotes whose canaries a page
 *   load is drawn for (the shell's CDN): a load drawn for a running canary gets that canary's page
 * @param {() => number} [options.random] the draw, in [0, 1)
 * @returns {import('express').Express}
 */
export function createBundleCdn({
  target,
  bundle,
  csp,
  cors = false,
  candidatesOnly = false,
  canaries = [],
  random = Math.random,
}) {
  return createBucketCdn({
    objects: target,
    folder: bundle.name,
    csp,
    cors,
    notFoundPage: csp ? NOT_FOUND_PAGE : undefined,
    refusedSpelling,
    mayServe: candidatesOnly ? bucketReleaseGate(target, bundle) : undefined,
    pageFolder: canaries.length ? canaryPageDraw(target, canaries, random) : undefined,
  });
}
