// Serves the built composition: shell, both remotes and (unless a hosted project is configured)
// the embedded backend. Used by `npm start` and by the end-to-end tests.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaticApp, listenOnLoopback } from './static-server.mjs';
import { REMOTE_CSP, shellCsp } from './csp.mjs';
import { runtimeConfig } from './site-config.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function startBackend(site, log) {
  if (site.hostedBackend) {
    log(`backend: hosted Supabase project at ${site.hostedBackend.url} (no local backend)`);
    return { ...site.hostedBackend, stop: async () => {} };
  }
  const { startLocalBackend } = await import('local-backend');
  return startLocalBackend({
    port: site.ports.backend,
    dataDir: site.backendDataDir,
    log: (line) => log(`backend: ${line}`),
  });
}

/**
 * @param {ReturnType<import('./site-config.mjs').readSiteConfig>} site
 * @param {{ log?: (line: string) => void, dist?: { shell: string, marketing: string, knowledgeHub: string } }} [options]
 */
export async function serveSite(site, { log = console.log, dist } = {}) {
  const roots = dist ?? {
    shell: path.join(ROOT, 'shell/dist'),
    marketing: path.join(ROOT, 'mfe-marketing/dist'),
    knowledgeHub: path.join(ROOT, 'mfe-knowledge-hub/dist'),
  };
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => {});
  };
  try {
    const backend = await startBackend(site, log);
    stops.push(() => backend.stop());

    const config = runtimeConfig(site, backend);
    writeFileSync(path.join(roots.shell, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
    const html = readFileSync(path.join(roots.shell, 'index.html'), 'utf8');
    const csp = shellCsp({ html, remoteUrls: Object.values(config.remotes), backendUrl: backend.url });

    const apps = [
      ['shell', site.ports.shell, createStaticApp({ root: roots.shell, spa: true, csp })],
      ['mfe-marketing', site.ports.marketing, createStaticApp({ root: roots.marketing, cors: true, csp: REMOTE_CSP })],
      [
        'mfe-knowledge-hub',
        site.ports.knowledgeHub,
        createStaticApp({ root: roots.knowledgeHub, cors: true, csp: REMOTE_CSP }),
      ],
    ];
    for (const [name, port, app] of apps) {
      const server = await listenOnLoopback(app, port);
      stops.push(() => server.close());
      log(`${name}: http://localhost:${port}`);
    }
    return { config, backend, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
