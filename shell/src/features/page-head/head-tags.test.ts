import { LEGAL_NAME, SITE_INFO, SITE_PAGES, sitePageAt } from 'shared-ui';
import { pageHeadFor } from './head-tags';

const ORIGIN = 'https://www.example.com';
const metaOf = (route: string) => {
  const head = pageHeadFor(sitePageAt(route)!, ORIGIN);
  const content = (key: string) => head.meta.find((tag) => tag.key === key)?.content;
  return { head, content };
};

describe('pageHeadFor', () => {
  it('titles each page in the site format, each differently', () => {
    const titles = SITE_PAGES.map((page) => metaOf(page.path).head.title);
    expect(titles).toEqual(SITE_PAGES.map((page) => `${page.title} | ${LEGAL_NAME}`));
    expect(new Set(titles).size).toBe(SITE_PAGES.length);
  });

  it('titles the Knowledge Hub as spec 2 says', () => {
    expect(metaOf('/resources').head.title).toBe(`Knowledge Hub | GCC Insights & Resources | ${SITE_INFO.brand} LLP`);
  });

  it('gives every page its own description', () => {
    const descriptions = SITE_PAGES.map((page) => metaOf(page.path).content('description') ?? '');
    expect(new Set(descriptions).size).toBe(SITE_PAGES.length);
    for (const description of descriptions) expect(description.length).toBeGreaterThan(60);
  });

  it('describes the Knowledge Hub as spec 2 says', () => {
    const description = metaOf('/resources').content('description')!.toLowerCase();
    for (const word of ['whitepapers', 'webinars', 'reports', 'podcasts', 'global capability centers', 'india']) {
      expect(description).toContain(word);
    }
    expect(description).toMatch(/establishing and scaling/);
  });

  it('names the canonical URL at the public origin, the same in Open Graph', () => {
    expect(metaOf('/').head.canonical).toBe('https://www.example.com/');
    expect(pageHeadFor(sitePageAt('/services')!, 'https://www.example.com/').canonical).toBe(
      'https://www.example.com/services',
    );
    expect(metaOf('/about').content('og:url')).toBe('https://www.example.com/about');
  });

  it('gives link previews the title, description and a large PNG image of the route', () => {
    const { head, content } = metaOf('/services');
    expect(content('og:title')).toBe(head.title);
    expect(content('twitter:title')).toBe(head.title);
    expect(content('og:description')).toBe(content('description'));
    expect(content('twitter:description')).toBe(content('description'));
    expect(content('og:image')).toBe('https://www.example.com/share/services.png');
    expect(content('twitter:image')).toBe(content('og:image'));
    expect(content('twitter:card')).toBe('summary_large_image');
    expect([content('og:image:width'), content('og:image:height')]).toEqual(['1200', '630']);
    expect(content('og:site_name')).toBe(LEGAL_NAME);
  });

  it('uses the default share image for a route that names none', () => {
    const head = pageHeadFor({ path: '/x', module: 'x-page', title: 'X', description: 'An X page.' }, ORIGIN);
    expect(head.meta.find((tag) => tag.key === 'og:image')?.content).toBe('https://www.example.com/share/site.png');
  });

  it('describes the firm as a schema.org Organization from the site info', () => {
    expect(metaOf('/').head.organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: LEGAL_NAME,
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/share/logo.png',
      email: SITE_INFO.email,
      telephone: SITE_INFO.phone,
      address: { '@type': 'PostalAddress', addressLocality: 'Mumbai', addressCountry: 'India' },
    });
  });
});
