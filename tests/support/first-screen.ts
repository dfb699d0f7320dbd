import type { Browser, Page, Request } from 'playwright-core';

export interface LoadedBytes {
  /** Compressed bytes as transferred (response bodies), and decoded bytes. */
  js: { raw: number; compressed: number };
  css: { raw: number; compressed: number };
  requests: number;
  files: { url: string; kind: 'js' | 'css'; compressed: number }[];
}

/** Resolves when the route's main content is on screen: an h1 in <main> and nothing in it still busy. */
export async function waitForFirstScreen(page: Page, timeout = 30_000): Promise<void> {
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

declare global {
  interface Window {
    __routeReadyAt?: number;
  }
}

/** Runs in the page: the time (page clock) at which the shell marks the route ready. */
function recordRouteReady() {
  new MutationObserver((_changes, observer) => {
    if (document.querySelector('#root[data-route-ready]')) {
      window.__routeReadyAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-route-ready'] });
}

async function totalsOf(requests: Request[]): Promise<LoadedBytes> {
  const totals: LoadedBytes = {
    js: { raw: 0, compressed: 0 },
    css: { raw: 0, compressed: 0 },
    requests: requests.length,
    files: [],
  };
  for (const request of requests) {
    const type = request.resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    const response = kind ? await request.response() : null;
    if (!kind || !response) continue;
    const { responseBodySize } = await request.sizes();
    totals[kind].raw += (await response.body()).length;
    totals[kind].compressed += responseBodySize;
    totals.files.push({ url: request.url(), kind, compressed: responseBodySize });
  }
  return totals;
}

/** True when the route's first screen is on screen with scripts turned off (HTML rendered ahead of time). */
export async function paintsWithoutScripts(browser: Browser, url: string): Promise<boolean> {
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
 * What the first screen needs (no script at all when it paints from the HTML) and what a cold
 * visit loads until the route's page is interactive (`#root[data-route-ready]`), measured as
 * bench/lib/first-screen.mjs does (the benchmark and the budget test must agree on the numbers).
 */
export async function measureRoute(
  browser: Browser,
  url: string,
): Promise<{ firstScreen: LoadedBytes & { fromHtml: boolean }; interactive: LoadedBytes }> {
  const fromHtml = await paintsWithoutScripts(browser, url);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.addInitScript(recordRouteReady);
    await page.goto(url, { waitUntil: 'commit' });
    await waitForFirstScreen(page);
    const beforeFirstScreen = fromHtml ? 1 : requests.length;
    const ready = await page.waitForFunction(() => window.__routeReadyAt, undefined, { timeout: 30_000 });
    const readyAt = (await ready.jsonValue()) ?? 0;
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
    return {
      firstScreen: { ...(await totalsOf(requests.slice(0, beforeFirstScreen))), fromHtml },
      interactive: await totalsOf(beforeReady),
    };
  } finally {
    await context.close();
  }
}
