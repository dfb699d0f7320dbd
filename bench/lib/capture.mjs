// The benchmark's single-bundle build only (bench/lib/serve-builds.mjs): opens its routes in Chromium and
// takes their first screen once the shell says the route's page is rendered: the markup of #root and
// the CSS rules Emotion inserted for it. The site's own first screens are rendered in Node instead
// (packages/prerender/src/render-in-node.ts).
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

const READY_TIMEOUT = 20_000;

/** Runs in the page. Emotion inserts its rules with insertRule, so they are read from the sheets, not the text. */
async function takeFirstScreen() {
  // Effects of the ready render (a title, a late style) have run by the second frame.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // Two texts side by side would be read back as one; an empty comment keeps them two, as React
  // expects when it takes over the markup (hydration).
  const root = document.getElementById('root');
  const walker = document.createTreeWalker(root ?? document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nextSibling?.nodeType === Node.TEXT_NODE) /** @type {Text} */ (node).after(document.createComment(' '));
  }
  const css = [.../** @type {NodeListOf<HTMLStyleElement>} */ (document.querySelectorAll('style[data-emotion]'))]
    .flatMap((style) => [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
    .join('');
  return { markup: document.getElementById('root')?.innerHTML ?? '', css };
}

/** @param {unknown} error */
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * @param {object} options
 * @param {string} options.shellOrigin where the live shell (its single-page app) is served for this run
 * @param {{ prefix: string, origin: string }[]} options.remotes each remote's real URL prefix (its
 *   manifest's folder) and the temporary server of the same folder
 * @param {string} options.backendOrigin
 * @param {string[]} options.routes
 * @param {(line: string) => void} options.log
 * @returns {Promise<Map<string, { markup: string, css: string }>>} the routes that rendered their page
 */
export async function captureRoutes({ shellOrigin, remotes, backendOrigin, routes, log }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ reducedMotion: 'reduce' });
    // Data can change at any time: the backend never answers, so data regions are taken while loading.
    await context.route(
      (url) => url.origin === backendOrigin,
      () => {},
    );
    // The page asks for the remotes at their real addresses, so the markup names those; the answers
    // come from the temporary servers, which serve the same live folders.
    for (const { prefix, origin } of remotes) {
      await context.route(
        (url) => url.href.startsWith(prefix),
        async (route) => {
          try {
            const response = await route.fetch({ url: `${origin}/${route.request().url().slice(prefix.length)}` });
            await route.fulfill({ response });
          } catch {
            await route.abort().catch(() => {});
          }
        },
      );
    }
    const captured = new Map();
    // In parallel: a route that never gets ready costs the timeout once, not once per route.
    await Promise.all(
      routes.map(async (route) => {
        const page = await context.newPage();
        try {
          await page.goto(`${shellOrigin}${route}`, { waitUntil: 'domcontentloaded', timeout: READY_TIMEOUT });
          const root = page.locator('#root[data-route-ready]');
          await root.waitFor({ state: 'attached', timeout: READY_TIMEOUT });
          const state = await root.getAttribute('data-route-ready');
          if (state === 'page') captured.set(route, await page.evaluate(takeFirstScreen));
          else log(`${route}: skipped, the shell shows "${state}" instead of the page`);
        } catch (error) {
          log(`${route}: skipped, ${firstLine(error)}`);
        } finally {
          await page.close();
        }
      }),
    );
    return captured;
  } finally {
    await browser.close();
  }
}
