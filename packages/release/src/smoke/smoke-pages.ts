// The smoke run's pages: every route of the bundle opened at once, each in a browser context of its
// own, so a route's wait (the shell's page loader waits up to a second for a first paint that the
// plain index.html never makes) overlaps the others' instead of adding to them.
import { type ExportsInput, missingExports, pageRendered } from './in-browser';

/** How long a route may take to render its content. */
const PAGE_TIMEOUT = 30_000;

/** A page of the browser (Playwright's), as much of it as the smoke run uses. */
export interface SmokePage {
  on(event: 'pageerror', listener: (error: Error) => void): unknown;
  goto(url: string, options: { waitUntil: 'domcontentloaded'; timeout: number }): Promise<unknown>;
  waitForFunction(
    check: () => boolean | 'unavailable',
    arg: undefined,
    options: { timeout: number; polling: number },
  ): Promise<{ jsonValue(): Promise<boolean | 'unavailable'> }>;
  evaluate(look: (input: ExportsInput) => Promise<string[]>, input: ExportsInput): Promise<string[]>;
  locator(selector: string): { textContent(options: { timeout: number }): Promise<string | null> };
}

/** The browser (Playwright's), as much of it as the smoke run uses. */
export interface SmokeBrowser {
  newContext(options: { reducedMotion: 'reduce' }): Promise<{ newPage(): Promise<SmokePage>; close(): Promise<void> }>;
}

export interface SmokeOptions {
  browser: SmokeBrowser;
  /** the shell's address (`http://localhost:<port>`) */
  origin: string;
  routes: string[];
  /** `<container>/<module>` of every module to check */
  moduleIds: string[];
  /** each remote's mf-manifest.json URL, by container */
  manifests: Record<string, string>;
  log: (line: string) => void;
}

/**
 * Opens every route at once and checks that each renders its content with no page error; in the
 * first page that renders, also that every module in `moduleIds` has a React component as its
 * default export (once: the modules are the same from every route).
 * @returns problems, route by route in the order of `routes`; empty when all is well
 */
export async function checkPages({
  browser,
  origin,
  routes,
  moduleIds,
  manifests,
  log,
}: SmokeOptions): Promise<string[]> {
  let exportsClaimed = false;
  /** True for the first page to render alone: it checks the exports, the others need not. */
  const claimExports = () => !exportsClaimed && (exportsClaimed = true);
  const exportsInput = { ids: moduleIds, manifests };
  const perRoute = await Promise.all(
    routes.map((route) => checkPage({ browser, origin, route, claimExports, exportsInput, log })),
  );
  return perRoute.flat();
}

interface PageCheck {
  browser: SmokeBrowser;
  origin: string;
  route: string;
  claimExports: () => boolean;
  exportsInput: ExportsInput;
  log: (line: string) => void;
}

/**
 * Opens one route in a context of its own and returns its problems: the page's content, the exports
 * when this page claims their check, then its page errors (those the exports' loading raised too).
 */
async function checkPage({ browser, origin, route, claimExports, exportsInput, log }: PageCheck): Promise<string[]> {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message.split('\n')[0] ?? error.message));
    const problems: string[] = [];
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
