// The physical limit of a served first screen: the federated site's pages as they are served, with
// every script taken out, on a port of their own. Taken once at the start of a run, from the
// running shell server; served by the shell's own app (the same headers, and a policy without
// script hashes, as the page has no inline script), over the shell's folder of the same copy, so
// its files (/releases/…) resolve as they do for the site, and the remotes' on their origins.
import { createShellApp } from 'release';
import { listenOnLoopback } from 'site-servers';

/** @param {string} tag @param {string} name @returns {string[]} the attribute's words, lower-case */
const words = (tag, name) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').toLowerCase().split(/\s+/).filter(Boolean);
};

/**
 * A preload hint for a script: `<link rel=modulepreload>`, or `<link rel=preload as=script>`.
 * @param {string} tag
 */
const preloadsScript = (tag) => {
  const rel = words(tag, 'rel');
  return rel.includes('modulepreload') || (rel.includes('preload') && words(tag, 'as').includes('script'));
};

/**
 * The page without its `<script>` elements (external, inline and data blocks alike) and the
 * preload hints of scripts; styles, images and fonts stay.
 * @param {string} html
 * @returns {{ html: string, removed: number }}
 */
export function withoutScripts(html) {
  let removed = 0;
  const out = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, () => {
      removed += 1;
      return '';
    })
    .replace(/<link\b[^>]*>/gi, (tag) => {
      if (!preloadsScript(tag)) return tag;
      removed += 1;
      return '';
    });
  return { html: out, removed };
}

/**
 * @param {object} options
 * @param {string} options.from the running shell's origin
 * @param {string[]} options.routes
 * @param {string} options.root the shell's folder in the deployment target being served
 * @param {() => string | null} options.liveFolder its live release, for top-level files
 * @param {import('../../scripts/lib/site-config.mjs').RuntimeConfig} options.config
 * @param {number} options.port
 * @returns {Promise<{ taken: Record<string, string>, close: () => Promise<void> }>} what was
 *   taken out of each route's page, to log
 */
export async function serveNoScripts({ from, routes, root, liveFolder, config, port }) {
  /** @type {Map<string, { html: string }>} */
  const pages = new Map();
  /** @type {Record<string, string>} */
  const taken = {};
  for (const route of routes) {
    const response = await fetch(from + route, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`no-scripts snapshot: ${from}${route} answered ${response.status}`);
    const served = await response.text();
    const page = withoutScripts(served);
    pages.set(route, { html: page.html });
    // Without a page rendered ahead of time (the render failed) only an empty shell page is left.
    const empty = /<div id="?root"? data-prerendered/.test(served) ? '' : ', not rendered ahead of time';
    taken[route] = `${page.removed} elements${empty}`;
  }
  const app = createShellApp({
    root,
    config: () => config,
    fallbackRoot: liveFolder,
    prerendered: { route: (pathname) => pages.get(pathname.replace(/(.)\/+$/, '$1')) ?? null, notFound: () => null },
  });
  const server = await listenOnLoopback(app, port);
  return { taken, close: server.close };
}
