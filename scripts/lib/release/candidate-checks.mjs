// The checks a build passes before it may become live, for a release (a new build) and a promotion
// (a release uploaded with --preview): what it exposes and shares against the live site, then the
// smoke run in Chromium. A refusal throws, naming every problem.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractOf } from 'site-manifest';
import {
  RefusedError,
  ReleaseError,
  liveNeighbours,
  liveRoutesOf,
  siteManifestOfShellBuild,
  verifyComposition,
} from 'release';
import { smokeRun } from './smoke.mjs';

/** @param {number} since */
export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * @param {object} options
 * @param {import('release').LiveSite} options.live what is live, read once by the command
 * @param {import('release').Bundle} options.bundle
 * @param {string} options.dir the candidate build's folder
 * @param {string} options.label how messages name it (`the new marketing build`)
 * @param {string} options.action what is refused (`Release of marketing`)
 * @param {(line: string) => void} options.log
 */
export async function checkCandidate({ live, bundle, dir, label, action, log }) {
  const manifest = /** @type {import('release').BuildManifest} */ (
    JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'))
  );
  // A new shell brings its own manifest (the one it was built from): what it loads and serves.
  const shellSite = bundle.kind === 'shell' ? siteManifestOfShellBuild(dir) : null;
  const contract = shellSite ? contractOf(shellSite) : live.contract;
  const routes = shellSite ? shellSite.host.routes : liveRoutesOf(live, bundle);
  const neighbours = liveNeighbours(live, bundle);
  const problems = verifyComposition({ bundle, manifest, label, contract, neighbours });
  if (problems.length) throw new RefusedError(`${action} refused: it would break the site.`, problems);
  log('✔ Exposed modules and shared singletons match the live site');

  log(`▶ Smoke run: ${label} with the live site, in Chromium…`);
  const smokeStarted = Date.now();
  const failures = await smokeRun({
    live,
    bundle,
    candidateDir: dir,
    contract,
    routes,
    log: (l) => log(`  ${l}`),
  }).catch((error) => {
    // A smoke run that cannot run (no browser, no free port) has not passed; a target's failure stays one.
    if (error instanceof ReleaseError) throw error;
    return [`the smoke run could not run: ${error instanceof Error ? error.message.split('\n')[0] : error}`];
  });
  if (failures.length) throw new RefusedError(`${action} refused: the smoke run failed.`, failures);
  log(`✔ Smoke run passed in ${seconds(smokeStarted)}`);
}
