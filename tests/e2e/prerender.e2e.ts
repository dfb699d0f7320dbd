import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesNamedIn } from '../../bench/lib/named-files.mjs';
import { emulatePhone } from '../../bench/lib/phone-profile.mjs';
import themeSettings from '../../shared-ui/src/theme/theme-settings.json';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, notFoundAnswer } from '../support/console-guard';
import {
  asHtmlText,
  gotoPrerendered,
  headingsOf,
  prerenderedHtml,
  prerenderedRoot,
  UNKNOWN_PATH,
} from '../support/prerendered';
import { NO_BROWSER, ROOT, liveVersion, releaseTarget } from '../support/release';
import { mainHeading } from '../support/release-scenario';
import { READY, visit, waitForLivePage } from '../support/site-page';
import { SITE_ROUTES, url } from '../support/site';

afterAll(closeBrowser);

/** The heading of a route as the live site renders it. */
async function liveHeading(route: string): Promise<string> {
  const { page, context } = await openPage();
  await visit(page, route);
  const heading = await mainHeading(page);
  await context.close();
  return heading;
}

/** The resource titles of supabase/seed.sql: data, which a page rendered ahead of time never holds. */
function seededTitles(): string[] {
  const seed = readFileSync(path.join(ROOT, 'supabase/seed.sql'), 'utf8');
  return [...seed.matchAll(/'[0-9a-f-]{36}',\s*'[^']*',\s*'((?:[^']|'')*)'/g)].map((m) => m[1]!.replace(/''/g, "'"));
}

/** Runs the first-screen renderer of the site (`import('release').prerenderSite`) on the end-to-end target, in a process with no browser. */
function prerenderWithoutBrowser(): Promise<string> {
  const script =
    "import { folderTarget, prerenderSite } from 'release';" +
    `await prerenderSite({ target: folderTarget(${JSON.stringify(releaseTarget())}) });`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: ROOT, env: { ...process.env, CHROMIUM_PATH: NO_BROWSER } },
      (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)),
    );
  });
}

const renderedAt = () =>
  (
    JSON.parse(readFileSync(path.join(releaseTarget(), 'shell/prerendered/manifest.json'), 'utf8')) as {
      renderedAt: string;
    }
  ).renderedAt;

/**
 * A page that marks the element `selector` finds in the served HTML before any script runs (a
 * fresh render would drop the mark), and collects the console's warnings.
 */
async function openMarkingServed(selector: string) {
  const opened = await openPage();
  const warnings: string[] = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await opened.page.addInitScript(
    (served) =>
      document.addEventListener('DOMContentLoaded', () =>
        document.querySelector(served)?.setAttribute('data-served', ''),
      ),
    selector,
  );
  return { ...opened, warnings };
}

/** React's recoverable-error report of the shell (shell/src/bootstrap.tsx): the served page did not match. */
const RENDERED_AGAIN = '[shell] the page served as HTML was rendered again';

describe('first screens rendered ahead of time', () => {
  it('renders every route in Node, with no browser, and the server sends what it wrote', async () => {
    const before = renderedAt();
    // A release test in the other worker may switch a bundle during a run, which then writes nothing.
    const all = `${SITE_ROUTES.length} of ${SITE_ROUTES.length} routes rendered ahead of time in`;
    const rendered = new RegExp(`${all} \\d+\\.\\d+ s`);
    let output = '';
    for (let run = 0; run < 3 && !output.includes(all); run += 1) {
      output = await prerenderWithoutBrowser();
    }
    expect(output).toMatch(rendered);
    expect(renderedAt() > before).toBe(true);
    const { root } = await prerenderedHtml('/about');
    expect(root.route).toBe('/about');
    expect(headingsOf(root.markup)).toContain(await liveHeading('/about'));
  });

  it.each(SITE_ROUTES)('serves %s as HTML with the page and its CSS', async (route) => {
    const heading = await liveHeading(route);
    const { html, root } = await prerenderedHtml(route);
    expect(root.route).toBe(route);
    expect(headingsOf(root.markup)).toContain(heading);
    const css = /<style data-prerendered[^>]*>([\s\S]*?)<\/style>/.exec(html);
    expect(css?.[1]?.length).toBeGreaterThan(500);
    expect(css!.index).toBeLessThan(html.indexOf('</head>'));
    // Whole: the page's Suspense boundary is complete in the markup (<!--$-->), never a fallback
    // that a script would fill in later (<!--$?-->, React's $RC), which the CSP would not run.
    expect(root.markup).toContain('<!--$-->');
    expect(root.markup).not.toMatch(/<!--\$[?!]-->|<template id="B:|\$RC\(/);
  });

  it('serves /resources with the Knowledge Hub heading and its data still loading, never the data', async () => {
    const { root } = await prerenderedHtml('/resources');
    expect(headingsOf(root.markup)).toContain(await liveHeading('/resources'));
    expect(root.markup).toContain(asHtmlText(READY.resources));
    expect(root.markup).toContain('aria-busy="true"');
    const titles = seededTitles();
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) expect(root.markup).not.toContain(asHtmlText(title));
  });

  it('sends a page with the headers of index.html and the releases it was rendered from', async () => {
    const live = () =>
      `shell@${liveVersion('shell')} marketing@${liveVersion('marketing')} knowledge-hub@${liveVersion('knowledge-hub')}`;
    await prerenderedHtml('/services', (_root, html) => html.includes(`content="${live()}"`));
    const page = await fetch(url('/services'));
    const index = await fetch(url('/index.html'));
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toBe(index.headers.get('content-security-policy'));
  });

  it('paints the page without JavaScript', async () => {
    const { page, context } = await openPage({ javaScriptEnabled: false });
    await gotoPrerendered(page, '/services');
    const heading = page.locator('#root main h1').first();
    expect(await heading.isVisible()).toBe(true);
    expect((await heading.innerText()).trim()).toBe(await liveHeading('/services'));
    await context.close();
  });

  it('answers any other path with a 404 and the error screen rendered ahead of time, and no prerendered file directly', async () => {
    const { html, root } = await prerenderedHtml(UNKNOWN_PATH);
    expect(root.route).toBe('*');
    expect(headingsOf(root.markup)).toEqual(['Unexpected Application Error!']);
    expect(root.markup).toContain('404 Not Found');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    for (const file of ['/prerendered/manifest.json', '/prerendered/services.html', '/prerendered/not-found.html']) {
      expect((await fetch(url(file))).status).toBe(404);
    }
  });

  it('takes the not-found page over as it was served, and a link from it leads to a page with its own head', async () => {
    allowConsole(notFoundAnswer(url(UNKNOWN_PATH)));
    const { page, context, consoleErrors, warnings } = await openMarkingServed('#root h1');
    await gotoPrerendered(page, UNKNOWN_PATH);
    await page.locator('#root[data-route-ready="error"]').waitFor({ state: 'attached' });
    expect(await page.locator('#root h1[data-served]').count()).toBe(1);
    expect(warnings.filter((text) => text.includes(RENDERED_AGAIN))).toEqual([]);
    expect(consoleErrors.filter((text) => !text.includes('404 (Not Found)'))).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    await page.waitForURL(url('/services'));
    await page.waitForFunction(() => !document.querySelector('meta[name="robots"]'));
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/services$/);
    await context.close();
  });

  it.each(SITE_ROUTES)('takes %s over as it was served: the same elements, nothing drawn again', async (route) => {
    const { page, context, consoleErrors, warnings } = await openMarkingServed('#root main h1');
    await gotoPrerendered(page, route);
    await waitForLivePage(page);
    expect(await page.locator('#root main h1[data-served]').count()).toBe(1);
    expect(warnings.filter((text) => text.includes(RENDERED_AGAIN))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Emotion took the served rules as written (their class names in data-emotion): it wrote none again.
    const written = await page.evaluate(() => {
      const served = document.querySelector('style[data-prerendered]')?.getAttribute('data-emotion') ?? '';
      const ids = served.split(' ').slice(1);
      const rules = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].flatMap((tag) =>
        [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText),
      );
      return { ids: ids.length, again: ids.filter((id) => rules.some((rule) => rule.includes(`.css-${id}`))) };
    });
    expect(written.ids).toBeGreaterThan(10);
    expect(written.again).toEqual([]);
    await context.close();
  });

  // On a phone the shell is live before the page's module has arrived. A visitor's stored theme,
  // which the page was not rendered in, must not make React draw the page again then.
  const otherThemes = themeSettings.themes.slice(1);
  it.each(SITE_ROUTES.flatMap((route) => otherThemes.map((theme) => [route, theme] as const)))(
    'takes %s over as it was served on the phone profile, in %s',
    async (route, theme) => {
      const { page, context, consoleErrors, warnings } = await openMarkingServed('#root main h1');
      const stored = { key: themeSettings.storageKey, theme };
      await page.addInitScript((choice) => localStorage.setItem(choice.key, choice.theme), stored);
      await emulatePhone(page);
      await gotoPrerendered(page, route, 60_000);
      await waitForLivePage(page);
      expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
      expect(await page.locator('#root main h1[data-served]').count()).toBe(1);
      expect(warnings.filter((text) => text.includes(RENDERED_AGAIN))).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    90_000,
  );

  it.each(SITE_ROUTES)(
    'names in %s every file it loads before it responds, and each is fetched once',
    async (route) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        // A fresh context each time: nothing cached, every file is a request.
        const { page, context } = await openPage();
        const requested: string[] = [];
        page.on('request', (request) => requested.push(request.url()));
        await page.addInitScript(() => {
          new MutationObserver((_changes, observer) => {
            if (!document.querySelector('#root[data-route-ready]')) return;
            (window as unknown as { readyAt: number }).readyAt = performance.now();
            observer.disconnect();
          }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-route-ready'] });
        });
        const response = await page.goto(url(route));
        const html = (await response?.text()) ?? '';
        if (!prerenderedRoot(html)) {
          // A release in the other test worker switched a bundle: its pages are being rendered.
          await context.close();
          expect(Date.now()).toBeLessThan(deadline);
          continue;
        }
        await page.waitForFunction(() => (window as unknown as { readyAt?: number }).readyAt);
        const before = await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= (window as unknown as { readyAt: number }).readyAt)
            .map((entry) => entry.name),
        );
        const named = filesNamedIn(html, page.url());
        expect(before.length).toBeGreaterThan(2);
        expect(before.filter((file) => !named.has(file))).toEqual([]);
        expect(requested.filter((file, index) => requested.indexOf(file) !== index)).toEqual([]);
        await context.close();
        return;
      }
    },
  );
});
