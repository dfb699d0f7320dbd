// The smoke run's pages: every route of the bundle opened at once, each in a browser context of its
// own, so a route's wait (the shell's page loader waits up to a second for a first paint that the
// plain index.html never makes) overlaps the others' instead of adding to them.

/** How long a route may take to render its content. */
const PAGE_TIMEOUT = 30_000;

/** @typedef {import('@module-federation/enhanced/runtime').ModuleFederation} FederationHost */

/**
 * True once the page in <main> is the remote's own: no loading placeholder, no "unavailable" panel
 * of the shell, and a level-one heading. Runs in the browser.
 */
function pageRendered() {
  const main = document.querySelector('main');
  if (!main || main.querySelector('[aria-busy="true"]')) return false;
  if (/temporarily unavailable/i.test(main.textContent ?? '')) return 'unavailable';
  return Boolean(main.querySelector('h1')?.textContent?.trim());
}

/**
 * Loads each exposed module through the shell's federation runtime; names those without a component
 * as default export. The shell registers a remote when a page first needs it, so a remote that the
 * page open now has not needed yet is registered here, by the remote entry its manifest names.
 * Runs in the browser.
 * @param {{ ids: string[], manifests: Record<string, string> }} input module ids, and manifest URL by container
 */
async function missingExports({ ids, manifests }) {
  const federation = /** @type {{ __FEDERATION__?: { __INSTANCES__?: FederationHost[] } }} */ (globalThis)
    .__FEDERATION__;
  const host = federation?.__INSTANCES__?.find((instance) => instance.name === 'shell');
  if (!host) return ids.map((id) => `${id}: the shell's federation runtime was not found`);
  /** @type {string[]} */
  const problems = [];
  const registered = new Set((host.options?.remotes ?? []).map((remote) => remote.name));
  for (const id of ids) {
    try {
      const container = id.slice(0, id.indexOf('/'));
      const manifestUrl = manifests[container];
      if (!registered.has(container) && manifestUrl) {
        const manifest = /** @type {import('@module-federation/sdk').Manifest} */ (
          await (await fetch(manifestUrl, { cache: 'no-cache' })).json()
        );
        const { path = '', name = '' } = manifest?.metaData?.remoteEntry ?? {};
        const folder = path.replace(/^\/+|\/+$/g, '');
        host.registerRemotes([
          { name: container, entry: new URL(folder ? `${folder}/${name}` : name, manifestUrl).href },
        ]);
        registered.add(container);
      }
      const loaded = /** @type {{ default?: unknown } | null} */ (await host.loadRemote(id));
      const exported = loaded?.default;
      const isComponent =
        typeof exported === 'function' || (typeof exported === 'object' && exported !== null && '$$typeof' in exported);
      if (!isComponent) problems.push(`${id}: its default export is ${typeof exported}, not a React component`);
    } catch (error) {
      problems.push(`${id}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return problems;
}

/**
 * Opens every route at once and checks that each renders its content with no page error; in the
 * first page that renders, also that every module in `moduleIds` has a React component as its
 * default export (once: the modules are the same from every route).
 * @param {object} options
 * @param {Pick<import('playwright-core').Browser, 'newContext'>} options.browser
 * @param {string} options.origin the shell's address (`http://localhost:<port>`)
 * @param {string[]} options.routes
 * @param {string[]} options.moduleIds `<container>/<module>` of every module to check
 * @param {Record<string, string>} options.manifests each remote's mf-manifest.json URL, by container
 * @param {(line: string) => void} options.log
 * @returns {Promise<string[]>} problems, route by route in the order of `routes`; empty when all is well
 */
export async function checkPages({ browser, origin, routes, moduleIds, manifests, log }) {
  let exportsClaimed = false;
  /** True for the first page to render alone: it checks the exports, the others need not. */
  const claimExports = () => !exportsClaimed && (exportsClaimed = true);
  const exportsInput = { ids: moduleIds, manifests };
  const perRoute = await Promise.all(
    routes.map((route) => checkPage({ browser, origin, route, claimExports, exportsInput, log })),
  );
  return perRoute.flat();
}

/**
 * Opens one route in a context of its own and returns its problems: the page's content, the exports
 * when this page claims their check, then its page errors (those the exports' loading raised too).
 * @param {{ browser: Pick<import('playwright-core').Browser, 'newContext'>, origin: string, route: string,
 *   claimExports: () => boolean, exportsInput: Parameters<typeof missingExports>[0], log: (line: string) => void }} options
 * @returns {Promise<string[]>}
 */
async function checkPage({ browser, origin, route, claimExports, exportsInput, log }) {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0] ?? error.message));
    /** @type {string[]} */
    const problems = [];
    try {
      await page.goto(`${origin}${route}`, { waitUntil: 'domcontentloaded', timeout: PAGE_TIMEOUT });
      const state = await page.waitForFunction(pageRendered, undefined, { timeout: PAGE_TIMEOUT, polling: 100 });
      if ((await state.jsonValue()) === 'unavailable')
        problems.push(`${route}: the shell says the page is unavailable`);
      else log(`smoke run: ${route} rendered`);
      if (claimExports()) problems.push(...(await page.evaluate(missingExports, exportsInput)));
    } catch (error) {
      const text =
        (await page
          .locator('main')
          .textContent({ timeout: 1000 })
          .catch(() => '')) ?? '';
      problems.push(
        `${route}: the page did not render its content within ${PAGE_TIMEOUT / 1000} s ` +
          `(${error instanceof Error ? error.message.split('\n')[0] : error}; <main> shows "${text.trim().slice(0, 120)}")`,
      );
    }
    for (const message of pageErrors) problems.push(`${route}: page error: ${message}`);
    return problems;
  } finally {
    await context.close();
  }
}
