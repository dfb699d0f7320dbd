// The CDN in front of a bundle's folder of a bucket target (site-servers' createBucketCdn), told
// what the release system decides, as an edge function in front of the bucket would be: the one
// spelling of a file (release-layout's refusedSpelling), which files of a remote's releases are
// served (serving/release-gate.ts), and which canary's first screens a page load of the shell is
// drawn for. What shell-app.ts and remote-app.ts are to a folder target. Used by `npm start`
// and the end-to-end tests.
import { canaryPagesFolder } from 'prerender';
import { parseReleasePath, refusedSpelling } from 'release-layout';
import { type BucketObjects, createBucketCdn } from 'site-servers';
import type { Bundle } from '../bundles/site-bundles';
import { type CanaryState, drawCanary, readCanary } from '../canary/canary-state';
import { candidatesKey, parseCandidates } from '../candidates/candidates';
import { liveVersion } from '../layout/release-history';
import { NOT_FOUND_PAGE, bundleKeys } from '../layout/target-layout';
import type { LiveRecords } from '../state/live-history';
import type { DeploymentTarget } from '../targets/deployment-target';
import { mayServeReleaseFile } from './release-gate';

/** How long the shell's CDN keeps the canaries' states it read (an edge key-value store's delay). */
const CANARY_READ_MS = 2000;

/** A deployment target in a bucket (targets/s3-target.ts). */
export type BucketTarget = BucketObjects & DeploymentTarget;

/** A JSON object read from the bucket, or null for none or a damaged one (it then names nothing). */
function parsedOrNull(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Whether the file a request path names may be served (serving/release-gate.ts): a path that
 * names no file of a release may; the history is read only when it decides.
 */
export function bucketReleaseGate(target: BucketTarget, bundle: Bundle): (pathname: string) => Promise<boolean> {
  return async (pathname) => {
    const asked = parseReleasePath(pathname);
    if (asked === null) return true;
    const [live, candidates] = await Promise.all([
      target.readText(bundleKeys(bundle).live),
      target.readText(candidatesKey(bundle)),
    ]);
    const facts = {
      live: live ? (JSON.parse(live) as { version?: string }).version : null,
      candidates: parseCandidates(candidates),
    };
    if (mayServeReleaseFile(asked, { ...facts, history: () => null })) return true;
    const history = await target.readText(bundleKeys(bundle).history);
    return mayServeReleaseFile(asked, { ...facts, history: () => parsedOrNull(history) as LiveRecords | null });
  };
}

/** A remote's canary as the shell's CDN read it, with the remote's live release. */
interface CanaryRead {
  bundle: string;
  state: CanaryState | null;
  live: string | null;
}

/**
 * The folder of the first screens a page load is drawn for (a running canary's,
 * first-screens/write-pages.ts), or null for the live ones; the canaries' states are
 * read again at most every CANARY_READ_MS.
 * @param random the draw, in [0, 1)
 */
export function canaryPageDraw(
  target: BucketTarget,
  canaries: Bundle[],
  random: () => number,
): () => Promise<string | null> {
  let canaryRead: { at: number; states: Promise<CanaryRead[]> } | null = null;
  const canaryStates = (): Promise<CanaryRead[]> => {
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

export interface BundleCdnOptions {
  target: BucketTarget;
  bundle: Bundle;
  /** the policy of a page (the shell's); with it, a page load of no object gets the not-found page */
  csp?: (html: string) => string;
  /** any origin may read (the remotes) */
  cors?: boolean;
  /** a release's files only as the release gate allows (its entries for the live release and the candidates) */
  candidatesOnly?: boolean;
  /**
   * the remotes whose canaries a page load is drawn for (the shell's CDN): a load drawn for a
   * running canary gets that canary's page
   */
  canaries?: Bundle[];
  /** the draw, in [0, 1) */
  random?: () => number;
}

/** The CDN in front of `bundle`'s folder of a bucket target. */
export function createBundleCdn({
  target,
  bundle,
  csp,
  cors = false,
  candidatesOnly = false,
  canaries = [],
  random = Math.random,
}: BundleCdnOptions): ReturnType<typeof createBucketCdn> {
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
