import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { takeConversions, type RemoteKey, type SitePage } from 'shared-ui';
import { createBeaconCollector } from './beacon-collector';
import type { BeaconArm } from 'telemetry-contract';
import { browserFamily } from './browser-family';
import { pageRoute } from './page-route';
import { SHELL_BUNDLE, bundleOfRemote, createReleaseBook } from './release-book';
import { beaconUrl, sendBeacon } from './send-beacon';
import { sendsNothing, takeTelemetryEvents } from './telemetry-buffer';

type ReportVital = (report: (metric: Pick<Metric, 'name' | 'value'>) => void) => void;

/** Google's web-vitals: each reports its metric when it is final (at the latest when the page is hidden). */
const WEB_VITALS: readonly ReportVital[] = [onLCP, onINP, onCLS, onFCP, onTTFB];

export interface TelemetryOptions {
  /** The Supabase project's URL (runtime config): the beacons go to its collect-telemetry function. */
  supabaseUrl: string;
  /** The folder the shell's scripts were loaded from (webpack's public path): it names the shell's release. */
  shellBase: string;
  /** Pages of bundles joined at run time (runtime config): routes the beacon may name. */
  joinedPages?: readonly SitePage[];
  /** Remotes that run a previewed release on this page. */
  previewed?: readonly RemoteKey[];
  /**
   * The arm of each release the page runs, where it is not `live`: the shell's under `shell`, a
   * remote's under its key (a canary assignment from the runtime config). A preview wins.
   */
  arms?: Partial<Record<string, BeaconArm>>;
  win?: Window;
  fetchImpl?: typeof fetch;
  vitals?: readonly ReportVital[];
  /** Runs a step of the start in a later task (each web-vitals metric starts in one of its own). */
  later?: (step: () => void) => void;
}

/** The next idle moment, or the next task where requestIdleCallback is missing (Safari). */
function nextIdle(win: Window): (step: () => void) => void {
  return (step) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(step, { timeout: 1000 });
    else win.setTimeout(step, 0);
  };
}

/** The path the page was loaded at (the visitor may have moved on before the telemetry started). */
function landingPath(win: Window): string {
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  try {
    return navigation ? new URL(navigation.name).pathname : win.location.pathname;
  } catch {
    return win.location.pathname;
  }
}

/**
 * Counts this page load for each release it runs, with its routes, errors, crashes, Web Vitals and
 * conversions, and sends what is new each time the page is hidden. Loaded once the page is idle
 * (schedule-telemetry.ts). Sends nothing in a browser with Global Privacy Control, or when the
 * shell's scripts are not a release (a development server). Returns the function that stops it.
 */
export function startTelemetry(options: TelemetryOptions): (() => void) | null {
  const { win = window, previewed = [], arms = {}, joinedPages = [] } = options;
  let stopped = false;
  if (sendsNothing(win.navigator)) return null;
  const book = createReleaseBook(win.location.href);
  if (!book.add(SHELL_BUNDLE, options.shellBase, arms[SHELL_BUNDLE] ?? 'live')) return null;
  const routeOf = (path: string) => pageRoute(path, joinedPages);
  const collector = createBeaconCollector({
    book,
    landingRoute: routeOf(landingPath(win)),
    ...browserFamily(win.navigator),
  });
  const armOf = (remote: RemoteKey): BeaconArm => (previewed.includes(remote) ? 'preview' : (arms[remote] ?? 'live'));

  takeTelemetryEvents((event) => {
    if (event.type === 'remote') book.add(bundleOfRemote(event.remote), event.entry, armOf(event.remote));
    else if (event.type === 'crash') collector.crash(event.remote, event);
    else collector.error(event);
  });
  const stopConversions = takeConversions(({ kind, path }) => collector.conversion(kind, routeOf(path)));
  // Each metric's observers start in a task of their own: together they would make one long task on a phone.
  const later = options.later ?? nextIdle(win);
  const vitals = [...(options.vitals ?? WEB_VITALS)];
  const startVitals = () => {
    const report = vitals.shift();
    if (!report || stopped) return;
    report((metric) => collector.vital(metric.name, metric.value));
    later(startVitals);
  };
  later(startVitals);

  // Each route's page marks the root once it shows (routing/route-ready.ts).
  const root = win.document.getElementById('root');
  const showRoute = () => collector.route(routeOf(win.location.pathname));
  const routes = new MutationObserver(() => {
    if (root?.hasAttribute('data-route-ready')) showRoute();
  });
  if (root) routes.observe(root, { attributes: true, attributeFilter: ['data-route-ready'] });
  showRoute();

  const url = beaconUrl(options.supabaseUrl);
  const flush = () => {
    const beacon = collector.take();
    if (beacon) sendBeacon(url, beacon, win.navigator, options.fetchImpl ?? win.fetch?.bind(win));
  };
  // On the document, after web-vitals' own listeners (on the window, capturing): the metrics they
  // make final as the page is hidden go into this beacon.
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', flush);
  return () => {
    stopped = true;
    routes.disconnect();
    stopConversions();
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', flush);
  };
}
