import { filesNamedIn } from './named-files.mjs';

describe('filesNamedIn', () => {
  it('finds attributes, CSS urls and the page loader lists, as absolute URLs', () => {
    const html =
      '<link rel=icon href=/favicon.svg><style>.a{background:url("/bg.webp")}</style>' +
      '<video poster="/poster.jpg"></video>' +
      '<script type="application/json" id="page-files">[{"href":"http://r.test/e.js","as":"script"}]</script>' +
      '<script type="application/json" id="shell-entries">["/releases/1/main.js"]</script>';
    expect([...filesNamedIn(html, 'http://s.test/about')].sort()).toEqual([
      'http://r.test/e.js',
      'http://s.test/bg.webp',
      'http://s.test/favicon.svg',
      'http://s.test/poster.jpg',
      'http://s.test/releases/1/main.js',
    ]);
  });

  it('names nothing a page does not mention', () => {
    expect([...filesNamedIn('<p>main.js</p>', 'http://s.test/')]).toEqual([]);
  });
});
