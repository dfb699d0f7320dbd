import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { site } from './site';

/** What a visitor is told when the list cannot be loaded (the spec, point 8). */
export const LIST_FAILED = 'Failed to load resources. Please try again later.';

/** Where the Knowledge Hub reads its list: every request for it starts so. */
export const listPath = (): string => `${site.backend}/rest/v1/resources`;

/**
 * The list's request with the key in the query string, as the served /resources page preloads it
 * and the page first asks for it (mfe-knowledge-hub's get-resources.ts).
 */
export const listUrl = (): string =>
  `${listPath()}?select=*&published=eq.true&order=created_at.desc&apikey=${site.publishableKey}`;

/** True for the list's request with the key in the query string, and only for it. */
export const isListWithKeyInUrl = (address: URL): boolean =>
  address.href.startsWith(`${listPath()}?`) && address.searchParams.has('apikey');

/**
 * A gateway that refuses every request with a 401 and no CORS headers: a browser may not read its
 * answer, so the page's fetch rejects as it does for a network failure. Loopback, any free port.
 */
export async function startRefusingGateway(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    response.writeHead(401, { 'Content-Type': 'application/json' });
    response.end('{"message":"Invalid API key"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/rest/v1/resources`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One fetch of the list by the page, on the page's clock: `outcome` is the status, or 'rejected'. */
export interface ListFetch {
  askedAt: number;
  settledAt?: number;
  outcome?: number | 'rejected';
  withHeaders: boolean;
}

interface ListWatch {
  listFetches: ListFetch[];
  /** When the text first showed anywhere in the page, or null: never. */
  textShownAt: number | null;
}

/**
 * In the page, before its scripts: records each fetch of the list (asked, settled, how), and when
 * `text` first shows anywhere in the page. Self-contained: it runs in the browser.
 */
function watchList({ path, text }: { path: string; text: string }) {
  const watch = window as unknown as ListWatch;
  watch.listFetches = [];
  watch.textShownAt = null;
  const fetchNow = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!address.startsWith(path)) return fetchNow(input, init);
    const entry: ListFetch = { askedAt: performance.now(), withHeaders: init?.headers !== undefined };
    watch.listFetches.push(entry);
    try {
      const response = await fetchNow(input, init);
      entry.outcome = response.status;
      return response;
    } catch (error) {
      entry.outcome = 'rejected';
      throw error;
    } finally {
      entry.settledAt = performance.now();
    }
  };
  new MutationObserver(() => {
    if (watch.textShownAt === null && document.body?.textContent?.includes(text)) {
      watch.textShownAt = performance.now();
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * Watches the page's fetches of the list and the first appearance of `text` (call before `goto`);
 * returns what it saw so far when asked.
 */
export async function watchListFetches(page: Page, text: string): Promise<() => Promise<ListWatch>> {
  await page.addInitScript(watchList, { path: listPath(), text });
  return () =>
    page.evaluate(() => {
      const { listFetches, textShownAt } = window as unknown as ListWatch;
      return { listFetches, textShownAt };
    });
}
