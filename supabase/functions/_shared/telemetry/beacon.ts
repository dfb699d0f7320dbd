// The telemetry beacon: what a visitor's browser sends (shell/src/telemetry) and what the
// collect-telemetry Edge Function accepts. One page load sends one or more beacons; each carries
// only what is new since the previous one. They name their page load by a random id made for it
// alone, so ingestion counts each page load once and refuses a later beacon of a page load it
// never saw begin (docs/telemetry.md); nothing identifies the visitor.
import limits from './beacon-limits.json' with { type: 'json' };

export const BEACON_LIMITS = limits;

/** Which release of a bundle a page load runs, and how it got it. */
export type BeaconArm = 'live' | 'canary' | 'preview';
export type BeaconBrowser = 'chrome' | 'edge' | 'firefox' | 'safari' | 'samsung' | 'other';
export type BeaconConversion = 'contact-sent' | 'resource-accessed';
export type BeaconVitalName = keyof typeof limits.vitals;

export interface BeaconRelease {
  /** A bundle name of the site manifest (shell, marketing, knowledge-hub, staff). */
  bundle: string;
  /** A release version (RELEASE_VERSION_PATTERN). */
  version: string;
  arm: BeaconArm;
  /**
   * True in the one beacon that counts this page load for the release: the first beacon names
   * every release loaded by then; a remote loaded later is counted in the first beacon that names
   * it. Without it, the release is counted when the beacon is the page load's first.
   */
  counted?: boolean;
}

export interface BeaconError {
  /** The bundle it is attributed to, or "unknown". */
  bundle: string;
  /** Cut to maxMessageLength, emails and tokens replaced. */
  message: string;
  /** Top frames as `<bundle>@<version>/<file>:<line>:<column>` or `<file>:<line>:<column>`. */
  frames: string[];
}

export interface Beacon {
  v: 1;
  /** True in the first beacon of a page load (what the per-address cap counts as a page load). */
  first: boolean;
  /**
   * The page load's id: a random UUID the browser makes when the page loads, sends in each of its
   * beacons, and never stores or reuses. Required in a later beacon; a first beacon without it
   * (a shell released before it existed) counts its page load and can have no later beacons.
   */
  load?: string;
  /** Every release the page load runs: the shell's and each remote it loaded so far. */
  releases: BeaconRelease[];
  /** Routes shown since the previous beacon (the landing route first). */
  routes: string[];
  browser: BeaconBrowser;
  mobile: boolean;
  /**
   * Bundles of `releases` that newly count this page load as errored (an uncaught error or
   * rejection); one that cannot be attributed counts as the shell's.
   */
  errored: string[];
  /** Bundles of `releases` that newly count this page load as crashed (failed to load, or the unavailable screen). */
  crashed: string[];
  errors: BeaconError[];
  vitals: { name: BeaconVitalName; value: number; route: string }[];
  conversions: { kind: BeaconConversion; route: string }[];
}
