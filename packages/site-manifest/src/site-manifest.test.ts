// The site manifest as the repository has it (every exposed module a file, every share image a PNG
// of the right size) and as any manifest is checked and derived.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type SiteManifest,
  contractOf,
  manifestFile,
  readSiteManifest,
  siteManifestFrom,
  webpackExposes,
} from './index';
import { manifestProblems } from './manifest-problems';

/** The repository. */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const SITE = readSiteManifest();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed file the test breaks on purpose
const raw = (): any => JSON.parse(readFileSync(manifestFile(), 'utf8'));

/** Width and height of a PNG file (its IHDR chunk), or null when it is not a PNG. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * A site of a host and one remote `r` serving `/a`, checked.
 * @param remote more of `r`
 * @param more further bundles
 */
function smallSite(remote: Partial<SiteManifest['bundles'][number]>, more: SiteManifest['bundles'] = []) {
  return siteManifestFrom({
    bundles: [
      { name: 'host', host: true, package: 'host', container: 'host', port: 1, envPrefix: 'HOST' },
      {
        name: 'r',
        package: 'mfe-r',
        container: 'r',
        port: 2,
        envPrefix: 'R',
        routes: [{ path: '/a', module: 'a-page', title: 'A', description: 'The A page.' }],
        ...remote,
      },
      ...more,
    ],
    defaultImage: 'share/default.png',
    logo: 'logo.png',
  });
}

describe('the site manifest', () => {
  it('is usable: one host, unique names, ports, prefixes and paths, a title and description per route', () => {
    expect(manifestProblems(raw())).toEqual([]);
  });

  it('has a file in src/exposed/ for every module a remote exposes', () => {
    for (const bundle of SITE.remotes) {
      for (const file of Object.values(webpackExposes(bundle))) {
        expect(existsSync(path.join(ROOT, bundle.packageDir, file))).toBe(true);
      }
    }
  });

  it('has a 1200x630 PNG share image for every route, and the default image and logo are PNGs', () => {
    const images = [...SITE.host.pages.map((page) => page.image ?? SITE.defaultImage), SITE.defaultImage];
    for (const image of images) {
      expect({ image, size: pngSize(path.join(ROOT, 'shell/public', image)) }).toEqual({
        image,
        size: { width: 1200, height: 630 },
      });
    }
    expect(pngSize(path.join(ROOT, 'shell/public', SITE.logo))).toEqual({ width: 512, height: 512 });
  });

  it("gives the shell its remotes' routes (not those joined at run time) and a remote its own, with the remote that serves each", () => {
    expect(SITE.builtInRemotes).toEqual(SITE.remotes.filter((bundle) => !bundle.joinsAtRunTime));
    expect(SITE.host.routes).toEqual(SITE.builtInRemotes.flatMap((bundle) => bundle.routes));
    expect(SITE.joinedPages).toEqual(SITE.remotes.filter((bundle) => bundle.joinsAtRunTime).flatMap((b) => b.pages));
    for (const bundle of SITE.remotes) {
      for (const page of bundle.pages) expect(page.remote).toBe(bundle.container);
    }
  });

  it("exposes a remote's route modules as pages, and its other modules with their own contract", () => {
    const manifest = smallSite({ exposes: { 'contact-dialog': 'contact-dialog' } });
    const [remote] = manifest.remotes;
    if (!remote) throw new Error('the manifest has no remote');
    expect(remote).toMatchObject({ kind: 'remote', remoteKey: 'r', entry: 'mf-manifest.json', routes: ['/a'] });
    expect(remote.exposes).toEqual({ 'a-page': 'page', 'contact-dialog': 'contact-dialog' });
    expect(webpackExposes(remote)).toEqual({
      './a-page': './src/exposed/a-page.tsx',
      './contact-dialog': './src/exposed/contact-dialog.tsx',
    });
    expect(contractOf(manifest)).toEqual({ r: { container: 'r', modules: ['a-page', 'contact-dialog'] } });
    expect(manifest.host).toMatchObject({ kind: 'shell', remoteKey: null, entry: 'index.html', routes: ['/a'] });
  });

  it('keeps the pages of a bundle that joins at run time out of the shell build, for the runtime config', () => {
    const manifest = smallSite({}, [
      {
        name: 'later',
        package: 'mfe-later',
        container: 'later',
        port: 3,
        envPrefix: 'LATER',
        joins: 'run-time',
        routes: [{ path: '/later', module: 'later-page', title: 'Later', description: 'Joined later.' }],
      },
    ]);
    expect(manifest.host.routes).toEqual(['/a']);
    expect(manifest.remotes.map((b) => [b.name, b.joinsAtRunTime])).toEqual([
      ['r', false],
      ['later', true],
    ]);
    expect(manifest.joinedPages).toEqual([
      { path: '/later', module: 'later-page', title: 'Later', description: 'Joined later.', remote: 'later' },
    ]);
    expect(contractOf(manifest).later).toEqual({ container: 'later', modules: ['later-page'] });
  });

  it('refuses a manifest that contradicts itself, saying where', () => {
    const manifest = raw();
    const [, first, second] = manifest.bundles;
    second.port = first.port;
    second.envPrefix = 'knowledge-hub';
    second.routes.push({ ...first.routes[0], module: 'Other Page' });
    first.routes[1].path = '/services/';
    delete first.routes[2].title;
    manifest.bundles[0].joins = 'run-time';
    expect(manifestProblems(manifest)).toEqual([
      `${manifest.bundles[0].name}: "joins" is "run-time", for a remote only`,
      `${first.name} /services/: a path is "/" or lower-case words after "/", with no trailing slash`,
      `${first.name} /about: "title" is missing`,
      `${second.name}: envPrefix must be UPPER_SNAKE`,
      `port "${first.port}" is used by both ${first.name} and ${second.name}`,
      `path "/" is used by both ${first.name} and ${second.name}`,
      `${second.name} /: "module" must be a kebab-case file name`,
    ]);
    expect(() => siteManifestFrom(manifest, 'the copy')).toThrow(/^the copy is not usable:\n {2}- /);
  });
});
