// When a route is visible and when it answers input, on the phone profile: the first paint and the
// moment the shell takes over (`#root[data-route-ready]`), by the page's own clock, median of
// several cold loads (each in a fresh context: nothing cached).
import { emulatePhone } from './phone-profile.mjs';
import { median } from './median.mjs';
import { recordRouteReady } from './first-screen.mjs';

/**
 * @typedef {{ paint: number, ready: number }} ColdLoad in ms since navigation start; `ready` is NaN
 *   (null in the JSON) for the page without scripts
 */
/** @typedef {ColdLoad & { samples: ColdLoad[] }} InteractiveAt medians of the samples */
/**
 * @typedef {object} Moment a moment of a load, recorded by the page itself
 * @property {() => void} record an init script that keeps the moment (page clock) in `window`
 * @property {() => number | undefined} read reads it back in the page: 0 or undefined until then
 */

/**
 * One cold load: { paint, at } in ms since navigation start (`at` NaN without a moment to wait for).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Moment} [moment]
 * @returns {Promise<{ paint: number, at: number }>}
 */
export async function coldLoad(browser, url, moment) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await emulatePhone(page);
    if (moment) await page.addInitScript(moment.record);
    await page.goto(url, { waitUntil: 'commit' });
    const options = { timeout: 60_000 };
    const at = moment ? await (await page.waitForFunction(moment.read, undefined, options)).jsonValue() : Number.NaN;
    const paint = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      undefined,
      options,
    );
    return { paint: await paint.jsonValue(), at: at ?? Number.NaN };
  } finally {
    await context.close();
  }
}

/** The shell has taken the route over. @type {Moment} */
const ROUTE_READY = {
  record: recordRouteReady,
  read: () => /** @type {import('./first-screen.mjs').ReadyWindow} */ (window).__routeReadyAt ?? 0,
};

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} loads cold loads to take the median of
 * @param {{ takeOver?: boolean }} [options] takeOver false: a page without scripts, first paint only
 * @returns {Promise<InteractiveAt>}
 */
export async function measureInteractiveAt(browser, url, loads = 5, { takeOver = true } = {}) {
  /** @type {ColdLoad[]} */
  const samples = [];
  for (let i = 0; i < loads; i += 1) {
    const { paint, at } = await coldLoad(browser, url, takeOver ? ROUTE_READY : undefined);
    samples.push({ paint, ready: at });
  }
  return {
    paint: median(samples.map((s) => s.paint)),
    ready: median(samples.map((s) => s.ready)),
    samples,
  };
}

/**
 * @typedef {object} MomentAt medians of the samples
 * @property {number} at ms since navigation start
 * @property {number} afterPaint ms after the first paint of the same load
 * @property {{ paint: number, at: number }[]} samples
 */

/**
 * When a moment comes in cold loads of a page, also after the first paint of the same load.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Moment} moment
 * @param {number} loads cold loads to take the median of
 * @returns {Promise<MomentAt>}
 */
export async function measureMoment(browser, url, moment, loads = 5) {
  /** @type {{ paint: number, at: number }[]} */
  const samples = [];
  for (let i = 0; i < loads; i += 1) samples.push(await coldLoad(browser, url, moment));
  return {
    at: median(samples.map((s) => s.at)),
    afterPaint: median(samples.map((s) => s.at - s.paint)),
    samples,
  };
}
