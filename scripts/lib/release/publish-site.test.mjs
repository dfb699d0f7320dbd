// npm run publish's work (publish-site.mjs) on an empty folder and an empty bucket, from fake builds
// that the real renderer can render: every bundle published remotes first, the runtime config
// written from the environment's variables, the switches journaled and the first screens written
// once; a second run publishes nothing. Then the command's own entry: --help and a refusal.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { contractOf } from 'site-manifest';
import { readSiteConfig, runtimeConfig } from '../site-config.mjs';
import { REMOTE_BUNDLES, ROOT, RUNTIME_CONFIG_KEY, SHELL_BUNDLE, SITE, liveVersion, readHistory } from 'release';
import { PUBLISH_ORDER } from './initial-releases.mjs';
import { siteRenderer } from './prerender-site.mjs';
import { publishSite, publishSummary, publishedBackend } from './publish-site.mjs';
import { fakeBuild } from './testing/fake-builds.mjs';
import { targetKinds } from 'release/testing';

// A bucket, builds and the renderer's own process: time enough on a busy machine.
jest.setTimeout(60_000);

/** The variables of an environment with a hosted project, its own address and a remote moved to a CDN. */
const ENV = {
  SUPABASE_URL: 'https://example.supabase.co',
  SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
  PUBLIC_ORIGIN: 'https://www.example.com/',
  MARKETING_MANIFEST_URL: 'https://marketing.cdn.example.com/mf-manifest.json',
};

/** A release's chunk-map.json with nothing to preload (config/chunk-map-plugin.js writes the real one). */
const EMPTY_CHUNK_MAP = { start: { files: [], consumes: [] }, exposes: {}, provides: {} };

/**
 * The shell's Node page renderer (shell/src/server/render-page.tsx) as a fake: each route's markup
 * names the route, and the not-found page is marked as the real one is.
 */
const RENDER_PAGE = `exports.renderRoutes = async ({ routes }) => ({
  ...Object.fromEntries(routes.map((route) => [route, { markup: '<main>first screen of ' + route + '</main>', css: '', head: '' }])),
  '*': { markup: '<main>not found</main>', css: '', head: '', notFound: true },
});
`;

/**
 * A fake build of `bundle` (fake-builds.mjs) with what the renderer reads: a chunk map, and for the
 * shell a Node renderer.
 * @param {string} dir @param {import('release').Bundle} bundle
 */
function renderableBuild(dir, bundle) {
  fakeBuild(dir, bundle, 'b1');
  writeFileSync(path.join(dir, 'chunk-map.json'), JSON.stringify(EMPTY_CHUNK_MAP));
  if (bundle === SHELL_BUNDLE) {
    // The page the first screens are written into: a head, then an empty root.
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>b1</title></head><body><div id="root"></div></body></html>',
    );
    mkdirSync(path.join(dir, 'node'), { recursive: true });
    writeFileSync(path.join(dir, 'node', 'render-page.js'), RENDER_PAGE);
  }
  return dir;
}

const { kinds, stop } = targetKinds('publish');
afterAll(stop);

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'publish-site-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Every bundle's fake build, by bundle name, as `dist`. */
const distFolders = () =>
  Object.fromEntries(
    SITE.bundleList.map((bundle) => [bundle.name, renderableBuild(path.join(work, 'dist', bundle.name), bundle)]),
  );

/**
 * One run of npm run publish's work on `target`, with the real renderer and a journal that records.
 * @param {import('release').DeploymentTarget} target @param {Record<string, string>} dist
 */
async function publish(target, dist) {
  const site = readSiteConfig(ENV);
  /** @type {import('release').SwitchEntry[]} */
  const journaled = [];
  /** @type {import('./health-journal.mjs').Journal} */
  const journal = {
    switched: async (entry) => void journaled.push(entry),
    canary: async () => {},
    decision: async () => {},
  };
  /** @type {string[]} */
  const lines = [];
  const done = await publishSite({
    target,
    site,
    dist,
    checked: true,
    backend: async () => publishedBackend(site),
    tools: () => ({ journal, render: siteRenderer(target) }),
    log: (line) => lines.push(line),
  });
  return { ...done, site, journaled, lines };
}

describe.each(kinds)('publishSite on an empty $kind', ({ open }) => {
  it('publishes every bundle remotes first, writes the runtime config and the first screens', async () => {
    const target = await open(work);
    const { published, site, journaled, lines, configWritten } = await publish(target, distFolders());

    expect(published).toEqual(PUBLISH_ORDER.map((bundle) => bundle.name));
    expect(PUBLISH_ORDER.at(-1)).toBe(SHELL_BUNDLE);
    expect(journaled.map((entry) => [entry.bundle, entry.kind])).toEqual(
      PUBLISH_ORDER.map((bundle) => [bundle.name, 'start']),
    );
    for (const bundle of SITE.bundleList) {
      const version = await liveVersion(target, bundle);
      expect(version).toEqual(expect.any(String));
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(`^release: ${bundle.name}: published .*dist/${bundle.name} as release ${version} \\(live\\)$`),
        ),
      );
    }

    // The runtime config npm start would write for this environment, from the same function.
    expect(configWritten).toBe(true);
    const config = JSON.parse((await target.readText(RUNTIME_CONFIG_KEY)) ?? 'null');
    expect(config).toEqual(
      runtimeConfig(site, { url: ENV.SUPABASE_URL, publishableKey: ENV.SUPABASE_PUBLISHABLE_KEY }),
    );
    expect(config.publicOrigin).toBe('https://www.example.com');
    expect(config.remotes.marketing).toBe(ENV.MARKETING_MANIFEST_URL);
    expect(config.supabase).toEqual({ url: ENV.SUPABASE_URL, publishableKey: ENV.SUPABASE_PUBLISHABLE_KEY });

    // The first screens, rendered from the runtime config just written.
    const services = target.root
      ? await target.readText(`${SHELL_BUNDLE.name}/prerendered/services.html`)
      : await target.readText(`${SHELL_BUNDLE.name}/services`);
    expect(services).toContain('<main>first screen of /services</main>');
    expect(services).toContain(ENV.MARKETING_MANIFEST_URL.replace('mf-manifest.json', ''));
    expect(lines).toContainEqual(expect.stringMatching(/^prerender: \d+ of \d+ routes rendered ahead of time/));
  });

  it('publishes nothing new on a second run, and says so', async () => {
    const target = await open(work);
    const dist = distFolders();
    await publish(target, dist);
    const versions = await Promise.all(SITE.bundleList.map((bundle) => liveVersion(target, bundle)));

    const again = await publish(target, dist);

    expect(again.published).toEqual([]);
    expect(again.configWritten).toBe(false);
    expect(again.journaled).toEqual([]);
    expect(await Promise.all(SITE.bundleList.map((bundle) => liveVersion(target, bundle)))).toEqual(versions);
    for (const bundle of SITE.bundleList) {
      expect((await readHistory(target, bundle)).releases).toHaveLength(1);
      expect(again.lines).toContainEqual(expect.stringMatching(new RegExp(`^release: ${bundle.name}: live release `)));
    }
    expect(publishSummary(target, again)).toMatch(/^✔ Nothing new to publish: every bundle's build is live already/);
  });
});

describe('publishSite checks each build against what is live', () => {
  it('refuses a remote that drops a module the live shell loads, with status 1, and keeps what switched', async () => {
    const [folder] = kinds;
    if (!folder) throw new Error('no folder target kind');
    const target = await folder.open(work);
    const dist = distFolders();
    await publish(target, dist);
    const remote = REMOTE_BUNDLES[0];
    if (!remote) throw new Error('the site manifest has no remote');
    const module = Object.values(contractOf(SITE)[remote.remoteKey ?? '']?.modules ?? {})[0] ?? '';
    const live = await liveVersion(target, remote);
    const dropped = fakeBuild(path.join(work, 'dropped'), remote, 'b2', [module]);

    await expect(publish(target, { ...dist, [remote.name]: dropped })).rejects.toMatchObject({
      kind: 'refused',
      message: expect.stringContaining(module),
    });
    expect(await liveVersion(target, remote)).toBe(live);
  });
});

describe('publishedBackend', () => {
  it('refuses an environment with no backend variables with a usage error naming them', () => {
    expect(() => publishedBackend(readSiteConfig({ PUBLIC_ORIGIN: 'https://www.example.com' }))).toThrow(
      expect.objectContaining({
        kind: 'usage',
        message: expect.stringMatching(/SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY .*SUPABASE_ANON_KEY/),
      }),
    );
  });

  it("takes a legacy project's anon key", () => {
    const site = readSiteConfig({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_ANON_KEY: 'eyJanon' });
    expect(publishedBackend(site)).toEqual({ url: 'https://x.supabase.co', publishableKey: 'eyJanon' });
  });
});

describe('node scripts/publish.mjs', () => {
  const run = promisify(execFile);
  const entry = path.join(ROOT, 'scripts', 'publish.mjs');
  /** The environment of a run: none of this machine's backend or target variables. */
  const clean = () =>
    Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) => !/^(SUPABASE_|RELEASE_TARGET|PUBLIC_ORIGIN|SKIP_BUILD|npm_command$)/.test(name),
      ),
    );

  it('prints its usage with --help', async () => {
    const { stdout } = await run(process.execPath, [entry, '--help'], { env: clean() });
    expect(stdout).toMatch(/^Usage: npm run publish \[-- --skip-build\]/);
    expect(stdout).toContain('SUPABASE_PUBLISHABLE_KEY');
  });

  it('refuses with status 2 and writes nothing when the environment names no backend', async () => {
    const target = path.join(work, 'cdn');
    mkdirSync(target);
    const env = { ...clean(), RELEASE_TARGET_DIR: target };
    const failed = await run(process.execPath, [entry, '--skip-build'], { env }).then(
      () => null,
      (/** @type {{ code: number, stderr: string }} */ error) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY');
    expect(readdirSync(target)).toEqual([]);
  });

  it("refuses with status 2 as the publish step of npm's own npm publish, before anything else", async () => {
    const target = path.join(work, 'cdn');
    mkdirSync(target);
    const env = { ...clean(), ...ENV, RELEASE_TARGET_DIR: target, npm_command: 'publish' };
    const failed = await run(process.execPath, [entry, '--skip-build'], { env }).then(
      () => null,
      (/** @type {{ code: number, stderr: string }} */ error) => error,
    );
    expect(failed?.code).toBe(2);
    expect(failed?.stderr).toContain('npm run publish');
    expect(readdirSync(target)).toEqual([]);
  });
});
