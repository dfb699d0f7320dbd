// npm run publish's work (publishSite) on an empty memory target, folder and bucket, from fake
// builds that the real renderer can render: every bundle published remotes first, the runtime
// config written, the switches journaled and the first screens written once; a second run
// publishes nothing. The command's entry and the runtime config it makes from the environment are
// tested beside it (scripts/publish.test.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractOf } from 'site-manifest';
import type { Journal } from '../after-switch/after-switch';
import { REMOTE_BUNDLES, SHELL_BUNDLE, SITE, type Bundle } from '../bundles/site-bundles';
import { siteRenderer } from '../first-screens/site-renderer';
import { liveVersion, readHistory } from '../layout/release-history';
import type { RuntimeConfig } from '../layout/runtime-config';
import { RUNTIME_CONFIG_KEY } from '../layout/target-layout';
import type { DeploymentTarget } from '../targets/deployment-target';
import { memoryTarget } from '../targets/memory-target';
import { fakeBuild } from '../testing/fake-builds';
import { targetKinds } from '../testing/target-kinds';
import type { SwitchEntry } from '../timeline/switch-kind';
import { PUBLISH_ORDER } from './publish-order';
import { publishSite } from './publish-site';
import { publishSummary, publishedBackend } from './publish-summary';

// A bucket, builds and the renderer's own process: time enough on a busy machine.
jest.setTimeout(60_000);

/** The backend of an environment with a hosted project. */
const BACKEND = { url: 'https://example.supabase.co', publishableKey: 'sb_publishable_x' };
/** A remote moved to a CDN. */
const MARKETING_MANIFEST = 'https://marketing.cdn.example.com/mf-manifest.json';

/** The runtime config an entry makes for that environment and backend: marketing on a CDN, the others at home. */
const runtimeConfig = (backend: typeof BACKEND): RuntimeConfig => ({
  publicOrigin: 'https://www.example.com',
  remotes: Object.fromEntries(
    REMOTE_BUNDLES.map((bundle) => [
      bundle.remoteKey ?? bundle.name,
      bundle.name === 'marketing' ? MARKETING_MANIFEST : `https://www.example.com/${bundle.name}/mf-manifest.json`,
    ]),
  ),
  supabase: { url: backend.url, publishableKey: backend.publishableKey },
});

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

/** A fake build of `bundle` with what the renderer reads: a chunk map, and for the shell a Node renderer. */
function renderableBuild(dir: string, bundle: Bundle): string {
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

const { kinds: diskKinds, stop } = targetKinds('publish');
afterAll(stop);
const kinds = [
  { kind: 'memory target', open: async (work: string) => memoryTarget({ scratch: path.join(work, 'scratch') }) },
  ...diskKinds,
];

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

/** One run of npm run publish's work on `target`, with the real renderer and a journal that records. */
async function publish(target: DeploymentTarget, dist: Record<string, string>) {
  const journaled: SwitchEntry[] = [];
  const journal: Journal = {
    switched: async (entry) => void journaled.push(entry),
    canary: async () => {},
    decision: async () => {},
  };
  const lines: string[] = [];
  const done = await publishSite({
    target,
    dist,
    checked: true,
    backend: async () => publishedBackend(BACKEND),
    runtimeConfig,
    tools: () => ({ journal, render: siteRenderer(target) }),
    log: (line) => lines.push(line),
  });
  return { ...done, journaled, lines };
}

describe.each(kinds)('publishSite on an empty $kind', ({ open }) => {
  it('publishes every bundle remotes first, writes the runtime config and the first screens', async () => {
    const target = await open(work);
    const { published, journaled, lines, configWritten, config } = await publish(target, distFolders());

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

    // The runtime config the entry made for this backend, written as it is.
    expect(configWritten).toBe(true);
    expect(config).toEqual(runtimeConfig(BACKEND));
    expect(JSON.parse((await target.readText(RUNTIME_CONFIG_KEY)) ?? 'null')).toEqual(runtimeConfig(BACKEND));
    expect(lines).toContain(`runtime config: ${target.label}/${RUNTIME_CONFIG_KEY} written`);

    // The first screens, rendered from the runtime config just written.
    const services = target.root
      ? await target.readText(`${SHELL_BUNDLE.name}/prerendered/services.html`)
      : await target.readText(`${SHELL_BUNDLE.name}/services`);
    expect(services).toContain('<main>first screen of /services</main>');
    expect(services).toContain(MARKETING_MANIFEST.replace('mf-manifest.json', ''));
    expect(lines).toContainEqual(expect.stringMatching(/^prerender: \d+ of \d+ routes rendered ahead of time/));
    expect(publishSummary(target, { published, configWritten })).toBe(
      `✔ Published ${PUBLISH_ORDER.map((bundle) => bundle.name).join(', ')} into ${target.label}, the runtime config written. ` +
        'Nothing is served: from now on each bundle is released on its own (npm run release -- <bundle>).',
    );
  });

  it('publishes nothing new on a second run, and says so', async () => {
    const target = await open(work);
    const dist = distFolders();
    await publish(target, dist);
    const versions = await Promise.all(SITE.bundleList.map((bundle) => liveVersion(target, bundle)));

    const again = await publish(target, dist);

    expect(again.published).toEqual([]);
    expect(again.configWritten).toBe(false);
    expect(again.lines).toContain(`runtime config: ${target.label}/${RUNTIME_CONFIG_KEY} unchanged`);
    expect(again.journaled).toEqual([]);
    expect(await Promise.all(SITE.bundleList.map((bundle) => liveVersion(target, bundle)))).toEqual(versions);
    for (const bundle of SITE.bundleList) {
      expect((await readHistory(target, bundle)).releases).toHaveLength(1);
      expect(again.lines).toContainEqual(expect.stringMatching(new RegExp(`^release: ${bundle.name}: live release `)));
    }
    // Rendered again: the pages carry the runtime config, and a stopped run may have left none.
    expect(again.lines).toContainEqual(expect.stringMatching(/^prerender: \d+ of \d+ routes rendered ahead of time/));
    expect(publishSummary(target, again)).toMatch(/^✔ Nothing new to publish: every bundle's build is live already/);
  });
});

describe('publishSite checks each build against what is live', () => {
  it('refuses a remote that drops a module the live shell loads, with status 1, and keeps what switched', async () => {
    const target = memoryTarget({ scratch: path.join(work, 'scratch') });
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
  it('refuses an environment with no backend with a usage error naming its variables', () => {
    expect(() => publishedBackend(null)).toThrow(
      expect.objectContaining({
        kind: 'usage',
        message: expect.stringMatching(/SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY .*SUPABASE_ANON_KEY/),
      }),
    );
  });
});
