import { robotsTxt, sitemapXml } from './search-files';

describe('robots.txt', () => {
  it('lets every crawler in and names the sitemap at the public origin', () => {
    expect(robotsTxt('https://www.example.com')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
    );
  });
});

describe('sitemap.xml', () => {
  it('lists each route once, as its canonical URL, in the order given', () => {
    const xml = sitemapXml('https://www.example.com', ['/', '/services', '/resources']);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://www.example.com/',
      'https://www.example.com/services',
      'https://www.example.com/resources',
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
  });

  it('escapes what XML would read as markup', () => {
    expect(sitemapXml('https://a.example/?x=1&y=<2>', ['/'])).toContain(
      '<loc>https://a.example/?x=1&amp;y=&lt;2&gt;/</loc>',
    );
  });
});
