// What crawlers ask the shell's server for first: robots.txt and sitemap.xml, from the routes of the
// live shell release (its site manifest) at the site's public origin (the runtime config).
import type { createStaticApp } from 'site-servers';

/** The GET handlers a static app takes, by path. */
type Routes = NonNullable<Parameters<typeof createStaticApp>[0]['routes']>;

const xmlText = (text: string) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every page may be crawled; the sitemap says where the pages are.
 * @param origin the site's public origin
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * The sitemaps.org list of the site's pages (canonical URLs, as the pages' heads name them).
 * @param origin the site's public origin
 */
export function sitemapXml(origin: string, routes: string[]): string {
  const urls = routes.map((route) => `  <url><loc>${xmlText(`${origin}${route}`)}</loc></url>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls}</urlset>\n`
  );
}

/**
 * GET handlers for the shell's static app.
 * @param origin the public origin, asked per request
 * @param routes the routes served now, asked per request (a release may add some)
 */
export function searchFileRoutes(origin: () => string, routes: () => string[]): Routes {
  return {
    '/robots.txt': (_req, res) => res.set('Cache-Control', 'no-cache').type('text/plain').send(robotsTxt(origin())),
    '/sitemap.xml': (_req, res) =>
      res.set('Cache-Control', 'no-cache').type('application/xml').send(sitemapXml(origin(), routes())),
  };
}
