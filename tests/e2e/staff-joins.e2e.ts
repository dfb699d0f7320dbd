import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRemoteApp, createShellApp, folderPaths, siteManifestOfShellBuild } from 'release';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, notFoundAnswer } from '../support/console-guard';
import { JOINED, SITE } from '../support/site';
import { listenOnFreePort } from 'site-servers';

afterAll(closeBrowser);

/**
 * The staff workspace joins the site through the runtime config alone. This test serves the live
 * shell release of this run on a second address with a config of its own: first without the
 * workspace, then with it, then with the workspace moved to another host. The shell build is the
 * same file throughout: no rebuild, no restart.
 */
const { bundle: STAFF, key: STAFF_KEY } = JOINED;

interface RuntimeConfig {
  remotes: Record<string, string>;
  pages?: { path: string; remote: string }[];
  supabase: { url: string; publishableKey: string };
  publicOrigin?: string;
}

const target = process.env.E2E_RELEASE_TARGET_DIR ?? '';
const shellPaths = folderPaths(target, SITE.host);
const siteConfig = JSON.parse(readFileSync(path.join(shellPaths.dir, 'runtime-config.json'), 'utf8')) as RuntimeConfig;

const withoutStaff: RuntimeConfig = {
  ...siteConfig,
  remotes: Object.fromEntries(Object.entries(siteConfig.remotes).filter(([key]) => key !== STAFF_KEY)),
  pages: undefined,
};

let config: RuntimeConfig = withoutStaff;
const stops: (() => Promise<void>)[] = [];
let shellUrl = '';

beforeAll(async () => {
  const shell = await listenOnFreePort(
    createShellApp({
      root: shellPaths.dir,
      config: () => config,
      serveConfig: true,
      fallbackRoot: shellPaths.liveRelease,
      siteRoutes: () => siteManifestOfShellBuild(shellPaths.liveRelease()).host.routes,
    }),
  );
  stops.push(shell.close);
  shellUrl = `http://localhost:${shell.port}`;
});
afterAll(async () => {
  for (const stop of stops) await stop();
});

describe('the staff workspace joins at run time', () => {
  it('is not there without its config entry, is served once added, and follows a move to another host', async () => {
    expect(siteConfig.pages?.map((page) => page.path)).toEqual(STAFF.routes);
    const { page, context } = await openPage();

    config = withoutStaff;
    allowConsole(notFoundAnswer(`${shellUrl}/staff`));
    const before = await page.goto(`${shellUrl}/staff`, { waitUntil: 'domcontentloaded' });
    await page.getByText('404 Not Found').waitFor();
    expect(before?.status()).toBe(404);
    expect(before?.headers()['x-robots-tag']).toBeUndefined();
    const shellPage = await (await page.request.get(`${shellUrl}/staff`)).text();

    config = siteConfig;
    const after = await page.goto(`${shellUrl}/staff`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(after?.status()).toBe(200);
    expect(after?.headers()['x-robots-tag']).toBe('noindex');
    expect(await (await page.request.get(`${shellUrl}/staff`)).text()).toBe(shellPage);
    await page.goto(`${shellUrl}/staff/resources`, { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Password').waitFor();

    // Moved: the same live release served from another origin; the page loads it from there.
    const staffPaths = folderPaths(target, STAFF);
    const moved = await listenOnFreePort(
      createRemoteApp({ root: staffPaths.dir, fallbackRoot: staffPaths.liveRelease }),
    );
    stops.push(moved.close);
    const movedOrigin = `http://localhost:${moved.port}`;
    config = { ...siteConfig, remotes: { ...siteConfig.remotes, [STAFF_KEY]: `${movedOrigin}/mf-manifest.json` } };
    const fromMoved: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(movedOrigin)) fromMoved.push(request.url());
    });
    await page.goto(`${shellUrl}/staff`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(fromMoved.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    await context.close();
  });
});
