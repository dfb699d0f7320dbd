import type { Page } from 'playwright-core';
import { emulatePhone } from '../../bench/lib/phone-profile.mjs';
import { closeBrowser, openPage, type OpenedPage } from '../support/browser';
import { allowConsole, remoteDown } from '../support/console-guard';
import { makeUnreachable, toastTitled } from '../support/site-page';
import { prerenderedRoot } from '../support/prerendered';
import { SITE, SITE_ROUTES, site, url } from '../support/site';

afterAll(closeBrowser);

const SERVICE_TOAST = '🚧 Service details are not implemented yet';

/** Counts, in the page, the clicks that reach a site action's control after any early capture. */
function countActionClicks() {
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-action]')) {
      const counted = window as unknown as { actionClicks?: number };
      counted.actionClicks = (counted.actionClicks ?? 0) + 1;
    }
  });
}

const held = new WeakMap<Page, () => void>();

/**
 * Holds the shell's entry script until the test has made its input (what these tests deliberately
 * delay): the input then surely lands on the served page, however fast the take-over would be.
 */
async function holdShellScript(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const shell = new URL(site.shell).origin;
  await page.route(
    (target) => target.origin === shell && /\/main\.[^/]*\.js$/.test(target.pathname),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  held.set(page, release);
}

/**
 * Opens a route on the phone profile, returning as soon as the served HTML starts to arrive. A
 * release in the other test worker may have just switched a bundle, and until its first screens
 * are rendered the route is served as the single-page app, which shows nothing while the shell's
 * script is held: such a load is made again.
 */
async function openOnPhone(route: string, before?: (opened: OpenedPage) => Promise<void>): Promise<OpenedPage> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const opened = await openPage({ viewport: { width: 1280, height: 900 } });
    await emulatePhone(opened.page);
    await holdShellScript(opened.page);
    await opened.page.addInitScript(countActionClicks);
    await before?.(opened);
    const response = await opened.page.goto(url(route), { waitUntil: 'commit' });
    if (prerenderedRoot((await response?.text()) ?? '') || Date.now() > deadline) return opened;
    held.get(opened.page)?.();
    await opened.context.close();
  }
}

const takenOver = (page: Page) => page.locator('#root').evaluate((root) => root.hasAttribute('data-route-ready'));
const actionClicks = (page: Page) =>
  page.evaluate(() => (window as unknown as { actionClicks?: number }).actionClicks ?? 0);

/** Asserts the input was made on the served page, before the shell took over; then lets the shell load. */
async function expectServedPage(page: Page) {
  expect(await page.locator('#root').getAttribute('data-prerendered')).not.toBeNull();
  expect(await takenOver(page)).toBe(false);
  held.get(page)?.();
}

async function waitForTakeOver(page: Page) {
  await page.locator('#root[data-route-ready]').waitFor({ state: 'attached', timeout: 30_000 });
}

describe('input made before the shell takes over (phone profile)', () => {
  it.each([
    ['/', 'Start Your GCC Journey'],
    ['/', 'Partner With Us'],
    ['/', 'Schedule Consultation'],
    ['/about', 'Partner With Us'],
  ])('%s: "%s" clicked the moment it shows opens Contact Us once', async (route, label) => {
    const { page, context, pageErrors } = await openOnPhone(route);
    const button = page.getByRole('button', { name: label }).first();
    await button.click({ timeout: 20_000 });
    await expectServedPage(page);
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ timeout: 30_000 });
    expect(await actionClicks(page)).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it.each(SITE_ROUTES)(
    '%s: the header Contact Us clicked at once opens the dialog when the shell takes over',
    async (route) => {
      const { page, context } = await openOnPhone(route);
      await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click({ timeout: 20_000 });
      await expectServedPage(page);
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ timeout: 30_000 });
      expect(await actionClicks(page)).toBe(1);
      await context.close();
    },
  );

  it('"Explore Services" clicked at once shows the service notice exactly once', async () => {
    const { page, context } = await openOnPhone('/');
    await page.getByRole('button', { name: 'Explore Services' }).click({ timeout: 20_000 });
    await expectServedPage(page);
    await toastTitled(page, SERVICE_TOAST).waitFor({ timeout: 30_000 });
    expect(await actionClicks(page)).toBe(1);
    await context.close();
  });

  it('the keyboard works too: Enter and Space on a served button take effect after the take-over', async () => {
    const { page, context } = await openOnPhone('/');
    const start = page.getByRole('button', { name: 'Start Your GCC Journey' });
    await start.focus({ timeout: 20_000 });
    await page.keyboard.press('Enter');
    await expectServedPage(page);
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await actionClicks(page)).toBe(1);
    await context.close();

    const second = await openOnPhone('/services');
    await second.page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).focus({ timeout: 20_000 });
    await second.page.keyboard.press('Space');
    await expectServedPage(second.page);
    await second.page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ timeout: 30_000 });
    await second.context.close();
  });

  it('a theme chosen at once is applied when the shell takes over, and kept', async () => {
    const { page, context } = await openOnPhone('/services');
    const select = page.getByRole('combobox', { name: 'Theme' });
    await select.selectOption('theme-dark', { timeout: 20_000 });
    await expectServedPage(page);
    await waitForTakeOver(page);
    await page.waitForFunction(() => document.documentElement.classList.contains('theme-dark'));
    expect(await select.inputValue()).toBe('theme-dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('theme-dark');
    expect(await page.evaluate(() => document.documentElement.className)).not.toContain('theme-light');
    await context.close();
  });

  it('a plain link clicked at once navigates at once, without waiting for the shell', async () => {
    const { page, context } = await openOnPhone('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click({ timeout: 20_000 });
    // Committed is navigated: the served page's own load may wait for the held shell script.
    await page.waitForURL(url('/services'), { timeout: 20_000, waitUntil: 'commit' });
    held.get(page)?.();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await context.close();
  });

  it('with the marketing bundle down, Contact Us clicked at once gets the same message as later', async () => {
    const { page, context } = await openOnPhone('/about', async ({ page: opened }) => {
      await makeUnreachable(opened, site.remotes.marketing!);
    });
    allowConsole(...remoteDown(site.remotes.marketing!, 'marketing'));
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click({ timeout: 20_000 });
    await expectServedPage(page);
    await toastTitled(page, 'Contact form unavailable').waitFor({ timeout: 30_000 });
    expect(await actionClicks(page)).toBe(1);
    await context.close();
  });
});

/** Records, in the page, when a click is made and when its control first shows it was taken. */
function timeFeedback() {
  const times = { click: 0, busy: 0 };
  (window as unknown as { feedback?: typeof times }).feedback = times;
  // The window's capture listener runs before the document's, where the early capture holds the click.
  window.addEventListener('click', () => (times.click ||= performance.now()), true);
  new MutationObserver((records) => {
    if (!times.busy && records.some((r) => (r.target as Element).getAttribute('aria-busy') === 'true')) {
      times.busy = performance.now();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/**
 * Holds a remote page's module (its exposed chunk, `__federation_expose_<module>`) until the returned
 * function is called; the remote's other modules (the contact dialog) load as usual.
 */
async function holdPageModule(page: Page, remoteOrigin: string, module: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const origin = new URL(remoteOrigin).origin;
  const chunk = `__federation_expose_${module.replace(/-/g, '_')}.`;
  await page.route(
    (target) => target.origin === origin && target.pathname.includes(chunk),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** The module of the home page, from the site manifest. */
const HOME_MODULE = SITE.host.pages.find((page) => page.path === '/')!.module;

describe('what a held input shows, and who answers first (phone profile)', () => {
  it.each([
    ['/', 'Start Your GCC Journey'],
    ['/services', 'Contact Us'],
  ])(
    '%s: "%s" clicked before the take-over shows within 100 ms that it was taken, until its effect',
    async (route, label) => {
      const { page, context } = await openOnPhone(route, async ({ page: opened }) => {
        await opened.addInitScript(timeFeedback);
      });
      const button = page.getByRole('button', { name: label }).first();
      await button.click({ timeout: 20_000 });
      const { click, busy } = await page.evaluate(
        () => (window as unknown as { feedback: { click: number; busy: number } }).feedback,
      );
      expect(click).toBeGreaterThan(0);
      expect(busy - click).toBeLessThanOrEqual(100);
      expect(await button.getAttribute('aria-busy')).toBe('true');
      // Visibly so: dimmed, with a spinner, not only for assistive technology.
      expect(await button.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.75');
      await expectServedPage(page);
      await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ timeout: 30_000 });
      expect(await page.locator('[aria-busy="true"][data-input-pending]').count()).toBe(0);
      await context.close();
    },
  );

  it("the header answers while the page's module is still on its way; input in the page waits for the page", async () => {
    let releasePage = () => {};
    const { page, context, pageErrors } = await openOnPhone('/', async ({ page: opened }) => {
      releasePage = await holdPageModule(opened, site.remotes.marketing!, HOME_MODULE);
    });
    const start = page.getByRole('button', { name: 'Start Your GCC Journey' });
    await start.waitFor({ timeout: 20_000 });
    held.get(page)?.();
    // The shell is live: its header's Contact Us answers though the page is not.
    const contact = page.getByRole('banner').getByRole('button', { name: 'Contact Us' });
    // React has hydrated a DOM node once it has attached its props to it.
    await page.waitForFunction(
      () => {
        const header = document.querySelector('header');
        const button = [...(header?.querySelectorAll('button') ?? [])].find((b) =>
          /Contact Us/.test(b.textContent ?? ''),
        );
        return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'));
      },
      undefined,
      { timeout: 30_000 },
    );
    expect(await takenOver(page)).toBe(false);
    await contact.click();
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ timeout: 10_000 });
    expect(await takenOver(page)).toBe(false);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // A click in the page, still served HTML, is held with its feedback, then replayed once.
    await start.click();
    expect(await start.getAttribute('aria-busy')).toBe('true');
    expect(await page.getByRole('dialog').count()).toBe(0);
    releasePage();
    await waitForTakeOver(page);
    await page.getByRole('dialog', { name: 'Contact Us' }).waitFor({ timeout: 30_000 });
    expect(await actionClicks(page)).toBe(2);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
