#!/usr/bin/env node
// npm start: production build of every package, published as the live releases of the deployment
// target (RELEASE_TARGET_DIR, default .local/cdn), then the composed site on loopback. Ctrl-C stops all.
import { SHELL_BUNDLE, buildEveryPackage, failCommand } from 'release';
import { readSiteConfig } from './lib/site-config.mjs';
import { serveSite } from './lib/serve-site.mjs';
import { stopOnSignal } from './lib/stop-on-signal.mjs';

/** @param {string} text */
const step = (text) => console.log(`\n▶ ${text}`);

if (process.env.SKIP_BUILD !== '1') {
  step('Building every package in production mode (lerna, in dependency order)…');
  const status = buildEveryPackage();
  if (status !== 0) {
    console.error('\n✖ The build failed; see the messages above.');
    process.exit(status);
  }
}

step('Starting the backend and the three bundles…');
const site = readSiteConfig();
// SKIP_BUILD=1 keeps what is live: dist/ may be older than a release made since.
// A publish that fails says why in one message and exits with the status a release command would
// (packages/release/src/errors.ts): the site is not served then.
const running = await serveSite(site, { preferLive: process.env.SKIP_BUILD === '1' }).catch(failCommand);
console.log(`\n✔ The site is ready: http://localhost:${site.ports[SHELL_BUNDLE.name]}  (Ctrl-C stops everything)`);

stopOnSignal(() => running.stop());
