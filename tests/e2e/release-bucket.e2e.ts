import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUNDLES, hasRelease, liveVersion, s3Target } from 'release';
import { clientOf, freePort, objectMeta, startLocalS3 } from 'site-servers';
import { closeBrowser, openPage } from '../support/browser';
import { allowConsole, failedRequestTo } from '../support/console-guard';
import {
  copyBundleSource,
  releaseCommand,
  removeBundleSource,
  removeExposedModule,
  replaceVisibleText,
} from '../support/release';
import { serveOwnSite } from '../support/own-site';
import { SITE, site } from '../support/site';
import { waitForLivePage } from '../support/site-page';

// Releases build the bundle and smoke-run it in Chromium; this file makes five of them.
jest.setTimeout(600_000);

const BUCKET = 'e2e-site';
const PREFIX = 'site';
const MARKETING = BUNDLES.marketing!;
const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-s3-'));
let s3: Awaited<ReturnType<typeof startLocalS3>>;
let s3Port = 0;
let stopSite: () => Promise<void> = async () => {};
let shellUrl = '';
let marketingUrl = '';
let changed = '';
/** The founders paragraph as the `changed` copy has it now. */
let copyText = '';
let broken = '';
/** Where the site on the bucket is: the shell, every remote and the backend. */
const siteOrigins = new Set<string>();
let target: ReturnType<typeof s3Target>;

/** The environment a release command of this bucket runs with: the AWS SDK's own variables. */
const bucketEnv = () => ({
  RELEASE_TARGET: `s3://${BUCKET}/${PREFIX}`,
  RELEASE_TARGET_DIR: '',
  AWS_ENDPOINT_URL_S3: s3.endpoint,
  AWS_ACCESS_KEY_ID: s3.accessKeyId,
  AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
  AWS_REGION: s3.region,
});

const bucketCommand = (command: 'release' | 'rollback' | 'releases' | 'promote', args: string[]) =>
  releaseCommand(command, args, bucketEnv());

/** The page the bucket's CDN serves for a route: the object itself. */
async function served(route: string): Promise<string> {
  const response = await fetch(`${shellUrl}${route}`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The about page's founders paragraph, as the live site shows it now. */
async function foundersText(): Promise<string> {
  const { page, context } = await openPage();
  await page.goto(`${shellUrl}/about`);
  await waitForLivePage(page);
  const story = page
    .locator('main p')
    .filter({ hasText: /^Our founders/ })
    .first();
  const text = (await story.innerText()).trim();
  await context.close();
  return text;
}

const marketingLive = () => liveVersion(target, MARKETING);

beforeAll(async () => {
  s3Port = await freePort();
  s3 = await startLocalS3({ port: s3Port, dataDir, bucket: BUCKET });
  target = s3Target({
    bucket: BUCKET,
    prefix: `${PREFIX}/`,
    cacheDir: path.join(dataDir, 'cache'),
    client: clientOf(s3),
    objectMeta,
  });
  const running = await serveOwnSite(target);
  stopSite = running.stop;
  shellUrl = running.origin(SITE.host.name);
  marketingUrl = running.origin(MARKETING.name);
  for (const bundle of SITE.bundleList) siteOrigins.add(running.origin(bundle.name));
  siteOrigins.add(new URL(site.backend).origin);
  changed = copyBundleSource('mfe-marketing');
  broken = copyBundleSource('mfe-marketing');
});

afterAll(async () => {
  await stopSite();
  await s3?.stop();
  removeBundleSource(changed);
  removeBundleSource(broken);
  rmSync(dataDir, { recursive: true, force: true });
  await closeBrowser();
});

describe('the site served from an S3 bucket through a CDN, with no routing rules', () => {
  it('serves every route its first screen and a 404 page from objects, remotes with CORS', async () => {
    for (const route of SITE.host.routes) {
      expect(await served(route)).toContain(`data-prerendered="${route}"`);
    }
    const missing = await fetch(`${shellUrl}/no-such-page`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('404 Not Found');
    const manifest = await fetch(`${marketingUrl}/mf-manifest.json`);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it("renders the staff workspace's pages, which have no object, from the not-found page the CDN sends for them", async () => {
    // The CDN answers a path without an object with the not-found page and 404; the browser knows
    // the path from the runtime config's pages and renders that page instead of the error screen.
    allowConsole(/status of 404/);
    const { page, context } = await openPage();
    const response = await page.goto(`${shellUrl}/staff/leads`, { waitUntil: 'domcontentloaded' });
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Staff sign-in' }).waitFor();
    expect(await page.getByText('404 Not Found').count()).toBe(0);
    expect(await page.title()).toMatch(/^Staff sign-in \| /);
    await context.close();
  });

  it('releases to the bucket: the next page load and the first screens follow, and a rollback restores both', async () => {
    const oldText = await foundersText();
    const newText = `${oldText} (bucket release ${Date.now().toString(36)})`;
    replaceVisibleText(changed, oldText, newText);
    copyText = newText;
    const before = await marketingLive();

    const released = await bucketCommand('release', ['marketing', '--source', changed]);
    expect({ code: released.code, output: released.code ? released.output : '' }).toEqual({ code: 0, output: '' });
    expect(released.output).toContain(`Uploading the release to s3://${BUCKET}/${PREFIX}`);
    expect(await marketingLive()).not.toBe(before);
    expect(await served('/about')).toContain(newText);
    expect(await foundersText()).toBe(newText);

    const rolledBack = await bucketCommand('rollback', ['marketing']);
    expect(rolledBack.code).toBe(0);
    expect(await marketingLive()).toBe(before);
    const page = await served('/about');
    expect(page).toContain(oldText);
    expect(page).not.toContain(newText);
    expect(await foundersText()).toBe(oldText);

    const timeline = await bucketCommand('releases', []);
    expect(timeline.output).toMatch(/LIVE\s+\d+\s.*marketing rollback/);
  });

  it('changes nothing when a release is refused, or when the bucket stops answering half way through its upload', async () => {
    const live = await marketingLive();
    const pageBefore = await served('/about');
    removeExposedModule(broken, 'about-page');
    const refused = await bucketCommand('release', ['marketing', '--source', broken]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('does not expose "./about-page"');
    expect(await marketingLive()).toBe(live);

    // The bucket's server stops as soon as the first file of the new release is stored.
    const releases = path.join(dataDir, BUCKET, PREFIX, MARKETING.name, 'releases');
    const known = new Set(readdirSync(releases));
    const release = bucketCommand('release', ['marketing', '--source', changed]);
    let partial: string | undefined;
    while (!partial) {
      partial = readdirSync(releases).find((name) => !known.has(name));
      if (!partial) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await s3.stop();
    const failed = await release;
    s3 = await startLocalS3({ port: s3Port, dataDir, bucket: BUCKET });
    // The target out of reach (exit status 4), said in one message without a stack.
    expect(failed.code).toBe(4);
    expect(failed.output).toContain(`✖ s3://${BUCKET}/${PREFIX}: its server does not answer`);
    expect(failed.output).not.toMatch(/^\s+at /m);
    expect(failed.output).toContain('Nothing was switched: the live site is unchanged.');
    expect(await marketingLive()).toBe(live);
    expect(await hasRelease(target, MARKETING, partial)).toBe(false);
    expect(await served('/about')).toBe(pageBefore);
  });

  it('previews a candidate in one browser before promoting it, and never loads a version the bucket lacks', async () => {
    const liveText = await foundersText();
    const candidateText = `${liveText} (preview ${Date.now().toString(36)})`;
    replaceVisibleText(changed, copyText, candidateText);
    copyText = candidateText;
    const live = await marketingLive();

    const previewed = await bucketCommand('release', ['marketing', '--source', changed, '--preview']);
    expect({ code: previewed.code, output: previewed.code ? previewed.output : '' }).toEqual({ code: 0, output: '' });
    const link = /on the live site, in your browser only: (\S+)/.exec(previewed.output)?.[1] ?? '';
    const version = /preview=marketing@(\S+)/.exec(link)?.[1] ?? '';
    expect(await marketingLive()).toBe(live);
    expect(await served('/')).not.toContain(candidateText);

    // The preview link of the live site (its public origin is this test's shell).
    const viewer = await openPage();
    await viewer.page.goto(link);
    await viewer.page
      .getByRole('status')
      .filter({ hasText: `Preview: marketing ${version}` })
      .waitFor();
    await viewer.page.goto(`${shellUrl}/about`);
    await viewer.page.locator('main').getByText(candidateText).waitFor();
    // Anyone else still gets the live release.
    expect(await foundersText()).toBe(liveText);
    await viewer.page.getByRole('button', { name: 'End preview' }).click();
    await viewer.page.waitForURL(/\/about$/);
    await waitForLivePage(viewer.page);
    await viewer.page.locator('main').getByText(liveText, { exact: true }).waitFor();
    await viewer.context.close();

    // Links to a version the bucket lacks, or to anything but a version, load nothing from
    // anywhere but the site itself: the live release shows.
    const missing = '20990101-000000-abcdef1';
    allowConsole(/preview refused/, failedRequestTo(`${marketingUrl}/releases/${missing}/`));
    for (const asked of [missing, '..%2F..%2Fmarketing', 'https%3A%2F%2Fexample.org%2Fx']) {
      const crafted = await openPage();
      const origins = new Set<string>();
      crafted.page.on('request', (request) => origins.add(new URL(request.url()).origin));
      await crafted.page.goto(`${shellUrl}/about?preview=marketing@${asked}`);
      await waitForLivePage(crafted.page);
      await crafted.page.locator('main').getByText(liveText, { exact: true }).waitFor();
      expect([...origins].filter((origin) => !siteOrigins.has(origin))).toEqual([]);
      await crafted.context.close();
    }

    const promoted = await bucketCommand('promote', ['marketing', version]);
    expect({ code: promoted.code, output: promoted.code ? promoted.output : '' }).toEqual({ code: 0, output: '' });
    expect(await marketingLive()).toBe(version);
    expect(await served('/about')).toContain(candidateText);
  });
});
