import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from '../csp.mjs';
import { scriptJson } from '../page-lists.mjs';
import {
  backendRequestUrl,
  dataPreloads,
  pageOf,
  preloadHead,
  preloadHints,
  readLiveBuilds,
} from './preload-hints.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** @param {string[]} files @param {string[]} [consumes] */
const group = (files, consumes = []) => ({ files, consumes });

const SHELL_MAP = {
  start: group(['main.1.js', 'boot.2.js'], ['react', 'shared-ui']),
  takeOver: group(['router.8.js'], ['react']),
  exposes: {},
  provides: {
    react: group(['react.3.js']),
    'shared-ui': group(['helpers.4.js', 'shared-ui.5.js'], ['react', '@emotion/styled']),
    '@emotion/styled': group(['helpers.4.js', 'styled.6.js'], ['react']),
    '@supabase/supabase-js': group(['supabase.7.js']),
  },
  pages: [
    { path: '', remote: 'marketing', module: 'home-page' },
    { path: 'resources', remote: 'knowledgeHub', module: 'hub-page' },
  ],
};
const MARKETING_MAP = {
  start: group(['main.9.js']),
  exposes: { 'home-page': group(['home.10.js'], ['react', 'framer-motion']) },
  provides: { react: group(['own-react.11.js']), 'framer-motion': group(['motion.12.js'], ['react']) },
};
const MARKETING_MANIFEST = {
  metaData: { remoteEntry: { path: 'releases/m1', name: 'remoteEntry.js' } },
  exposes: [
    {
      name: 'home-page',
      assets: {
        js: { sync: ['releases/m1/home.10.js'], async: ['releases/m1/later.13.js'] },
        css: { sync: ['releases/m1/home.14.css'], async: [] },
      },
    },
  ],
};

const builds = () => ({
  shell: { base: '/releases/s1/', chunkMap: SHELL_MAP },
  remotes: {
    marketing: {
      base: 'http://m.test/releases/m1/',
      entry: 'http://m.test/releases/m1/remoteEntry.js',
      releasePrefix: 'releases/m1/',
      manifest: MARKETING_MANIFEST,
      chunkMap: MARKETING_MAP,
    },
  },
});

describe('preloadHints', () => {
  it("names the shell's start with the packages it consumes (first), its router, the remote entry, the exposed module's files and every shared package they consume", () => {
    expect(preloadHints({ ...builds(), route: '/' })).toEqual([
      { href: '/releases/s1/main.1.js', as: 'script', first: true },
      { href: '/releases/s1/boot.2.js', as: 'script', first: true },
      { href: '/releases/s1/react.3.js', as: 'script', first: true },
      { href: '/releases/s1/helpers.4.js', as: 'script', first: true },
      { href: '/releases/s1/shared-ui.5.js', as: 'script', first: true },
      // What shared-ui consumes in turn: the header waits for it too.
      { href: '/releases/s1/styled.6.js', as: 'script', first: true },
      { href: '/releases/s1/router.8.js', as: 'script' },
      { href: 'http://m.test/releases/m1/remoteEntry.js', as: 'script' },
      { href: 'http://m.test/releases/m1/home.10.js', as: 'script' },
      { href: 'http://m.test/releases/m1/home.14.css', as: 'style' },
      // Only the shell's copy of a package it provides; the remote's own copy of what it alone provides.
      { href: 'http://m.test/releases/m1/motion.12.js', as: 'script' },
    ]);
  });

  it('leaves out what loads later: async chunks of the page and packages nobody consumes at start', () => {
    const hrefs = preloadHints({ ...builds(), route: '/' }).map((hint) => hint.href);
    expect(
      hrefs.some((href) => href.includes('later.13') || href.includes('supabase') || href.includes('own-react')),
    ).toBe(false);
  });

  it("names only the shell's start for a route whose remote is unknown or has no page", () => {
    const start = ['/releases/s1/main.1.js', '/releases/s1/boot.2.js'];
    expect(preloadHints({ ...builds(), route: '/resources' }).map((h) => h.href)).toEqual(
      expect.arrayContaining(start),
    );
    expect(preloadHints({ ...builds(), route: '/resources' }).some((h) => h.href.startsWith('http://m.test'))).toBe(
      false,
    );
    expect(pageOf(SHELL_MAP, '/no-such-page')).toBeNull();
  });
});

describe('preloadHead', () => {
  const indexHtml =
    '<head><script defer src=/releases/s1/main.1.js></script></head><body><div id=root></div>' +
    '<script type="application/json" id="shell-entries">["/releases/s1/boot.2.js"]</script></body>';
  /** @param {string} head @returns {import('../page-lists.mjs').PreloadHint[]} */
  const listed = (head) =>
    JSON.parse(/<script type="application\/json" id="page-files">(.*?)<\/script>/.exec(head)?.[1] ?? 'null');
  const config = {
    remotes: { marketing: 'http://m.test/mf-manifest.json' },
    supabase: { url: 'http://b.test', publishableKey: 'k' },
  };

  it('lists each file the page does not load already, and adds the config with the live remote entries', () => {
    const head = preloadHead({ indexHtml, route: '/', builds: builds(), config });
    const files = listed(head);
    expect(files).toContainEqual({ href: 'http://m.test/releases/m1/home.14.css', as: 'style' });
    expect(files.map((file) => file.href)).not.toContain('/releases/s1/main.1.js');
    expect(files.map((file) => file.href)).not.toContain('/releases/s1/boot.2.js');
    expect(files.length).toBeGreaterThan(1);
    const json = /<script type="application\/json" id="runtime-config">(.*)<\/script>/.exec(head)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      ...config,
      entries: { marketing: 'http://m.test/releases/m1/remoteEntry.js' },
    });
  });

  it('needs no CSP hash: a JSON block never runs', () => {
    expect(inlineScriptHashes(preloadHead({ indexHtml, route: '/', builds: builds(), config }))).toEqual([]);
  });

  it('never lets the JSON end its script element', () => {
    expect(scriptJson({ a: '</script><script>alert(1)</script>' })).not.toMatch(/<\/script/i);
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});

describe('readLiveBuilds', () => {
  let target = '';
  /** @param {string} file @param {unknown} value */
  const write = (file, value) => {
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    writeFileSync(path.join(target, file), JSON.stringify(value));
  };
  const versions = { shell: 's1', marketing: 'm1', 'knowledge-hub': 'k1' };
  const config = {
    remotes: { marketing: 'http://m.test/site/mf-manifest.json', knowledgeHub: 'http://k.test/mf-manifest.json' },
  };
  beforeEach(() => {
    target = mkdtempSync(path.join(tmpdir(), 'preload-hints-'));
    write('shell/releases/s1/chunk-map.json', SHELL_MAP);
    write('marketing/mf-manifest.json', MARKETING_MANIFEST);
    write('marketing/releases/m1/chunk-map.json', MARKETING_MAP);
    write('knowledge-hub/mf-manifest.json', {
      metaData: { remoteEntry: { path: 'releases/k1', name: 'remoteEntry.js' } },
      exposes: [],
    });
    write('knowledge-hub/releases/k1/page-requests.json', { 'hub-page': [{ path: '/rest/v1/items?select=*' }] });
  });
  afterEach(() => rmSync(target, { recursive: true, force: true }));
  /**
   * The releases of the folder, laid out as a deployment target lays them out (release/target.mjs).
   * @type {import('./preload-hints.mjs').ReleaseReader}
   */
  const releases = {
    dir: async (bundle, version) => path.join(target, bundle.name, 'releases', version),
    entryText: async (bundle) => readFileSync(path.join(target, bundle.name, bundle.entry), 'utf8'),
  };

  it("reads each remote's live manifest and every live release's chunk map, at the remotes' real URLs", async () => {
    const live = await readLiveBuilds({ releases, config, versions });
    expect(live.shell).toEqual({ base: '/releases/s1/', chunkMap: SHELL_MAP });
    expect(live.remotes.marketing).toMatchObject({
      base: 'http://m.test/site/releases/m1/',
      entry: 'http://m.test/site/releases/m1/remoteEntry.js',
      chunkMap: MARKETING_MAP,
    });
    // A release without a chunk map: its entry is still named, its chunks are not guessed.
    expect(live.remotes.knowledgeHub).toMatchObject({
      entry: 'http://k.test/releases/k1/remoteEntry.js',
      chunkMap: { exposes: {}, provides: {} },
      pageRequests: { 'hub-page': [{ path: '/rest/v1/items?select=*' }] },
    });
    // A release whose pages ask the backend nothing as they start (or built before page-requests.json).
    expect(live.remotes.marketing?.pageRequests).toEqual({});
  });

  it('refuses a live manifest of another release than the live one', async () => {
    await expect(readLiveBuilds({ releases, config, versions: { ...versions, marketing: 'm2' } })).rejects.toThrow(
      /not the one of its live release m2/,
    );
  });
});

describe('dataPreloads', () => {
  const backend = { url: 'https://project.supabase.co', publishableKey: 'public-anon-key' };
  const LIST_PATH = '/rest/v1/resources?select=*&published=eq.true&order=created_at.desc';
  /**
   * The hub's build with its page-requests.json, as readLiveBuilds reads it.
   * @param {import('./preload-hints.mjs').PageRequests} [pageRequests]
   */
  const withRequests = (pageRequests = { 'hub-page': [{ path: LIST_PATH }] }) => {
    const live = builds();
    return {
      ...live,
      remotes: {
        ...live.remotes,
        knowledgeHub: { ...live.remotes.marketing, chunkMap: { ...MARKETING_MAP, exposes: {} }, pageRequests },
      },
    };
  };
  /** @param {string} html */
  const hrefs = (html) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]*)">/g)].map((m) => m[1]);

  it("names the page's backend reads as fetch preloads, with the anon key in the URL and the page's own mode", () => {
    const html = dataPreloads({ route: '/resources', builds: withRequests(), config: { supabase: backend } });
    expect(hrefs(html)).toEqual([`https://project.supabase.co${LIST_PATH}&apikey=public-anon-key`]);
    // As plain as HTML allows: `&name=` is never a character reference in an attribute.
    expect(html).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="https://project.supabase.co/rest/v1/resources' +
        '?select=*&published=eq.true&order=created_at.desc&apikey=public-anon-key">',
    );
  });

  it("names the Knowledge Hub's list exactly as the page asks for it (get-resources.test.ts: the same URL)", () => {
    const request = JSON.parse(
      readFileSync(path.join(ROOT, 'mfe-knowledge-hub/src/features/resources/api/resources-request.json'), 'utf8'),
    );
    expect(backendRequestUrl(backend, request.path)).toBe(
      'https://project.supabase.co/rest/v1/resources?select=*&published=eq.true&order=created_at.desc&apikey=public-anon-key',
    );
  });

  it('builds the address whatever the backend URL ends with, and encodes the key', () => {
    expect(backendRequestUrl({ url: ' http://localhost:54321/ ', publishableKey: 'eyJ.a-b_c.d' }, LIST_PATH)).toBe(
      `http://localhost:54321${LIST_PATH}&apikey=eyJ.a-b_c.d`,
    );
    expect(backendRequestUrl({ url: 'http://b.test', publishableKey: 'a+b/c=' }, '/rest/v1/x')).toBe(
      'http://b.test/rest/v1/x?apikey=a%2Bb%2Fc%3D',
    );
  });

  it('names nothing for another route, a page that asks nothing, a release without the file, or no backend', () => {
    const config = { supabase: backend };
    expect(dataPreloads({ route: '/', builds: withRequests(), config })).toBe('');
    expect(dataPreloads({ route: '/resources', builds: withRequests({}), config })).toBe('');
    expect(dataPreloads({ route: '/resources', builds: builds(), config })).toBe('');
    expect(dataPreloads({ route: '/resources', builds: withRequests(), config: {} })).toBe('');
  });

  it('escapes what HTML could read otherwise in the URL, so the browser gets the very URL', () => {
    const html = dataPreloads({
      route: '/resources',
      builds: withRequests({ 'hub-page': [{ path: '/rest/v1/x?a="b"<c>&not.x=1&lt;&#1=2' }] }),
      config: { supabase: backend },
    });
    expect(html).toContain(
      'href="https://project.supabase.co/rest/v1/x?a=&quot;b&quot;&lt;c>&amp;not.x=1&amp;lt;&amp;#1=2&apikey=public-anon-key"',
    );
  });
});
