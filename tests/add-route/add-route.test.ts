import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SiteManifest, manifestFile, readSiteManifest } from 'site-manifest';
import siteInfo from '../../shared-ui/src/site/site-info.json';
import { headingsOf, prerenderedRoot } from '../support/prerendered';
import { type RunningSite, freePort, runScript, startSite } from './site-process';
import { copyWorkspace, removeWorkspace } from './workspace-copy';

/** The route this test adds, as docs/adding-a-page.md's example does: one manifest entry and the page. */
const ROUTE = {
  path: '/careers',
  module: 'careers-page',
  title: 'Careers',
  description: 'Careers at the firm: join the advisers who set up Global Capability Centers in India.',
};
const HEADING = 'Build GCCs With Us';
const PAGE = `import type { PageModule } from 'shared-ui';

/** ${ROUTE.path}: a page added with one manifest entry. */
export default function CareersPage() {
  return (
    <section style={{ padding: '160px 24px 64px' }}>
      <h1>${HEADING}</h1>
      <p>We are hiring strategists, lawyers and recruiters.</p>
    </section>
  );
}

CareersPage satisfies PageModule['default'];
`;

let copy = '';
let target = '';
let running: RunningSite | null = null;
let env: NodeJS.ProcessEnv = {};
let shellUrl = '';

beforeAll(async () => {
  copy = copyWorkspace();
  target = mkdtempSync(path.join(tmpdir(), 'add-route-cdn-'));
  const site = readSiteManifest();
  const ports = Object.fromEntries(
    await Promise.all(site.bundleList.map(async (b) => [`${b.envPrefix}_PORT`, String(await freePort())])),
  );
  // A hosted backend that is not there: no local backend to start, and no route here needs data.
  env = {
    ...ports,
    RELEASE_TARGET_DIR: target,
    SUPABASE_URL: `http://127.0.0.1:${await freePort()}`,
    SUPABASE_PUBLISHABLE_KEY: 'add-route-test',
  };
  shellUrl = `http://localhost:${ports[`${site.host.envPrefix}_PORT`]}`;
  // The site as it is, from the repository's builds.
  running = await startSite(copy, env);
});

afterAll(async () => {
  await running?.stop();
  if (copy) removeWorkspace(copy);
  if (target) rmSync(target, { recursive: true, force: true });
});

const liveVersion = (bundle: string) =>
  (JSON.parse(readFileSync(path.join(target, bundle, 'live.json'), 'utf8')) as { version: string }).version;
const served = async (route: string) => (await fetch(`${shellUrl}${route}`)).text();
const sitemapRoutes = async () =>
  [...(await served('/sitemap.xml')).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

it('serves, releases and prerenders a route added with one manifest entry and its page', async () => {
  expect(await sitemapRoutes()).not.toContain(ROUTE.path);
  const before = { marketing: liveVersion('marketing'), shell: liveVersion('shell') };

  // The one edit in the manifest, and the page itself.
  const file = manifestFile(copy);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as SiteManifest;
  const marketing = manifest.bundles.find((bundle) => bundle.package === 'mfe-marketing')!;
  marketing.routes!.push(ROUTE);
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(copy, 'mfe-marketing/src/exposed', `${ROUTE.module}.tsx`), PAGE);

  // The remote first (the live shell still serves the old routes), then the shell that adds the route.
  const remote = await runScript(copy, 'release', ['marketing'], env);
  expect(remote.output).toMatch(/✔ marketing \S+ is live/);
  expect(await sitemapRoutes()).not.toContain(ROUTE.path);

  const shell = await runScript(copy, 'release', ['shell'], env);
  expect(shell.output).toMatch(/✔ shell \S+ is live/);
  // The smoke run opened it in Chromium with the live remotes before the switch.
  expect(shell.output).toContain(`smoke run: ${ROUTE.path} rendered`);

  // Served as a page rendered ahead of time, with its own head, and listed for crawlers.
  const html = await served(ROUTE.path);
  const root = prerenderedRoot(html);
  expect(root?.route).toBe(ROUTE.path);
  expect(headingsOf(root!.markup)).toContain(HEADING);
  expect(html).toContain(`<title>${ROUTE.title} | ${siteInfo.brand} ${siteInfo.legalSuffix}</title>`);
  expect(html).toContain(`<link rel="canonical" href="${shellUrl}${ROUTE.path}">`);
  expect(html).toContain(`<meta property="og:image" content="${shellUrl}/${manifest.defaultImage}">`);
  expect(await sitemapRoutes()).toContain(ROUTE.path);

  // Both are new releases, live and listed beside the ones they replaced.
  for (const bundle of ['marketing', 'shell'] as const) {
    const live = liveVersion(bundle);
    expect(live).not.toBe(before[bundle]);
    const listed = await runScript(copy, 'releases', [bundle], env);
    expect(listed.output).toMatch(new RegExp(`LIVE\\s+${live}`));
    expect(listed.output).toContain(before[bundle]);
  }
});
