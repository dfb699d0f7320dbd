// What a cold visit to one route loads before its first screen: the route's main content is
// visible (an h1 in <main> and nothing in it still busy). Sizes come from Chromium's network
// layer: compressed = response body as transferred, raw = the decoded body.
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const settings = JSON.parse(readFileSync(new URL('../../config/chromium.json', import.meta.url), 'utf8'));

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? settings.executablePath, args: settings.args });
}

/** Resolves when the route's main content is on screen. */
export async function waitForFirstScreen(page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main#main');
      const heading = main?.querySelector('h1');
      return Boolean(heading && heading.getClientRects().length > 0 && !main.querySelector('[aria-busy="true"]'));
    },
    undefined,
    { timeout },
  );
}

function kindOf(request) {
  const type = request.resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return 'other';
}

/**
 * @param {import('playwright-core').Page} page a fresh page (cold cache)
 * @param {string} url
 * @returns {Promise<{ js: {raw:number,compressed:number}, css: {raw:number,compressed:number}, requests: number, files: {url:string,kind:string,raw:number,compressed:number}[] }>}
 */
export async function measureFirstScreen(page, url) {
  const requests = [];
  const listener = (request) => requests.push(request);
  page.on('request', listener);
  await page.goto(url, { waitUntil: 'commit' });
  await waitForFirstScreen(page);
  page.off('request', listener);
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
