import type { Page, Request } from 'playwright-core';

export interface FirstScreenBytes {
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
    { timeout },
  );
}

/**
 * What a cold visit loads before the first screen, measured as bench/lib/first-screen.mjs does
 * (the benchmark and the budget test must agree on the numbers).
 */
export async function measureFirstScreen(page: Page, url: string): Promise<FirstScreenBytes> {
  const requests: Request[] = [];
  const listener = (request: Request) => requests.push(request);
  page.on('request', listener);
  await page.goto(url, { waitUntil: 'commit' });
  await waitForFirstScreen(page);
  page.off('request', listener);
  const totals: FirstScreenBytes = {
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
