import type { Page, Route } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, failedRequestTo } from '../support/console-guard';
import { prerenderedHtml } from '../support/prerendered';
import { supabaseJsChunk } from '../support/release';
import { waitForLivePage } from '../support/site-page';
import { site, url } from '../support/site';
import { LIST_FAILED, listPath, listUrl, watchListFetches } from '../support/list-requests';

afterAll(closeBrowser);

/**
 * What the renderer does while /resources loads, in the order it does it (one DevTools session:
 * its network and script events come from the same renderer, in order): each request for the list
 * with what started it, and each script of the page as it is compiled, just before it runs.
 */
async function recordLoad(page: Page) {
  const events: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith(listPath())) {
      events.push(`request ${event.request.url} by ${event.initiator.type}`);
    }
  });
  cdp.on('Debugger.scriptParsed', (event) => {
    // The page's own scripts (inline ones carry the page's URL), not the test tool's worlds.
    const aux = event.executionContextAuxData as { isDefault?: boolean } | undefined;
    if (aux?.isDefault && event.url) events.push(`script ${event.url}`);
  });
  await cdp.send('Network.enable');
  await cdp.send('Debugger.enable');
  return events;
}

describe('the Knowledge Hub list, on its way from the first paint', () => {
  it('is named in the head of the served /resources before any script, as the page requests it', async () => {
    const { html } = await prerenderedHtml('/resources');
    const link = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/.exec(html);
    expect(link?.[1]?.replace(/&amp;/g, '&')).toBe(listUrl());
    expect(link!.index).toBeLessThan(html.indexOf('<script'));
    expect(html.match(/rel="preload" as="fetch"/g)).toHaveLength(1);
    // Only the page that asks for the list names it.
    const { html: about } = await prerenderedHtml('/about');
    expect(about).not.toContain('as="fetch"');
  });

  it('is requested once, by the link before the first script runs, and the cards show with supabase-js held back', async () => {
    const { page, context } = await openPage();
    const held: Route[] = [];
    // supabase-js never arrives while the list loads: the cards must not need it.
    await page.route(`**/${supabaseJsChunk()}`, (route) => void held.push(route));
    let events: string[] = [];
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(listPath())) requests.push(request.url());
    });
    // A release in the other worker may have switched a bundle: until the first screens are
    // rendered again the single-page app is served, without the preload. Load until it is the page.
    for (let attempt = 0; ; attempt += 1) {
      events = await recordLoad(page);
      requests.length = 0;
      await page.goto(url('/resources'), { waitUntil: 'domcontentloaded' });
      if (await page.locator('#root[data-prerendered]').count()) break;
      if (attempt > 20) throw new Error('/resources is not served as a page rendered ahead of time');
      await page.waitForTimeout(500);
    }
    await waitForLivePage(page);
    await page.getByRole('article').first().waitFor();

    expect(requests).toEqual([listUrl()]);
    const firstScript = events.findIndex((event) => event.startsWith('script '));
    expect(firstScript).toBeGreaterThan(0);
    expect(events.slice(0, firstScript)).toEqual([`request ${listUrl()} by parser`]);
    expect(events.filter((event) => event.startsWith('request '))).toHaveLength(1);
    const timings = await page.evaluate(
      (list) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name === list)
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      listUrl(),
    );
    expect(timings).toEqual(['link']);
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(8);
    expect(await page.getByRole('button', { name: 'Access Now' }).first().isVisible()).toBe(true);

    for (const route of held.splice(0)) await route.continue().catch(() => {});
    await context.close();
  });

  it('shows the cards at once from a gateway that refuses the key in the URL: asked again with the key in headers', async () => {
    const { page, context } = await openPage();
    // This test's gateway refuses a key in the query string (401), as one that only reads headers would.
    await page.route(`${listPath()}?**`, (route) =>
      new URL(route.request().url()).searchParams.has('apikey')
        ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Invalid API key"}' })
        : route.continue(),
    );
    // The browser's own report of the refused preload; the page's code logs nothing.
    allowConsole(failedRequestTo(listUrl()));
    const asked: { url: string; apikey?: string }[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(listPath()) || request.method() !== 'GET') return;
      asked.push({ url: request.url(), apikey: request.headers().apikey });
    });
    // The page's own clock, in the page: when its read of the list was answered, and when it asked
    // again (two moments on the page's main thread, whatever else the machine is doing).
    const seen = await watchListFetches(page, LIST_FAILED);

    await page.goto(url('/resources'), { waitUntil: 'domcontentloaded' });
    await waitForLivePage(page);
    await page.getByRole('article').first().waitFor();

    expect(asked.map(({ url: asked, apikey }) => [asked, apikey])).toEqual([
      [listUrl(), undefined],
      [listUrl().replace(/&apikey=.*$/, ''), site.publishableKey],
    ]);
    // At once: no wait between the page's refusal and its second request.
    const { listFetches: fetches, textShownAt } = await seen();
    expect(fetches.map(({ outcome }) => outcome)).toEqual([401, 200]);
    expect(fetches[1]!.askedAt - fetches[0]!.settledAt!).toBeLessThan(50);
    expect(textShownAt).toBeNull();
    expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(8);
    await context.close();
  });
});
