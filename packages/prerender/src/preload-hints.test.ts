// The files a route's page names in its head, from the live builds (testing/live-builds-fixture.ts).
import { type PreloadHint } from './page-lists';
import { pageOf, preloadHead, preloadHints } from './preload-hints';
import { SHELL_MAP, builds } from './testing/live-builds-fixture';

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
  const listed = (head: string): PreloadHint[] =>
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
});
