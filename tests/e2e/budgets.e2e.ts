import budgets from '../budgets.json';
import { closeBrowser, getBrowser, openPage } from '../support/browser';
import { measureRoute, type LoadedBytes } from '../../bench/lib/first-screen.mjs';
import { SITE, SITE_ROUTES, site, url } from '../support/site';
import { READY, visit } from '../support/site-page';
import { supabaseJsChunk } from '../support/release';
import { isTelemetryChunk } from '../support/telemetry';

afterAll(closeBrowser);

const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(what: string, loaded: LoadedBytes, actual: number, limitKB: number) {
  const withinBudget = actual <= limitKB * KB;
  const heaviest = [...loaded.files]
    .sort((a, b) => b.compressed - a.compressed)
    .slice(0, 5)
    .map((f) => `${kb(f.compressed)} ${f.url}`);
  return { what, withinBudget, actual: kb(actual), budget: kb(limitKB * KB), heaviest: withinBudget ? [] : heaviest };
}

/**
 * Byte budgets per route, compressed, on a cold visit: JS before the route's main content is on
 * screen, and JS and CSS until its page is interactive. A change that makes a route heavier than
 * its budget in tests/budgets.json fails here; raise a budget only on purpose (docs/performance.md
 * says how they were set).
 */
describe('byte and request budgets per route', () => {
  it('budgets only routes of the site manifest', () => {
    expect(Object.keys(budgets.routes).filter((route) => !SITE_ROUTES.includes(route))).toEqual([]);
  });

  it.each(Object.entries(budgets.routes))('%s stays within its budgets', async (route, budget) => {
    const { firstScreen, interactive, unnamed } = await measureRoute(await getBrowser(), url(route));

    // A flat waterfall: every request before take-over is named by the served page, and few.
    expect(unnamed).toEqual([]);
    expect({ route, requests: interactive.requests }).toEqual({
      route,
      requests: Math.min(interactive.requests, budget.interactiveRequests),
    });

    expect(
      report(`${route} JS before the first screen`, firstScreen, firstScreen.js.compressed, budget.firstScreenJsKB),
    ).toEqual(expect.objectContaining({ withinBudget: true }));
    expect(
      report(`${route} JS until interactive`, interactive, interactive.js.compressed, budget.interactiveJsKB),
    ).toEqual(expect.objectContaining({ withinBudget: true }));
    expect(
      report(
        `${route} JS + CSS until interactive`,
        interactive,
        interactive.js.compressed + interactive.css.compressed,
        budget.interactiveTotalKB,
      ),
    ).toEqual(expect.objectContaining({ withinBudget: true }));
  });
});

describe("visitors' pages and the bundles that join at run time", () => {
  const joined = SITE.remotes.filter((bundle) => bundle.joinsAtRunTime);

  it('load nothing from them, first screen or after', async () => {
    expect(joined.length).toBeGreaterThan(0);
    const origins = joined.map((bundle) => site.remotes[bundle.remoteKey!]!);
    const { page, context } = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const route of SITE_ROUTES) {
      await visit(page, route);
      await page.waitForLoadState('load');
      // Past the idle work a page starts after load (the contact dialog, the telemetry).
      await page.waitForTimeout(1500);
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByText(READY.resources).waitFor();
    expect(requested.length).toBeGreaterThan(SITE_ROUTES.length);
    expect(requested.filter((address) => origins.some((origin) => address.startsWith(origin)))).toEqual([]);
    await context.close();
  });
});

describe('a visitor who never signed in', () => {
  it("loads no supabase-js on the marketing pages, first screen or after the page's idle work", async () => {
    const chunk = supabaseJsChunk();
    const marketing = SITE.remotes.find((bundle) => bundle.name === 'marketing')!;
    const routes = SITE.host.pages.filter((page) => page.remote === marketing.remoteKey).map((page) => page.path);
    expect(routes.length).toBeGreaterThan(0);
    const { page, context } = await openPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    for (const route of routes) {
      // The telemetry is loaded by the same idle work that used to read the session.
      const idle = page.waitForRequest((request) => isTelemetryChunk(request.url()), { timeout: 20_000 });
      await visit(page, route);
      await idle;
      await page.waitForTimeout(500);
    }
    expect(requested.filter((address) => isTelemetryChunk(address))).toHaveLength(routes.length);
    expect(requested.filter((address) => address.endsWith(`/${chunk}`))).toEqual([]);
    await context.close();
  });
});
