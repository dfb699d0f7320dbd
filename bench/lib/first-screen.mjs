// What a cold visit to one route loads (1) before its first screen: the route's main content is
// visible (an h1 in <main> and nothing in it still busy); when the HTML alone shows it (rendered
// ahead of time, checked with scripts turned off) that is the HTML and nothing else; and (2) before
// it is interactive: the shell has rendered the route's page (`#root[data-route-ready]`). Sizes come from Chromium's network layer: compressed = response
// body as transferred, raw = the decoded body.
//
// The budget test (tests/e2e/budgets.e2e.ts) imports this module too, so both measure alike.
import { filesNamedIn } from './named-files.mjs';

/** @typedef {Window & { __routeReadyAt?: number }} ReadyWindow the page's window once recordRouteReady runs in it */

/**
 * Resolves when the route's main content is on screen.
 * @param {import('playwright-core').Page} page
 * @param {number} [timeout] ms
 */
export async function waitForFirstScreen(page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main#main');
      const heading = main?.querySelector('h1');
      return Boolean(heading && heading.getClientRects().length > 0 && !main?.querySelector('[aria-busy="true"]'));
    },
    undefined,
    { timeout, polling: 50 },
  );
}

/** Records, in the page, the time (page clock) at which the shell marks the route ready (an init script). */
export function recordRouteReady() {
  new MutationObserver((_changes, observer) => {
    if (document.querySelector('#root[data-route-ready]')) {
      /** @type {ReadyWindow} */ (window).__routeReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-route-ready'] });
}

/**
 * @param {import('playwright-core').Request} request
 * @returns {'js' | 'css' | 'other'}
 */
function kindOf(request) {
  const type = request.resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return 'other';
}

/**
 * @typedef {{ raw: number, compressed: number }} Sizes
 * @typedef {{ js: Sizes, css: Sizes, requests: number,
 *   files: { url: string, kind: 'js' | 'css', raw: number, compressed: number }[] }} LoadedBytes
 */

/**
 * @param {import('playwright-core').Request[]} requests
 * @returns {Promise<LoadedBytes>}
 */
async function totalsOf(requests) {
  /** @type {LoadedBytes} */
  const totals = {
    js: { raw: 0, compressed: 0 },
    css: { raw: 0, compressed: 0 },
    requests: requests.length,
    files: [],
  };
  for (const request of requests) {
    const kind = kindOf(request);
    if (kind === 'other') continue;
    const response = await request.response();
    if (!response) continue;
    const sizes = await request.sizes();
    const raw = (await response.body()).length;
    totals[kind].raw += raw;
    totals[kind].compressed += sizes.responseBodySize;
    totals.files.push({ url: request.url(), kind, raw, compressed: sizes.responseBodySize });
  }
  return totals;
}

/**
 * True when the route's first screen is on screen with scripts turned off (HTML rendered ahead of time).
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 */
export async function paintsWithoutScripts(browser, url) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => {
      const main = document.querySelector('main#main');
      const heading = main?.querySelector('h1');
      return Boolean(heading && heading.getClientRects().length > 0 && !main?.querySelector('[aria-busy="true"]'));
    });
  } finally {
    await context.close();
  }
}

/**
 * What a page without scripts (the benchmark's no-scripts variant) loads before its first screen:
 * the HTML alone, as measureRoute counts it; null when the HTML alone never shows it.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<(LoadedBytes & { fromHtml: boolean }) | null>}
 */
export async function measureFirstScreenOnly(browser, url) {
  if (!(await paintsWithoutScripts(browser, url))) return null;
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'commit' });
    await waitForFirstScreen(page);
    return { ...(await totalsOf(response ? [response.request()] : [])), fromHtml: true };
  } finally {
    await context.close();
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<{ firstScreen: LoadedBytes & { fromHtml: boolean }, interactive: LoadedBytes, unnamed: string[] }>}
 *   what the first screen needs (no script at all when it paints from the HTML), what a cold visit
 *   loads until it is interactive, and which of those requests the served page does not name
 */
export async function measureRoute(browser, url) {
  const fromHtml = await paintsWithoutScripts(browser, url);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    /** @type {import('playwright-core').Request[]} */
    const requests = [];
    page.on('request', (request) => requests.push(request));
    await page.addInitScript(recordRouteReady);
    await page.goto(url, { waitUntil: 'commit' });
    await waitForFirstScreen(page);
    const beforeFirstScreen = fromHtml ? 1 : requests.length;
    // 0 (falsy, so the wait goes on) until the shell has marked the route ready.
    const ready = await page.waitForFunction(() => /** @type {ReadyWindow} */ (window).__routeReadyAt ?? 0, undefined, {
      timeout: 30_000,
    });
    const readyAt = await ready.jsonValue();
    // The page's own clock says which requests started up to that moment (the page itself, and
    // every resource since); idle-time loads that follow it are not counted.
    const started = new Set(
      await page.evaluate(
        (at) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= at)
            .map((entry) => entry.name),
        readyAt,
      ),
    );
    const beforeReady = requests.filter((request, index) => index === 0 || started.has(request.url()));
    const document = await requests[0]?.response();
    const named = filesNamedIn(document ? await document.text() : '', url);
    return {
      unnamed: beforeReady
        .slice(1)
        .map((request) => request.url())
        .filter((file) => !named.has(file)),
      firstScreen: { ...(await totalsOf(requests.slice(0, beforeFirstScreen))), fromHtml },
      interactive: await totalsOf(beforeReady),
    };
  } finally {
    await context.close();
  }
}
