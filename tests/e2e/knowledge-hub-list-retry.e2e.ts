import type { Page, Route } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, corsRefusalOf, failedRequestTo } from '../support/console-guard';
import {
  LIST_FAILED,
  isListWithKeyInUrl,
  listPath,
  listUrl,
  startRefusingGateway,
  watchListFetches,
} from '../support/list-requests';
import { toastTitled, waitForLivePage } from '../support/site-page';
import { site, url } from '../support/site';

/** The empty list's text that goes with the failure message. */
const UNAVAILABLE = 'Resources are unavailable right now. Please try again later.';

let gateway: Awaited<ReturnType<typeof startRefusingGateway>>;
beforeAll(async () => {
  gateway = await startRefusingGateway();
});
afterAll(async () => {
  await closeBrowser();
  await gateway?.stop();
});

/** Sends the request to the refusing gateway: its 401 comes without CORS headers, so fetch rejects. */
const refuseWithoutCors = (route: Route) => route.continue({ url: gateway.url });

/** Every GET of the list with the key in headers (not the query string), with that key, and its status. */
function recordHeaderReads(page: Page) {
  const reads: { url: string; apikey?: string; status?: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'GET' || !request.url().startsWith(listPath())) return;
    if (isListWithKeyInUrl(new URL(request.url()))) return;
    reads.push({ url: request.url(), apikey: request.headers().apikey, status: response.status() });
  });
  return reads;
}

async function openResources(page: Page) {
  await page.goto(url('/resources'), { waitUntil: 'domcontentloaded' });
  await waitForLivePage(page);
}

describe('the Knowledge Hub list, when the gateway will not answer the key in the query string', () => {
  it.each<[string, (route: Route) => Promise<void>, RegExp[]]>([
    ['refuses it without CORS headers', refuseWithoutCors, [corsRefusalOf(listUrl()), failedRequestTo(listUrl())]],
    ['resets the connection', (route) => route.abort('connectionreset'), [failedRequestTo(listUrl())]],
    ['fails the request', (route) => route.abort('failed'), [failedRequestTo(listUrl())]],
  ])(
    'shows the cards when it %s: asked again at once with the key in headers, no failure shown',
    async (_, fail, reports) => {
      const { page, context } = await openPage();
      await page.route(isListWithKeyInUrl, fail);
      // The browser's own reports of the failed request; the page's code logs nothing.
      allowConsole(...reports);
      const headerReads = recordHeaderReads(page);
      const seen = await watchListFetches(page, LIST_FAILED);

      await openResources(page);
      await page.getByRole('article').first().waitFor();

      const { listFetches, textShownAt } = await seen();
      expect(listFetches.map(({ outcome, withHeaders }) => [outcome, withHeaders])).toEqual([
        ['rejected', false],
        [200, true],
      ]);
      // At once: no wait between the failure and the second request (both on the page's clock).
      expect(listFetches[1]!.askedAt - listFetches[0]!.settledAt!).toBeLessThan(50);
      // The second request went through to the backend, with the key in its apikey header.
      expect(headerReads).toEqual([
        { url: listUrl().replace(/&apikey=.*$/, ''), apikey: site.publishableKey, status: 200 },
      ]);
      expect(await page.getByRole('article').count()).toBeGreaterThanOrEqual(8);
      expect(textShownAt).toBeNull();
      expect(await page.getByText(UNAVAILABLE).count()).toBe(0);
      await context.close();
    },
  );

  it('shows the failure message only once the read with the key in headers has failed too, with its error', async () => {
    const { page, context } = await openPage();
    await page.route(isListWithKeyInUrl, refuseWithoutCors);
    // The gateway behind the headers is down too, and says so (its CORS headers let the page read it).
    await page.route(
      (address) => address.href.startsWith(`${listPath()}?`) && !isListWithKeyInUrl(address),
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"upstream down"}' })
          : route.continue(),
    );
    allowConsole(
      corsRefusalOf(listUrl()),
      failedRequestTo(listPath()),
      // The spec logs a failed load to the console: here, the second request's error.
      /^error: Failed to load resources: .*upstream down/,
    );
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('Failed to load resources:')) logged.push(message.text());
    });
    const seen = await watchListFetches(page, LIST_FAILED);

    await openResources(page);
    await toastTitled(page, LIST_FAILED).waitFor();

    const { listFetches, textShownAt } = await seen();
    expect(listFetches.map(({ outcome }) => outcome)).toEqual(['rejected', 503]);
    expect(textShownAt).toBeGreaterThan(listFetches[1]!.settledAt!);
    expect(logged).toEqual([expect.stringContaining('upstream down')]);
    await page.getByText(UNAVAILABLE).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await context.close();
  });
});
