// What lies beside the page's own text, such as the CSP hashes of its inline scripts, is checked
// where it is computed (the release package's serving/shell-csp.test.ts).
import {
  type PageInput,
  pageName,
  pageVersions,
  prerenderedPage,
  sameVersions,
  styleTag,
  styleText,
  versionsLabel,
  withPageHead,
} from './pages';

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Site</title>' +
  '<script>document.documentElement.classList.add("theme-light")</script><script defer src=/releases/v1/main.js></script>' +
  '</head><body><noscript>JavaScript</noscript><div id=root></div></body></html>';
const VERSIONS = { shell: 's1', marketing: 'm1', 'knowledge-hub': 'k1' };

const page = (overrides: Partial<PageInput> = {}) =>
  prerenderedPage({
    indexHtml: INDEX,
    route: '/services',
    markup: '<main><h1>Services</h1></main>',
    css: '.a{color:red;}',
    versions: VERSIONS,
    ...overrides,
  });

describe('prerenderedPage', () => {
  it('puts the markup in the root element, naming the route, and the CSS and the versions at the end of the head', () => {
    expect(page()).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><title>Site</title>' +
        '<script>document.documentElement.classList.add("theme-light")</script><script defer src=/releases/v1/main.js></script>' +
        '<meta name="prerendered-from" content="shell@s1 marketing@m1 knowledge-hub@k1"><style data-prerendered>.a{color:red;}</style>' +
        '</head><body><noscript>JavaScript</noscript><div id="root" data-prerendered="/services"><main><h1>Services</h1></main></div></body></html>',
    );
  });

  it('puts the early head right after <meta charset>, before the title and any script', () => {
    const early = '<link rel="preload" as="fetch" crossorigin="anonymous" href="http://b.test/rest/v1/x?apikey=k">';
    const html = page({ earlyHead: early, pageHead: '<title>Services | Site</title>' });
    expect(html).toContain(`<head><meta charset=utf-8>${early}<title>Services | Site</title><script>`);
    expect(html.indexOf(early)).toBeLessThan(html.indexOf('<script'));
  });

  it('puts the early head first in the head of a page without <meta charset>', () => {
    const html = page({ indexHtml: INDEX.replace('<meta charset=utf-8>', ''), earlyHead: '<link rel=x>' });
    expect(html).toContain('<head><link rel=x><title>Site</title>');
  });

  it('finds the root element however index.html quotes it', () => {
    const quoted = INDEX.replace('<div id=root></div>', '<div id="root"></div>');
    expect(page({ indexHtml: quoted })).toContain('<div id="root" data-prerendered="/services"><main>');
  });

  it('inserts markup and CSS exactly as given, whatever they contain', () => {
    const markup = `<p>$& $' $1 </head> &lt;b&gt; <div id=root></div></p>`;
    const css = `.a::after{content:"$&"}`;
    const html = page({ markup, css });
    expect(html).toContain(`data-prerendered="/services">${markup}</div></body>`);
    expect(html).toContain(`<style data-prerendered>${css}</style></head>`);
  });

  it("names Emotion's class names in the style element, so the browser's Emotion cache writes none of its rules again", () => {
    const css = '.css-1ka7f0k{position:fixed;}.css-1ka7f0k[data-solid=true]{color:red;}.css-r5bhva{margin:0;}';
    expect(page({ css })).toContain(`<style data-prerendered data-emotion="css 1ka7f0k r5bhva">${css}</style>`);
    expect(styleTag('.a{color:red;}')).toBe('<style data-prerendered>');
  });

  it('never lets the CSS end its style element early', () => {
    const html = page({ css: '.a::after{content:"</style><script>alert(1)</script>"}.b::after{content:"</STYLE "}' });
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(styleText('a</style>b</Style c')).toBe('a<\\/style>b<\\/Style c');
  });

  it('refuses an index.html without an empty root element', () => {
    expect(() => page({ indexHtml: INDEX.replace('<div id=root></div>', '<div id=app></div>') })).toThrow(/root/);
    expect(() => page({ indexHtml: INDEX.replace('<div id=root></div>', '<div id=root>x</div>') })).toThrow(/root/);
  });
});

describe('withPageHead', () => {
  const SHELL =
    '<head><meta charset=utf-8><title>Site</title><meta name=description content="The site."><link rel=icon href=/favicon.svg></head>';
  const HEAD =
    '<title>Services | Firm</title><meta name="description" content="Our services.">' +
    '<link rel="canonical" href="https://x.example/services">' +
    '<script type="application/ld+json" id="organization">{"@type":"Organization"}</script>';

  it("puts the page's head in place of the shell's title and drops the shell's description", () => {
    expect(withPageHead(SHELL, HEAD)).toBe(`<head><meta charset=utf-8>${HEAD}<link rel=icon href=/favicon.svg></head>`);
  });

  it('finds the description however it is quoted', () => {
    const quoted = SHELL.replace('name=description', 'name="description"');
    expect(withPageHead(quoted, HEAD).match(/name="?description/g)).toHaveLength(1);
  });

  it('leaves the page as it is without a page head, and refuses a page without a title', () => {
    expect(withPageHead(SHELL, undefined)).toBe(SHELL);
    expect(() => withPageHead('<head></head>', HEAD)).toThrow(/title/);
  });

  it('is part of the page served', () => {
    const html = page({
      pageHead: HEAD,
      indexHtml: INDEX.replace('<title>Site</title>', '<title>Site</title><meta name=description content=x>'),
    });
    expect(html).toContain(`<meta charset=utf-8>${HEAD}<script>`);
    expect(html).not.toContain('content=x');
  });
});

describe('page names and versions', () => {
  it('names the file after the route', () => {
    expect(['/', '/services', '/about/', '/a/b'].map(pageName)).toEqual(['index', 'services', 'about', 'a%2Fb']);
  });

  it('reads back the versions a page was rendered from', () => {
    expect(versionsLabel(VERSIONS)).toBe('shell@s1 marketing@m1 knowledge-hub@k1');
    expect(pageVersions(page())).toEqual(VERSIONS);
    expect(pageVersions(INDEX)).toBeNull();
  });

  it('matches only when every bundle names its live release', () => {
    expect(sameVersions(VERSIONS, { ...VERSIONS })).toBe(true);
    expect(sameVersions(VERSIONS, { ...VERSIONS, marketing: 'm2' })).toBe(false);
    expect(sameVersions({ shell: 's1', marketing: 'm1' }, VERSIONS)).toBe(false);
    expect(sameVersions({ shell: null, marketing: null }, { shell: null, marketing: null })).toBe(false);
    expect(sameVersions(null, VERSIONS)).toBe(false);
  });
});
