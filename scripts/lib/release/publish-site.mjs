// A site published into a deployment target, as `npm run publish` sets up an environment and as
// `npm start` serves it: every bundle's build becomes its live release unless that build is live
// already (initial-releases.mjs), the shell's runtime config is written from the environment
// (site-config.mjs), and the after-switch step journals the switches and renders the first screens
// (after-switch.ts). It starts no server: serve-site.mjs does that after it.
import { spawnSync } from 'node:child_process';
import { ROOT, RUNTIME_CONFIG_KEY, UsageError, afterSwitch, readLiveSite } from 'release';
import { runtimeConfig } from '../site-config.mjs';
import { publishInitialReleases } from './initial-releases.mjs';

/**
 * @typedef {{ url: string, publishableKey: string }} SiteBackendAddress the backend the runtime config names
 */

/**
 * Builds every package in production mode, in dependency order, as `npm start` does.
 * @returns {number} lerna's exit status (0: every dist/ folder is current)
 */
export function buildEveryPackage() {
  const build = spawnSync('npx', ['lerna', 'run', 'build', '--stream'], { cwd: ROOT, stdio: 'inherit' });
  return build.status ?? 1;
}

/**
 * The backend an environment's runtime config names: the hosted project of the environment's
 * variables. Without one it throws a UsageError naming them: a published environment with no backend
 * would be broken (the embedded backend runs only beside `npm start`).
 * @param {import('../site-config.mjs').SiteConfig} site
 * @returns {SiteBackendAddress}
 */
export function publishedBackend(site) {
  if (site.hostedBackend) return site.hostedBackend;
  throw new UsageError(
    'No backend for the site: set SUPABASE_URL and SUPABASE_PUBLISHABLE_KEY (a legacy project: SUPABASE_ANON_KEY) ' +
      "to the environment's Supabase project. Nothing was published (npm start runs a local site with its own backend).",
  );
}

/**
 * The closing line of `npm run publish`: what it changed in the target.
 * @param {import('release').DeploymentTarget} target
 * @param {{ published: string[], configWritten: boolean }} done what publishSite did
 */
export function publishSummary(target, { published, configWritten }) {
  const config = configWritten ? 'the runtime config written' : 'the runtime config unchanged';
  if (!published.length)
    return `✔ Nothing new to publish: every bundle's build is live already in ${target.label}, ${config}.`;
  return (
    `✔ Published ${published.join(', ')} into ${target.label}, ${config}. Nothing is served: ` +
    'from now on each bundle is released on its own (npm run release -- <bundle>).'
  );
}

/**
 * Publishes the builds, writes the runtime config, then journals the switches and renders the first
 * screens once. A failure while publishing throws before the backend is asked for; what switched
 * before it stays live (the command's failure report names it).
 * @template {SiteBackendAddress} B
 * @param {object} options
 * @param {import('release').DeploymentTarget} options.target
 * @param {import('../site-config.mjs').SiteConfig} options.site the environment's settings (readSiteConfig)
 * @param {() => Promise<B>} options.backend the backend the runtime config names, asked for once the
 *   bundles are published (`npm start` starts the embedded one then)
 * @param {(backend: B) => import('release').AfterSwitchTools} options.tools the release
 *   journal and the renderer of the after-switch step, for that backend
 * @param {Record<string, string>} [options.dist] build folder by bundle name (default: `<package>/dist`)
 * @param {boolean} [options.preferLive] keep the live releases (npm start with SKIP_BUILD=1)
 * @param {boolean} [options.checked] check each build against what is live before its switch
 * @param {(line: string) => void} [options.log]
 * @returns {Promise<{ backend: B, config: import('../site-config.mjs').RuntimeConfig, published: string[],
 *   configWritten: boolean }>} `published`: the bundles switched to a new release; `configWritten`:
 *   false when the runtime config already said the same
 */
export async function publishSite({ target, site, backend, tools, dist, preferLive, checked, log = console.log }) {
  const { changes, live } = await publishInitialReleases({
    target,
    dist,
    preferLive,
    checked,
    log: (line) => log(`release: ${line}`),
  });
  const serving = await backend();
  // Per site, not per release: a release never changes where the remotes and the backend are.
  const config = runtimeConfig(site, serving);
  const text = `${JSON.stringify(config, null, 2)}\n`;
  const configWritten = (await target.readText(RUNTIME_CONFIG_KEY)) !== text;
  if (configWritten) await target.switchEntry(RUNTIME_CONFIG_KEY, text);
  log(`runtime config: ${target.label}/${RUNTIME_CONFIG_KEY} ${configWritten ? 'written' : 'unchanged'}`);

  // Rendered even when nothing switched: the pages carry the runtime config, and a run that was
  // stopped before rendering left none.
  const { journal = null, render = null } = tools(serving);
  const liveSite = { ...(live ?? (await readLiveSite(target))), runtimeConfig: config };
  const renderLog = (/** @type {string} */ line) => log(`prerender: ${line}`);
  if (changes.length) await afterSwitch({ changes, liveSite, journal, render, log: renderLog });
  else await render?.(liveSite, renderLog);
  const published = changes.flatMap((change) => ('switched' in change ? [change.switched.bundle] : []));
  return { backend: serving, config, published, configWritten };
}
