#!/usr/bin/env node
// npm run publish [-- --skip-build]: sets up an environment in one command, serving nothing. Every
// bundle's build becomes its live release in the deployment target (remotes first, a build already
// live is kept), the runtime config is written from the environment, the switches are journaled
// and the first screens rendered (the release package's publishSite, what `npm start` runs before serving).
import { TARGET_USAGE, parseSiteCommand, runCommand } from './lib/release/cli.mjs';
import {
  EXIT_STATUS,
  RefusedError,
  UsageError,
  buildEveryPackage,
  publishSite,
  publishSummary,
  publishedBackend,
} from 'release';
import { readSiteConfig, runtimeConfig } from './lib/site-config.mjs';
import { secretKeyOf } from './lib/site-backend.mjs';

const USAGE = `Usage: npm run publish [-- --skip-build]

  Publishes every bundle of the site manifest into the deployment target from its build
  (<package>/dist), writes shell/runtime-config.json from the variables below, journals the
  switches and renders the first screens. Starts no server and no backend. A bundle whose build is
  live already is kept: a second run publishes nothing.

  --skip-build  publish the dist/ folders as they are (also SKIP_BUILD=1); default: build every
                package first, as npm start does
  env SUPABASE_URL, SUPABASE_PUBLISHABLE_KEY (a legacy project: SUPABASE_ANON_KEY)  the backend
                the site uses (required)
  env PUBLIC_ORIGIN, <PREFIX>_MANIFEST_URL (MARKETING_, KNOWLEDGE_HUB_, STAFF_)  the site's address
                and each remote's entry file, as npm start writes them
  env SUPABASE_SECRET_KEY  journals the switches to the project's release journal (optional)
  ${TARGET_USAGE}`;

// `npm publish` (npm's own command) runs a package's "publish" script after publishing it, and even
// on --dry-run: this package is private, so that is never a wish to publish the site.
if (process.env.npm_command === 'publish') {
  console.error(
    "✖ npm publish is npm's own command (this package is private): the site is published by npm run publish.",
  );
  process.exit(EXIT_STATUS.usage);
}

const { bundle, values, target, journal, render } = parseSiteCommand(USAGE, { 'skip-build': { type: 'boolean' } });
await runCommand(async () => {
  if (bundle) throw new UsageError(`npm run publish publishes every bundle: name none.\n\n${USAGE}`);
  const site = readSiteConfig();
  // Refused before any build: a published environment without a backend would be broken.
  const backend = publishedBackend(site.hostedBackend);
  if (!values['skip-build'] && process.env.SKIP_BUILD !== '1') {
    console.log('▶ Building every package in production mode (lerna, in dependency order)…');
    const status = buildEveryPackage();
    // As a release's failed build: the first check the builds do not pass.
    if (status !== 0) throw new RefusedError(`The build failed (lerna exit ${status}):`, ['see its messages above']);
  }
  const secret = secretKeyOf(process.env);
  const published = await publishSite({
    target,
    checked: true,
    backend: async () => backend,
    runtimeConfig: (serving) => runtimeConfig(site, serving),
    tools: () => ({ journal: secret ? journal : null, render }),
  });
  console.log(`\n${publishSummary(target, published)}`);
});
