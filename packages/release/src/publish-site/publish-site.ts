// A site published into a deployment target, as `npm run publish` sets up an environment and as
// `npm start` serves it: every bundle's build becomes its live release unless that build is live
// already (initial-releases.ts), the shell's runtime config is written from the environment, and
// the after-switch step journals the switches and renders the first screens
// (after-switch/after-switch.ts). It starts no server: the entry's server does that after it.
import { type AfterSwitchTools, afterSwitch } from '../after-switch/after-switch';
import type { RuntimeConfig } from '../layout/runtime-config';
import { RUNTIME_CONFIG_KEY } from '../layout/target-layout';
import type { DeploymentTarget } from '../targets/deployment-target';
import { type InitialReleasesOptions, publishInitialReleases } from './initial-releases';

/** What publishSite is given. */
export interface PublishSiteOptions<B> extends Omit<InitialReleasesOptions, 'log'> {
  target: DeploymentTarget;
  /** the backend the runtime config names, asked for once the bundles are published (`npm start` starts the embedded one then) */
  backend: () => Promise<B>;
  /** the shell's runtime config for the site served with that backend (the entry's, from the environment) */
  runtimeConfig: (backend: B) => RuntimeConfig;
  /** the release journal and the renderer of the after-switch step, for that backend */
  tools: (backend: B) => AfterSwitchTools;
  log?: (line: string) => void;
}

/** What publishSite did. */
export interface PublishedSite<B> {
  backend: B;
  config: RuntimeConfig;
  /** the bundles switched to a new release */
  published: string[];
  /** false when the runtime config already said the same */
  configWritten: boolean;
}

/**
 * Publishes the builds, writes the runtime config, then journals the switches and renders the first
 * screens once, from the live site read once. A failure while publishing throws before the backend
 * is asked for; what switched before it stays live (the command's failure report names it).
 */
export async function publishSite<B>({
  target,
  backend,
  runtimeConfig,
  tools,
  dist,
  preferLive,
  checked,
  log = console.log,
}: PublishSiteOptions<B>): Promise<PublishedSite<B>> {
  const { changes, live } = await publishInitialReleases({
    target,
    dist,
    preferLive,
    checked,
    log: (line) => log(`release: ${line}`),
  });
  const serving = await backend();
  // Per site, not per release: a release never changes where the remotes and the backend are.
  const config = runtimeConfig(serving);
  const text = `${JSON.stringify(config, null, 2)}\n`;
  const configWritten = JSON.stringify(live.runtimeConfig) !== JSON.stringify(config);
  if (configWritten) await target.switchEntry(RUNTIME_CONFIG_KEY, text);
  log(`runtime config: ${target.label}/${RUNTIME_CONFIG_KEY} ${configWritten ? 'written' : 'unchanged'}`);

  // Rendered even when nothing switched: the pages carry the runtime config, and a run that was
  // stopped before rendering left none.
  const { journal = null, render = null } = tools(serving);
  const liveSite = { ...live, runtimeConfig: config };
  const renderLog = (line: string) => log(`prerender: ${line}`);
  if (changes.length) await afterSwitch({ changes, liveSite, journal, render, log: renderLog });
  else await render?.(liveSite, renderLog);
  const published = changes.flatMap((change) => ('switched' in change ? [change.switched.bundle] : []));
  return { backend: serving, config, published, configWritten };
}
