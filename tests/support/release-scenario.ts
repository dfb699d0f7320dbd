import type { Page } from 'playwright-core';
import { releasePath } from 'release-layout';
import { asHtmlText, prerenderedHtml } from './prerendered';
import { closeBrowser } from './browser';
import {
  type CommandResult,
  copyBundleSource,
  liveVersion,
  releaseCommand,
  removeBundleSource,
  removeExposedModule,
} from './release';
import { url } from './site';
import { waitForLivePage } from './site-page';

type RemoteBundle = 'marketing' | 'knowledge-hub' | 'staff';

async function text(address: string): Promise<string> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
  return response.text();
}

/**
 * What a visitor gets from the shell: its page, its runtime config and the shell scripts the open
 * page loaded (content-hashed names). A remote release must leave all of it byte for byte the same.
 * The page is /index.html: a route's page rendered ahead of time holds the remote's markup.
 */
export async function shellSnapshot(page: Page) {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(location.origin) && name.endsWith('.js'))
      .sort(),
  );
  // Which chunks have arrived depends on timing (some load when the browser is idle), so the
  // snapshot names the release folders and the entry script, which a shell release would change.
  return {
    html: await text(url('/index.html')),
    runtimeConfig: await text(url('/runtime-config.json')),
    releaseFolders: [...new Set(scripts.map((name) => name.slice(0, name.lastIndexOf('/'))))],
    entryScripts: scripts.filter((name) => /\/main\.[0-9a-f]+\.js$/.test(name)),
  };
}

/** The text of the page's main heading, once the remote page is on screen. */
export async function mainHeading(page: Page): Promise<string> {
  await waitForLivePage(page);
  const heading = page.locator('main h1').first();
  await heading.waitFor();
  return (await heading.innerText()).trim();
}

/** Waits until an element of <main> shows exactly this text (after a reload, the new release's). */
export async function waitForMainText(page: Page, expected: string): Promise<void> {
  await waitForLivePage(page);
  await page.locator('main').getByText(expected, { exact: true }).first().waitFor();
}

/** The live manifest of a remote, as the shell fetches it. */
export function manifestText(remoteOrigin: string): Promise<string> {
  return text(`${remoteOrigin}/mf-manifest.json`);
}

/** Cache-Control of a file of a release, or the HTTP status when it is not served. */
export async function releaseFileCaching(remoteOrigin: string, version: string, file: string): Promise<string> {
  const response = await fetch(`${remoteOrigin}/${releasePath(version, file)}`);
  return response.ok ? (response.headers.get('cache-control') ?? '') : `HTTP ${response.status}`;
}

/**
 * Waits until the page served for `route`, rendered ahead of time, shows `expected`: the release
 * command renders the new first screens before it ends, but a release in the other jest worker may
 * be switching too, and then the last of the runs writes them. Fails at once if a served page shows
 * `unexpected`: a page of a release that is not live must never be served, not even for a moment.
 */
export async function waitForServedText(route: string, expected: string, unexpected?: string): Promise<void> {
  await prerenderedHtml(route, ({ markup }) => {
    if (unexpected && markup.includes(asHtmlText(unexpected)))
      throw new Error(`${route} is served with "${unexpected}"`);
    return markup.includes(asHtmlText(expected));
  });
}

/**
 * Runs `npm run rollback -- <bundle>` and measures when the live pointer is back on `version`:
 * the command goes on to render the first screens of the site, which no visitor waits for.
 */
export async function timedRollback(
  bundle: RemoteBundle,
  version: string,
): Promise<{ result: CommandResult; switchedAfter: number | null }> {
  const started = Date.now();
  let done = false;
  const command = releaseCommand('rollback', [bundle]).finally(() => {
    done = true;
  });
  let switchedAfter: number | null = null;
  while (switchedAfter === null && !done) {
    if (liveVersion(bundle) === version) switchedAfter = Date.now() - started;
    else await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const result = await command;
  if (switchedAfter === null && liveVersion(bundle) === version) switchedAfter = Date.now() - started;
  return { result, switchedAfter };
}

/**
 * Two copies of a bundle's source for one describe block: `changed`, for a test to edit and
 * release, and `broken`, which no longer exposes `missingModule`. Removed after the block, with
 * the browser.
 */
export function bundleCopies(packageDir: 'mfe-marketing' | 'mfe-knowledge-hub' | 'mfe-staff', missingModule: string) {
  const copies = { changed: '', broken: '' };
  beforeAll(() => {
    copies.changed = copyBundleSource(packageDir);
    copies.broken = copyBundleSource(packageDir);
    removeExposedModule(copies.broken, missingModule);
  });
  afterAll(async () => {
    removeBundleSource(copies.changed);
    removeBundleSource(copies.broken);
    await closeBrowser();
  });
  return copies;
}

/** Releases `source` as `bundle`, expecting it to succeed and become live; returns both versions. */
export async function releaseNewVersion(
  bundle: RemoteBundle,
  source: string,
): Promise<{ before: string; after: string }> {
  const before = liveVersion(bundle);
  const released = await releaseCommand('release', [bundle, '--source', source]);
  expect({ code: released.code, output: released.output }).toEqual({ code: 0, output: expect.any(String) });
  const after = liveVersion(bundle);
  expect(after).not.toBe(before);
  return { before, after };
}

/**
 * Takes `page` off the site before a rollback: a page still open on the release rolled back from
 * gets no more of its files (the release package's release gate), so a chunk it would load when idle would fail.
 */
export async function leaveSite(page: Page): Promise<void> {
  await page.goto('about:blank');
}

/** Rolls `bundle` back, expecting `version` to be live again within 10 s of the command starting. */
export async function rollBackTo(bundle: RemoteBundle, version: string): Promise<void> {
  const { result: rolledBack, switchedAfter } = await timedRollback(bundle, version);
  expect({ code: rolledBack.code, output: rolledBack.output }).toEqual({ code: 0, output: expect.any(String) });
  expect(switchedAfter).toBeLessThan(10_000);
  expect(liveVersion(bundle)).toBe(version);
}

/** `npm run releases` names `live` as live and still lists `other`. */
export async function expectListed(bundle: RemoteBundle, live: string, other: string): Promise<void> {
  const listed = await releaseCommand('releases', [bundle]);
  expect(listed.output).toMatch(new RegExp(`LIVE\\s+${live}`));
  expect(listed.output).toContain(other);
}

/**
 * Releases `source`, which no longer exposes `module`, expecting the release to be refused and
 * the live version and manifest of `bundle` (served from `remoteOrigin`) to stay as they were.
 */
export async function expectRefusedRelease(
  bundle: RemoteBundle,
  source: string,
  remoteOrigin: string,
  module: string,
): Promise<void> {
  const live = liveVersion(bundle);
  const manifestBefore = await manifestText(remoteOrigin);

  const refused = await releaseCommand('release', [bundle, '--source', source]);
  // Exit status 1: refused by the checks (packages/release/src/errors.ts).
  expect(refused.code).toBe(1);
  expect(refused.output).toContain(`Release of ${bundle} refused`);
  expect(refused.output).toContain('Nothing was switched: the live site is unchanged.');
  expect(refused.output).toContain(`does not expose "./${module}"`);

  expect(liveVersion(bundle)).toBe(live);
  expect(await manifestText(remoteOrigin)).toBe(manifestBefore);
}
