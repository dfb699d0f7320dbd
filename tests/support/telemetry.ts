import type { BrowserContext, BrowserContextOptions, Page, Request } from 'playwright-core';
import { keyHeaders } from '../../scripts/lib/backend-key-headers.mjs';
import shellChunks from '../../shell/chunk-names.js';
import { BEACON_LIMITS, type Beacon } from 'telemetry-contract';
import { type OpenedPage, openPage } from './browser';

/** The path of the Edge Function beacons go to. */
export const BEACON_PATH = `/functions/v1/${BEACON_LIMITS.path}`;

/**
 * The beacons of `context` come from `address` (TEST-NET), as a visitor's from an address of its
 * own: the suite runs its backends behind a proxy it plays itself (CLIENT_ADDRESS_HEADER set to
 * x-forwarded-for by scripts/e2e.mjs), so the per-address cap counts each visitor apart. Set on the beacon only:
 * a header of its own on every request would make the browser ask the remotes' CORS first.
 */
export async function beaconsFrom(context: BrowserContext, address: string): Promise<void> {
  await context.route(`**${BEACON_PATH}`, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

let visitors = 0;

/**
 * A fresh page (openPage) whose beacons come from an address no other test's do (IPv6
 * documentation range, one block per jest worker): the tests that read what their beacons were
 * answered share the backend's per-address cap with no other page load of the run.
 */
export async function openVisitorPage(options: BrowserContextOptions = {}): Promise<OpenedPage> {
  visitors += 1;
  const opened = await openPage(options);
  await beaconsFrom(opened.context, `2001:db8:${process.env.JEST_WORKER_ID ?? '0'}::${visitors.toString(16)}`);
  return opened;
}

/** True for the shell's telemetry chunk, loaded once the page is idle. */
export function isTelemetryChunk(url: string): boolean {
  return shellChunks.chunkFilePattern(shellChunks.telemetry).test(new URL(url).pathname);
}

/** True for what the page's telemetry asks for: its lazy chunk, and its beacons. */
export function isTelemetryRequest(url: string): boolean {
  return url.includes(BEACON_PATH) || isTelemetryChunk(url);
}

/** True for a beacon the page sends. */
const isBeaconPost = (request: Request): boolean => request.url().includes(BEACON_PATH) && request.method() === 'POST';

/**
 * Every beacon the page sends, as sent, with the status the function answered (the request goes
 * on to the real backend).
 */
export function recordBeacons(page: Page): {
  beacons: () => Promise<{ body: string; beacon: Beacon; status: number }[]>;
} {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isBeaconPost(request)) sent.push(request);
  });
  return {
    beacons: () =>
      Promise.all(
        sent.map(async (request) => {
          const body = request.postData() ?? '';
          const response = await request.response();
          return { body, beacon: JSON.parse(body) as Beacon, status: response?.status() ?? 0 };
        }),
      ),
  };
}

/**
 * The page turns hidden, as when the visitor switches tabs (headless Chromium never hides a page
 * by itself): its visibilitychange listeners run, and the telemetry sends what is new.
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The performance entry types web-vitals observes for LCP and CLS (shell/src/telemetry/start-telemetry.ts). */
const VITALS_ENTRY_TYPES = ['largest-contentful-paint', 'layout-shift'];

/**
 * Records, in each page of the context from now on, the performance entry types observed (an init
 * script): waitForVitals tells from them when the telemetry has started its LCP and CLS.
 */
export async function recordObservedEntryTypes(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const observed: string[] = [];
    Object.assign(window, { __observedEntryTypes: observed });
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (this: PerformanceObserver, options?: PerformanceObserverInit) {
      if (options?.type) observed.push(options.type);
      observed.push(...(options?.entryTypes ?? []));
      observe.call(this, options);
    };
  });
}

/**
 * Waits (up to `timeout` ms) until the page's telemetry observes LCP and CLS, as a visitor who
 * stays a moment gives it time to: hidden before that, a page load reports no LCP (web-vitals
 * ignores what comes after a page was hidden). Needs recordObservedEntryTypes.
 */
export async function waitForVitals(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    (types) => {
      const observed = (window as { __observedEntryTypes?: string[] }).__observedEntryTypes ?? [];
      return types.every((type) => observed.includes(type));
    },
    VITALS_ENTRY_TYPES,
    { timeout, polling: 100 },
  );
}

/**
 * Hides the page (hidePage) again and again until its telemetry has sent a beacon, and returns the
 * beacons sent, with their answers. The telemetry starts once the page is idle: a hide before that
 * finds no listener.
 */
export async function hideUntilSent(
  page: Page,
  recorder: ReturnType<typeof recordBeacons>,
  timeout = 30_000,
): Promise<Awaited<ReturnType<ReturnType<typeof recordBeacons>['beacons']>>> {
  const until = Date.now() + timeout;
  for (;;) {
    // Up to 300 ms for the beacon after each hide, but on as soon as it is sent.
    const sending = page.waitForRequest(isBeaconPost, { timeout: 300 }).catch(() => null);
    await hidePage(page);
    await sending;
    const sent = await recorder.beacons();
    if (sent.length) return sent;
    if (Date.now() > until) throw new Error(`no beacon within ${timeout / 1000} s of hiding the page`);
  }
}

/** Leaves the page as a visitor does (pagehide: its last beacon goes out), by opening another page in it. */
export async function leavePage(page: Page): Promise<void> {
  await page.goto('about:blank');
}

type Release = { bundle: string; version: string };

/** Rows of a telemetry table for one release, as the service key reads them. */
async function releaseRows<T>(backend: string, secretKey: string, table: string, select: string, where: Release) {
  const query = new URLSearchParams({ select, bundle: `eq.${where.bundle}`, version: `eq.${where.version}` });
  const answer = await fetch(`${backend}/rest/v1/${table}?${query}`, { headers: keyHeaders(secretKey) });
  if (!answer.ok) throw new Error(`${table} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T[];
}

/** A release's page loads, conversions, errored and crashed page loads stored so far. */
export async function storedCounts(
  backend: string,
  secretKey: string,
  where: Release,
): Promise<{ pageLoads: number; conversions: number; errored: number; crashed: number }> {
  type Row = { page_loads: number; conversions: number; errored: number; crashed: number };
  const rows = await releaseRows<Row>(
    backend,
    secretKey,
    'telemetry_rollups',
    'page_loads,conversions,errored,crashed',
    where,
  );
  const total = (field: keyof Row) => rows.reduce((sum, row) => sum + row[field], 0);
  return {
    pageLoads: total('page_loads'),
    conversions: total('conversions'),
    errored: total('errored'),
    crashed: total('crashed'),
  };
}

/** A release's sample of errors (message, top frames, count) stored so far. */
export function storedErrors(
  backend: string,
  secretKey: string,
  where: Release,
): Promise<{ message: string; frames: string[]; count: number }[]> {
  return releaseRows(backend, secretKey, 'telemetry_errors', 'message,frames,count', where);
}
