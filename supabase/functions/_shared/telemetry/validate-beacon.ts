import { createBeaconValidator, createScrubber, type Beacon, type BeaconArm } from 'telemetry-contract';
import facts from './site-facts.json' with { type: 'json' };

/** The bundles of the site manifest; errors may also be attributed to "unknown". */
export const BUNDLES: readonly string[] = facts.bundles.map((b) => b.name);
/** Every route of the site manifest; other paths are stored as {@link OTHER_ROUTE}. */
export const ROUTES: readonly string[] = facts.bundles.flatMap((b) => b.routes);
/** Where a page not in the manifest (a mistyped address, say) is counted, so no typed path is stored. */
export const OTHER_ROUTE = '*';
/** A route not known at the time of a beacon: a later beacon of a page load that shows no new route. */
export const NO_ROUTE = '';

/** The contract's checks, against this site's bundles and release names (site-facts.json). */
const check = createBeaconValidator({ bundles: BUNDLES, releaseName: facts.versionPattern });
/** The one scrubber, applied again to whatever a browser sent. */
const scrub = createScrubber(facts.versionPattern);

/** A release a page load runs, as stored. */
export interface ValidRelease {
  bundle: string;
  version: string;
  arm: BeaconArm;
  /** This beacon counts the page load for the release (the schema's `counted`). */
  counted: boolean;
}

/** A beacon that passed every check, reduced to what is stored (routes mapped to the manifest's). */
export interface ValidBeacon extends Omit<Beacon, 'v' | 'load' | 'releases'> {
  /** The page-load id; null in a first beacon without one. Never stored: the function keys it. */
  load: string | null;
  releases: ValidRelease[];
}

/** A path as the site routes it, mapped to the manifest route it names (trailing slash ignored) or "*". */
function route(path: string): string {
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.includes(bare) ? bare : OTHER_ROUTE;
}

/**
 * Checks a parsed beacon against the contract (telemetry-contract's schema) and returns what is
 * stored: routes as the manifest's, each release's `counted` decided, error messages and frames
 * scrubbed again. Throws BeaconRefusal naming the first problem; nothing of a refused beacon is kept.
 */
export function validateBeacon(input: unknown): ValidBeacon {
  const { v: _, load, ...b } = check(input);
  return {
    ...b,
    load: load ?? null,
    // Counted in the first beacon unless it says otherwise; in a later one when it says so.
    releases: b.releases.map(({ bundle, version, arm, counted }) => ({
      bundle,
      version,
      arm,
      counted: counted ?? b.first,
    })),
    routes: b.routes.map(route),
    errors: b.errors.map(({ bundle, message, frames }) => ({
      bundle,
      message: scrub.message(message) || '(empty message)',
      frames: frames.map((frame) => scrub.frame(frame)),
    })),
    vitals: b.vitals.map((vital) => ({ ...vital, route: route(vital.route) })),
    conversions: b.conversions.map((conversion) => ({ ...conversion, route: route(conversion.route) })),
  };
}
