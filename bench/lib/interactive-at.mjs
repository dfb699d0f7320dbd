// When a route is visible and when it answers input, on the phone profile: the first paint and the
// moment the shell takes over (`#root[data-route-ready]`), by the page's own clock, median of
// several cold loads (each in a fresh context: nothing cached).
import { emulatePhone } from './phone-profile.mjs';
import { median } from './lighthouse.mjs';
import { recordRouteReady } from './first-screen.mjs';

/** One cold load: { paint, ready } in ms since navigation start. */
async function coldLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await emulatePhone(page);
    await page.addInitScript(recordRouteReady);
    await page.goto(url, { waitUntil: 'commit' });
    const ready = await page.waitForFunction(() => window.__routeReadyAt, undefined, { timeout: 60_000 });
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { paint, ready: await ready.jsonValue() };
  } finally {
    await context.close();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} loads cold loads to take the median of
 * @returns {Promise<{ paint: number, ready: number, samples: { paint: number, ready: number }[] }>}
 */
export async function measureInteractiveAt(browser, url, loads = 5) {
  const samples = [];
  for (let i = 0; i < loads; i += 1) samples.push(await coldLoad(browser, url));
  return {
    paint: median(samples.map((s) => s.paint)),
    ready: median(samples.map((s) => s.ready)),
    samples,
  };
}
