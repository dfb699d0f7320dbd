import type { Page, Request } from 'playwright-core';
import { BEACON_LIMITS, type Beacon } from '../../supabase/functions/_shared/telemetry/beacon';

/** The path of the Edge Function beacons go to. */
export const BEACON_PATH = `/functions/v1/${BEACON_LIMITS.path}`;

/** True for what the page's telemetry asks for: its lazy chunk, and its beacons. */
export function isTelemetryRequest(url: string): boolean {
  return url.includes(BEACON_PATH) || /\/telemetry\.[0-9a-f]+\.js$/.test(new URL(url).pathname);
}

/**
 * Every beacon the page sends, as sent, with the status the function answered (the request goes
 * on to the real backend).
 */
export function recordBeacons(page: Page): {
  beacons: () => Promise<{ body: string; beacon: Beacon; status: number }[]>;
} {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes(BEACON_PATH) && request.method() === 'POST') sent.push(request);
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

/** The beacons sent, once at least one has been answered (within `timeout` ms). */
export async function answeredBeacons(
  recorder: ReturnType<typeof recordBeacons>,
  timeout = 10_000,
): Promise<Awaited<ReturnType<ReturnType<typeof recordBeacons>['beacons']>>> {
  const until = Date.now() + timeout;
  for (;;) {
    const sent = await recorder.beacons();
    if (sent.length || Date.now() > until) return sent;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
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

/** Leaves the page as a visitor does (pagehide: its last beacon goes out), by opening another page in it. */
export async function leavePage(page: Page): Promise<void> {
  await page.goto('about:blank');
}

/** A release's page loads, conversions and crashes stored so far (the service key reads them). */
export async function storedCounts(
  backend: string,
  secretKey: string,
  where: { bundle: string; version: string },
): Promise<{ pageLoads: number; conversions: number; crashed: number }> {
  const query = new URLSearchParams({
    select: 'page_loads,conversions,crashed',
    bundle: `eq.${where.bundle}`,
    version: `eq.${where.version}`,
  });
  const answer = await fetch(`${backend}/rest/v1/telemetry_rollups?${query}`, {
    headers: secretKey.startsWith('sb_')
      ? { apikey: secretKey }
      : { apikey: secretKey, Authorization: `Bearer ${secretKey}` },
  });
  if (!answer.ok) throw new Error(`telemetry_rollups answered ${answer.status}: ${await answer.text()}`);
  const rows = (await answer.json()) as { page_loads: number; conversions: number; crashed: number }[];
  return {
    pageLoads: rows.reduce((sum, row) => sum + row.page_loads, 0),
    conversions: rows.reduce((sum, row) => sum + row.conversions, 0),
    crashed: rows.reduce((sum, row) => sum + row.crashed, 0),
  };
}
