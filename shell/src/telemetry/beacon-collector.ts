import { attributeError, type ErrorReport } from './attribute-error';
import {
  BEACON_LIMITS,
  type Beacon,
  type BeaconBrowser,
  type BeaconConversion,
  type BeaconErrorSample,
  UNKNOWN_BUNDLE,
} from 'telemetry-contract';
import { fitBeacon } from './fit-beacon';
import { newPageLoadId } from './page-load-id';
import { SHELL_BUNDLE, bundleOfRemote, type ReleaseBook } from './release-book';

export interface CollectorOptions {
  book: ReleaseBook;
  browser: BeaconBrowser;
  mobile: boolean;
  /** The route the page was loaded at: the first route, and the one its Web Vitals belong to. */
  landingRoute: string;
  /** The page load's id, sent in each beacon (page-load-id.ts); a new one when not given. */
  pageLoad?: string;
}

/** What a page load has to report, and what of it is new since the last beacon. */
export interface BeaconCollector {
  /** A route shown (the same route again in a row is one). */
  route(route: string): void;
  /** An uncaught error or rejection: the page load counts as errored for the bundle it came from. */
  error(report: ErrorReport): void;
  /** A remote that failed to load or render: the page load counts as crashed for it. */
  crash(remote: string, report: ErrorReport): void;
  /** A Web Vital's value; the first of each metric is kept (a beacon names no metric id to update). */
  vital(name: string, value: number): void;
  conversion(kind: BeaconConversion, route: string): void;
  /** The next beacon: what is new since the last, null when nothing is (the first always counts the load). */
  take(): Beacon | null;
}

const VITAL_MAX: Readonly<Record<string, number>> = BEACON_LIMITS.vitalMax;

/** Milliseconds as whole numbers, CLS (a score) to four places, within the contract's range. */
function vitalValue(name: string, value: number): number {
  const bounded = Math.min(Math.max(value, 0), VITAL_MAX[name]!);
  return name === 'CLS' ? Math.round(bounded * 10000) / 10000 : Math.round(bounded);
}

/** Errors held between beacons; the same error again is held once. */
const MAX_PENDING_ERRORS = 100;

export function createBeaconCollector({
  book,
  browser,
  mobile,
  landingRoute,
  pageLoad = newPageLoadId(),
}: CollectorOptions): BeaconCollector {
  let first = true;
  let shown = landingRoute;
  const routes = [landingRoute];
  /**
   * Errors as reported, attributed only when a beacon is made: by then the release of a remote
   * that failed while it started is known too.
   */
  const pending: { report: ErrorReport; crashed?: string }[] = [];
  const pendingKeys = new Set<string>();
  const erroredAlready = new Set<string>();
  const crashedAlready = new Set<string>();
  const crashed: string[] = [];
  /** The same error again (a loop, a retry) is sent once. */
  const errorsSent = new Set<string>();
  const vitalsSeen = new Set<string>();
  const vitals: Beacon['vitals'] = [];
  const conversions: Beacon['conversions'] = [];
  /** The releases this page load was counted for already (each in the first beacon naming it). */
  const countedReleases = new Set<string>();

  const hold = (report: ErrorReport, crashedBundle?: string) => {
    const key = JSON.stringify([crashedBundle, report.message, report.stack, report.source]);
    if (pendingKeys.has(key) || pending.length >= MAX_PENDING_ERRORS) return;
    pendingKeys.add(key);
    pending.push({ report, ...(crashedBundle ? { crashed: crashedBundle } : {}) });
  };

  /** The errored bundles and the errors new since the last beacon. */
  const takeErrors = () => {
    const errored: string[] = [];
    const errors: BeaconErrorSample[] = [];
    for (const { report, crashed: crashedBundle } of pending.splice(0)) {
      const attributed = attributeError(report, book);
      const error = crashedBundle ? { ...attributed, bundle: crashedBundle } : attributed;
      if (!crashedBundle && !erroredAlready.has(error.bundle)) {
        erroredAlready.add(error.bundle);
        errored.push(error.bundle);
      }
      const key = JSON.stringify([error.bundle, error.message, error.frames[0]]);
      if (errorsSent.has(key) || errors.length >= BEACON_LIMITS.maxErrors) continue;
      errorsSent.add(key);
      errors.push(error);
    }
    pendingKeys.clear();
    return { errored, errors };
  };

  return {
    route(route) {
      if (route === shown) return;
      shown = route;
      if (routes.length < BEACON_LIMITS.maxRoutes) routes.push(route);
    },
    error(report) {
      hold(report);
    },
    crash(remote, report) {
      const bundle = bundleOfRemote(remote);
      if (!crashedAlready.has(bundle)) {
        crashedAlready.add(bundle);
        crashed.push(bundle);
      }
      hold(report, bundle);
    },
    vital(name, value) {
      if (!(name in VITAL_MAX) || vitalsSeen.has(name) || !Number.isFinite(value)) return;
      vitalsSeen.add(name);
      vitals.push({
        name: name as Beacon['vitals'][number]['name'],
        value: vitalValue(name, value),
        route: landingRoute,
      });
    },
    conversion(kind, route) {
      if (conversions.length < BEACON_LIMITS.maxConversions) conversions.push({ kind, route });
    },
    take() {
      const taken = takeErrors();
      // A remote loaded since the last beacon is counted in this one.
      const releases = book.releases().map((release) => {
        const key = `${release.bundle}@${release.version}`;
        if (countedReleases.has(key)) return release;
        countedReleases.add(key);
        return { ...release, counted: true };
      });
      const named = new Set(releases.map((release) => release.bundle));
      // What cannot be attributed to a release the page runs counts as the shell's, and its
      // error sample stays "unknown": never dropped.
      const errored = [...new Set(taken.errored.map((bundle) => (named.has(bundle) ? bundle : SHELL_BUNDLE)))];
      const errors = taken.errors.map((error) =>
        named.has(error.bundle) ? error : { ...error, bundle: UNKNOWN_BUNDLE },
      );
      const crashedNow = crashed.splice(0);
      const fresh =
        routes.length +
        errored.length +
        crashedNow.length +
        errors.length +
        vitals.length +
        conversions.length +
        releases.filter((release) => release.counted).length;
      if (!first && !fresh) return null;
      const beacon: Beacon = {
        v: 1,
        first,
        load: pageLoad,
        releases,
        routes: routes.splice(0),
        browser,
        mobile,
        errored,
        // A remote that failed before its release was known is counted as the shell's crash.
        crashed: [...new Set(crashedNow.map((bundle) => (named.has(bundle) ? bundle : SHELL_BUNDLE)))],
        errors,
        vitals: vitals.splice(0, BEACON_LIMITS.maxVitals),
        conversions: conversions.splice(0),
      };
      first = false;
      return fitBeacon(beacon);
    },
  };
}
