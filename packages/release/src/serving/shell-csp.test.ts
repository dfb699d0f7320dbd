// The CSP the shell is served with hashes the inline scripts of its index.html: a page rendered
// ahead of time (the prerender package) must run no other inline script, or the browser would block it.
import { preloadHead, prerenderedPage } from 'prerender';
import { inlineScriptHashes } from './shell-csp';

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Site</title><meta name=description content=x>' +
  '<script>document.documentElement.classList.add("theme-light")</script><script defer src=/releases/v1/main.js></script>' +
  '</head><body><noscript>JavaScript</noscript><div id=root></div></body></html>';

const page = (overrides: Partial<Parameters<typeof prerenderedPage>[0]> = {}) =>
  prerenderedPage({
    indexHtml: INDEX,
    route: '/services',
    markup: '<main><h1>Services</h1></main>',
    css: '.a{color:red;}',
    versions: { shell: 's1', marketing: 'm1', 'knowledge-hub': 'k1' },
    ...overrides,
  });

describe('the CSP of index.html covers the pages rendered ahead of time', () => {
  it('keeps the inline scripts of index.html, so the page has the same CSP hashes', () => {
    expect(inlineScriptHashes(page())).toEqual(inlineScriptHashes(INDEX));
  });

  it('needs no hash for the early head, nor for the structured data of the page head', () => {
    const early = '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://b.test/rest/v1/x?apikey=k">';
    expect(inlineScriptHashes(page({ earlyHead: early }))).toEqual(inlineScriptHashes(INDEX));
    const pageHead =
      '<title>Services | Firm</title><meta name="description" content="Our services.">' +
      '<script type="application/ld+json" id="organization">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(page({ pageHead }))).toEqual(inlineScriptHashes(INDEX));
  });

  it('needs no hash for the preload list and the runtime config: a JSON block never runs', () => {
    const group = { files: ['main.1.js'], consumes: [] };
    const builds = {
      shell: { base: '/releases/s1/', chunkMap: { start: group, exposes: {}, provides: {} } },
      remotes: {},
    };
    const head = preloadHead({ indexHtml: INDEX, route: '/', builds, config: { remotes: {} } });
    expect(head).toContain('id="page-files"');
    expect(inlineScriptHashes(head)).toEqual([]);
  });
});
