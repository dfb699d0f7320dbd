// When a route is visible and when it answers input, on the phone profile: the first paint and the
// moment the shell takes over (`#root[data-route-ready]`), by the page's own clock, median of
// several cold loads (each in a fresh context: nothing cached).
import { emulatePhone } from './phone-profile.mjs';
import { median } from './lighthouse.mjs';
import { recordRouteReady } from './first-screen.mjs';

/** @typedef {{ paint: number, ready: number }} ColdLoad in ms since navigation start */
/** @typedef {ColdLoad & { samples: ColdLoad[] }} InteractiveAt medians of the samples */

/**
 * One cold load: { paint, ready } in ms since navigation start.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<ColdLoad>}
 */
async function coldLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await emulatePhone(page);
    await page.addInitScript(recordRouteReady);
    await page.goto(url, { waitUntil: 'commit' });
    // 0 (falsy, so the wait goes on) until the shell has marked the route ready.
    const ready = await page.waitForFunction(
      () => /** @type {import('./first-screen.mjs').ReadyWindow} */ (window).__routeReadyAt ?? 0,
      undefined,
      { timeout: 60_000 },
    );
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
 * @returns {Promise<InteractiveAt>}
 */
export async function measureInteractiveAt(browser, url, loads = 5) {
  /** @type {ColdLoad[]} */
  const samples = [];
  for (let i = 0; i < loads; i += 1) samples.push(await coldLoad(browser, url));
  return {
    paint: median(samples.map((s) => s.paint)),
    ready: median(samples.map((s) => s.ready)),
    samples,
  };
}
