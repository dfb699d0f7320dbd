// The longest task the site's scripts run while a route loads and takes over, on the phone profile.
// Chromium's long animation frames (the Long Animation Frames API: every frame of 50 ms or more)
// name each script that ran 5 ms or more in them (an entry script, an event listener, a timer, a
// promise callback), with its duration. A script that runs longer than 50 ms makes its frame a long
// one, so none is missed; a load without a long frame counts 0 ms (every script ran in a frame
// shorter than 50 ms). Median and worst of several cold loads, each in a fresh context, until two
// seconds after the take-over (the page's own work after it: the preloads of what comes next).
import { emulatePhone } from './phone-profile.mjs';
import { median } from './median.mjs';
import { recordRouteReady } from './first-screen.mjs';
import shellChunks from '../../shell/chunk-names.js';

/** A script that ran this long holds input back (the RAIL model's long task, Lighthouse's TBT). */
export const LONG_TASK_MS = 50;
/** Watched after the take-over: work the page starts as it settles. */
const SETTLE_MS = 2000;
/** The shell's telemetry chunk, loaded once the page is idle: watched until SETTLE_MS after it has arrived too. */
export const TELEMETRY_FILE = shellChunks.chunkFilePattern(shellChunks.telemetry);

/** @typedef {{ duration: number, source: string, invoker: string }} ScriptRun one script of a frame */
/** @typedef {Window & { __scriptRuns?: ScriptRun[] }} ScriptWindow the page's window once recordScriptRuns runs in it */
/**
 * @typedef {object} ScriptTasks
 * @property {number} longest median over the loads of each load's longest script run, ms
 * @property {number} worst the longest of all loads, ms
 * @property {ScriptRun | null} worstRun which script that was
 * @property {number} over how many runs of all loads were over LONG_TASK_MS
 * @property {number[]} samples each load's longest, ms
 * @property {number} telemetry the longest run of the telemetry chunk's code in a long frame, of all
 *   loads, ms (0: none of its code ran 5 ms or more in a long frame)
 */

/** Records, in the page, every script run the long animation frames name (an init script). */
export function recordScriptRuns() {
  /** @type {ScriptRun[]} */
  const runs = [];
  /** @type {ScriptWindow} */ (window).__scriptRuns = runs;
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      for (const script of /** @type {{ scripts?: { duration: number, sourceURL: string, invoker: string }[] }} */ (
        frame
      ).scripts ?? []) {
        runs.push({ duration: script.duration, source: script.sourceURL, invoker: script.invoker });
      }
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/**
 * Every script run of one cold load until SETTLE_MS after the take-over.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<ScriptRun[]>}
 */
async function scriptRunsOfOneLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await emulatePhone(page);
    await page.addInitScript(recordScriptRuns);
    await page.addInitScript(recordRouteReady);
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      ({ settle, telemetry }) => {
        const readyAt = /** @type {import('./first-screen.mjs').ReadyWindow} */ (window).__routeReadyAt;
        const chunk = performance.getEntriesByType('resource').find((entry) => new RegExp(telemetry).test(entry.name));
        const since = Math.max(readyAt ?? Number.POSITIVE_INFINITY, /** @type {any} */ (chunk)?.responseEnd ?? 0);
        return performance.now() > since + settle;
      },
      { settle: SETTLE_MS, telemetry: TELEMETRY_FILE.source },
      { timeout: 60_000, polling: 100 },
    );
    return page.evaluate(() => /** @type {ScriptWindow} */ (window).__scriptRuns ?? []);
  } finally {
    await context.close();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} loads cold loads
 * @returns {Promise<ScriptTasks>}
 */
export async function measureScriptTasks(browser, url, loads = 5) {
  /** @type {ScriptRun[][]} */
  const all = [];
  for (let i = 0; i < loads; i += 1) all.push(await scriptRunsOfOneLoad(browser, url));
  return summarise(all);
}

/**
 * @param {ScriptRun[][]} loads each load's script runs
 * @returns {ScriptTasks}
 */
export function summarise(loads) {
  const longestOf = (/** @type {ScriptRun[]} */ runs) =>
    runs.reduce(
      (longest, run) => (!longest || run.duration > longest.duration ? run : longest),
      /** @type {ScriptRun | null} */ (null),
    );
  const samples = loads.map((runs) => longestOf(runs)?.duration ?? 0);
  const worstRun = longestOf(loads.flat());
  const telemetryRun = longestOf(loads.flat().filter((run) => TELEMETRY_FILE.test(run.source)));
  return {
    longest: median(samples),
    worst: worstRun?.duration ?? 0,
    worstRun,
    over: loads.flat().filter((run) => run.duration > LONG_TASK_MS).length,
    samples,
    telemetry: telemetryRun?.duration ?? 0,
  };
}
