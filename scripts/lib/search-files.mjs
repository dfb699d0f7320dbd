// What crawlers ask the shell's server for first: robots.txt and sitemap.xml, from the routes of the
// live shell release (its site manifest) at the site's public origin (the runtime config).

/** @param {string} text */
const xmlText = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Every page may be crawled; the sitemap says where the pages are.
 * @param {string} origin the site's public origin
 * @returns {string}
 */
export function robotsTxt(origin) {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * The sitemaps.org list of the site's pages (canonical URLs, as the pages' heads name them).
 * @param {string} origin the site's public origin
 * @param {string[]} routes
 * @returns {string}
 */
export function sitemapXml(origin, routes) {
  const urls = routes.map((route) => `  <url><loc>${xmlText(`${origin}${route}`)}</loc></url>\n`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${urls}</urlset>\n`
  );
}

/**
 * GET handlers for the shell's static app.
 * @param {() => string} origin the public origin, asked per request
 * @param {() => string[]} routes the routes served now, asked per request (a release may add some)
 * @returns {Record<string, (req: import('express').Request, res: import('express').Response) => void>}
 */
export function searchFileRoutes(origin, routes) {
  return {
    '/robots.txt': (_req, res) => res.set('Cache-Control', 'no-cache').type('text/plain').send(robotsTxt(origin())),
    '/sitemap.xml': (_req, res) =>
      res.set('Cache-Control', 'no-cache').type('application/xml').send(sitemapXml(origin(), routes())),
  };
}
