import type { Page } from 'playwright-core';
import siteInfo from '../../shared-ui/src/site/site-info.json';
import { closeBrowser, openPage } from '../support/browser';
import { gotoPrerendered } from '../support/prerendered';
import { SITE, SITE_ROUTES, site, url } from '../support/site';
import { visit } from '../support/site-page';

afterAll(closeBrowser);

const LEGAL_NAME = `${siteInfo.brand} ${siteInfo.legalSuffix}`;

/** What the head of `route` must say, from the site manifest and the site info, at the e2e origin. */
function expectedHead(route: string) {
  const page = SITE.host.pages.find((p) => p.path === route)!;
  const title = `${page.title} | ${LEGAL_NAME}`;
  const image = `${site.shell}/${page.image ?? SITE.defaultImage}`;
  return {
    title,
    description: page.description,
    canonical: `${site.shell}${route}`,
    'og:title': title,
    'og:description': page.description,
    'og:url': `${site.shell}${route}`,
    'og:image': image,
    'og:type': 'website',
    'og:site_name': LEGAL_NAME,
    'twitter:card': 'summary_large_image',
    'twitter:title': title,
    'twitter:description': page.description,
    'twitter:image': image,
  };
}

/** The head as the browser parsed it: each tag's value, and how many of each there are. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const head = document.head;
    const meta = (attribute: string, key: string) =>
      [...head.querySelectorAll('meta')].filter((tag) => tag.getAttribute(attribute) === key);
    const values: Record<string, string | null> = { title: document.title };
    const counts: Record<string, number> = { title: head.querySelectorAll('title').length };
    for (const key of ['description', 'twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      values[key] = meta('name', key)[0]?.getAttribute('content') ?? null;
      counts[key] = meta('name', key).length;
    }
    for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type', 'og:site_name']) {
      values[key] = meta('property', key)[0]?.getAttribute('content') ?? null;
      counts[key] = meta('property', key).length;
    }
    const canonical = head.querySelectorAll('link[rel="canonical"]');
    values.canonical = canonical[0]?.getAttribute('href') ?? null;
    counts.canonical = canonical.length;
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')];
    return { values, counts, organizations: jsonLd.map((script) => JSON.parse(script.textContent ?? 'null')) };
  });
}

/** The served HTML of a route, parsed by the browser with scripts off: exactly what a crawler or a link preview reads. */
async function servedHead(route: string) {
  const { page, context } = await openPage({ javaScriptEnabled: false });
  await gotoPrerendered(page, route);
  const head = await headOf(page);
  await context.close();
  return head;
}

const once = (head: Awaited<ReturnType<typeof headOf>>) => Object.values(head.counts).every((count) => count === 1);

describe('what search engines and link previews read', () => {
  it('serves robots.txt that lets crawlers in and names the sitemap at the public origin', async () => {
    const response = await fetch(url('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toContain(`Sitemap: ${site.shell}/sitemap.xml`);
  });

  it('serves sitemap.xml with every route of the site manifest as its canonical URL', async () => {
    const response = await fetch(url('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(SITE_ROUTES.map((route) => `${site.shell}${route}`));
  });

  it.each(SITE_ROUTES)(
    'serves %s with its title, description, canonical URL, link-preview tags and the firm, each once',
    async (route) => {
      const head = await servedHead(route);
      expect(head.values).toEqual(expectedHead(route));
      expect(once(head)).toBe(true);
      expect(head.organizations).toEqual([
        expect.objectContaining({
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: LEGAL_NAME,
          url: `${site.shell}/`,
          email: siteInfo.email,
          telephone: siteInfo.phone,
        }),
      ]);
    },
  );

  it('serves a PNG image for every link preview and the logo', async () => {
    const images = new Set([
      ...SITE_ROUTES.map((route) => expectedHead(route)['og:image']),
      `${site.shell}/${SITE.logo}`,
    ]);
    for (const image of images) {
      const response = await fetch(image);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect({ image, status: response.status, type: response.headers.get('content-type') }).toEqual({
        image,
        status: 200,
        type: 'image/png',
      });
      expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('describes the page now shown after each client-side navigation, with no tag twice', async () => {
    const { page, context, consoleErrors } = await openPage();
    await visit(page, '/');
    const seen = [];
    // Every route in turn, by a link of the header or footer: no page load in between.
    for (const route of [...SITE_ROUTES.slice(1), SITE_ROUTES[0]!]) {
      await page.locator(`header a[href="${route}"], footer a[href="${route}"]`).first().click();
      await page.waitForURL(url(route));
      await page.waitForFunction((title) => document.title === title, expectedHead(route).title);
      const head = await headOf(page);
      expect(head.values).toEqual(expectedHead(route));
      expect(once(head)).toBe(true);
      expect(head.organizations).toHaveLength(1);
      seen.push(head.values.canonical);
    }
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(new Set(seen).size).toBe(SITE_ROUTES.length);
    // The structured data is a data block: the page's CSP, which hashes every inline script, never objects.
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
    await context.close();
  });
});
