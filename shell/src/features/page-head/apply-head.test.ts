import { sitePageAt } from 'shared-ui';
import { applyPageHead } from './apply-head';
import { headHtml } from './head-html';
import { pageHeadFor } from './head-tags';

const head = (route: string) => pageHeadFor(sitePageAt(route)!, 'https://www.example.com');
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('applyPageHead', () => {
  it('adds every tag to a head that has none (the single-page app)', () => {
    applyPageHead(document, head('/about'));
    expect(document.title).toBe(head('/about').title);
    expect(content('meta[name="description"]')).toBe(head('/about').meta[0]!.content);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/about',
    );
    expect(content('meta[property="og:image"]')).toBe('https://www.example.com/share/about.png');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    const organization = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(organization?.textContent ?? '{}')).toMatchObject({ '@type': 'Organization' });
  });

  it('describes the page now shown after a navigation, updating the served tags in place', () => {
    document.head.innerHTML = headHtml(head('/'));
    const served = document.head.children.length;
    const jsonLd = document.head.querySelector('script[type="application/ld+json"]');

    applyPageHead(document, head('/resources'));

    expect(document.head.children).toHaveLength(served);
    expect(document.title).toBe(head('/resources').title);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.example.com/resources',
    );
    for (const tag of head('/resources').meta) {
      const selector = `meta[${tag.attribute}="${tag.key}"]`;
      expect(document.head.querySelectorAll(selector)).toHaveLength(1);
      expect(content(selector)).toBe(tag.content);
    }
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBe(jsonLd);
  });
});

describe('headHtml', () => {
  it('writes the head a served page carries, escaped, with the firm as a data block', () => {
    const html = headHtml(head('/resources'));
    expect(html).toContain('<title>Knowledge Hub | GCC Insights &amp; Resources | ');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/resources">');
    expect(html).toContain('<meta property="og:image" content="https://www.example.com/share/resources.png">');
    expect(html).toMatch(/<script type="application\/ld\+json" id="organization">\{"@context":"https:\/\/schema.org"/);
  });

  it('never lets a text end its element early', () => {
    const html = headHtml({ ...head('/'), title: '</title><script>x</script>', organization: { name: '</script>' } });
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('{"name":"\\u003c/script>"}');
  });
});
