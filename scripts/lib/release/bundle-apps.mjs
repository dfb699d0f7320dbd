// HTTP apps that serve a bundle's folder of the deployment target the way a static host or CDN
// would: the live entry file at the top, releases/<version>/ beneath it. Used by `npm start`, the
// end-to-end suite and the release smoke run.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_CSP, shellCsp } from '../csp.mjs';
import { createStaticApp } from '../static-server.mjs';

/**
 * The shell. Its CSP names the remotes and the backend of the runtime config and hashes the
 * inline scripts of the page being served: it is recomputed when a release switches index.html.
 * @param {object} options
 * @param {string} options.root folder with the live index.html (or a release folder, for a smoke run)
 * @param {() => { remotes: Record<string, string>, supabase: { url: string } }} options.config
 *   the runtime config visitors get
 * @param {boolean} [options.serveConfig] answer /runtime-config.json from `config` instead of a file
 * @param {() => string | null} [options.fallbackRoot] the live release, for top-level files
 *   such as /favicon.svg that a static host would also hold at the top
 */
export function createShellApp({ root, config, serveConfig = false, fallbackRoot }) {
  let cached = { key: '', policy: '' };
  const csp = () => {
    const indexFile = path.join(root, 'index.html');
    const current = config();
    const key = `${statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs}|${JSON.stringify(current)}`;
    if (key !== cached.key) {
      const html = readFileSync(indexFile, 'utf8');
      const policy = shellCsp({ html, remoteUrls: Object.values(current.remotes), backendUrl: current.supabase.url });
      cached = { key, policy };
    }
    return cached.policy;
  };
  const routes = serveConfig
    ? { '/runtime-config.json': (_req, res) => res.set('Cache-Control', 'no-cache').json(config()) }
    : {};
  return createStaticApp({ root, spa: true, csp, routes, fallbackRoot });
}

/** A remote: any origin may read it (the shell loads it cross-origin). */
export function createRemoteApp({ root, fallbackRoot }) {
  return createStaticApp({ root, cors: true, csp: REMOTE_CSP, fallbackRoot });
}
