import { withoutScripts } from './no-scripts.mjs';

describe('withoutScripts', () => {
  it('takes out every script element and the preload hints of scripts', () => {
    const html =
      '<head><script>window.a=1</script><SCRIPT src="/main.js"></SCRIPT >' +
      '<script type="application/json" id="page-files">["/x.js"]</script>' +
      '<link rel=preload href=/a.js as=script><link rel="modulepreload" href="/b.js">' +
      "<link rel='preload prefetch' as='script' href='/c.js'></head><body><p>Hi</p></body>";
    expect(withoutScripts(html)).toEqual({ html: '<head></head><body><p>Hi</p></body>', removed: 6 });
  });

  it('keeps styles, images, fonts and other links', () => {
    const html =
      '<link rel=icon href=/favicon.svg><link rel=preload href=/f.woff2 as=font crossorigin>' +
      '<link rel=preload as=image href=/hero.webp><link rel=stylesheet href=/s.css>' +
      '<style>.a{background:url(/bg.webp)}</style><img src=/i.png alt=""><noscript>Needs JS</noscript>';
    expect(withoutScripts(html)).toEqual({ html, removed: 0 });
  });
});
