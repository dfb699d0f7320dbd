import type { Page } from 'playwright-core';
import { closeBrowser, openPage } from '../support/browser';
import { prerenderedRoot } from '../support/prerendered';
import { routerChunks } from '../support/release';
import { SITE_ROUTES, url } from '../support/site';

afterAll(closeBrowser);

/** Holds back the shell's router (its chunk map's `takeOver`) until the returned function is called. */
async function holdRouter(page: Page): Promise<() => void> {
  const files = routerChunks();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (target) => files.some((file) => target.pathname.endsWith(`/${file}`)),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/**
 * Opens the route's served first screen, not waiting for the load event (the router's file is part
 * of the page's load). A release in the other test worker may have just switched a bundle, and
 * until its first screens are rendered the route is served as the single-page app: loaded again.
 */
async function openServed(page: Page, route: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await page.goto(url(route), { waitUntil: 'domcontentloaded' });
    if (prerenderedRoot((await response?.text()) ?? '')) return;
    if (Date.now() > deadline) throw new Error(`${route} was not served as a first screen`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const routeReady = (page: Page) =>
  page.evaluate(() => document.getElementById('root')?.getAttribute('data-route-ready'));

/**
 * The shell's header takes the served page over without its router (shell/src/app/app.tsx): the
 * router and the page have a Suspense boundary of their own, and React hydrates the header first.
 */
describe('the header answers before the router has arrived', () => {
  it.each(SITE_ROUTES)(
    'on %s, Contact Us opens its dialog while the page still waits for the router',
    async (route) => {
      const { page, context, pageErrors } = await openPage();
      const release = await holdRouter(page);
      await openServed(page, route);

      await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor();
      expect(await routeReady(page)).toBeNull();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ state: 'hidden' });

      release();
      await page.waitForSelector('#root[data-route-ready="page"]');
      // The served page was taken over as it is: its heading is still there, once.
      expect(await page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(pageErrors).toEqual([]);
      await context.close();
    },
  );
});
