// The checks a build passes before it may become live, for a release (a new build) and a promotion
// (a release uploaded with --preview): what it exposes and shares against the live site, then the
// smoke run its command was given (commands/command-tools.ts). A refusal throws, naming every problem.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { contractOf } from 'site-manifest';
import type { Bundle } from '../bundles/site-bundles';
import type { SmokeCheck } from '../commands/command-tools';
import type { BuildManifest } from '../compatibility/build-manifest';
import { verifyComposition } from '../compatibility/verify-composition';
import { seconds } from '../elapsed';
import { RefusedError, ReleaseError } from '../errors';
import type { LiveSite } from '../live/live-site';
import { liveNeighbours, liveRoutesOf } from '../live/neighbours';
import { siteManifestOfShellBuild } from '../live/release-builds';

/** A candidate build and how a command's messages name it. */
export interface Candidate {
  /** what is live, read once by the command */
  live: LiveSite;
  bundle: Bundle;
  /** the candidate build's folder */
  dir: string;
  /** how messages name it (`the new marketing build`) */
  label: string;
  /** what is refused (`Release of marketing`) */
  action: string;
  log: (line: string) => void;
}

/** Refuses the candidate unless it fits the live site and passes `check`, the smoke run. */
export async function checkCandidate(
  { live, bundle, dir, label, action, log }: Candidate,
  check: SmokeCheck,
): Promise<void> {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as BuildManifest;
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
  const failures = await check({
    live,
    bundle,
    candidateDir: dir,
    contract,
    routes,
    log: (l) => log(`  ${l}`),
  }).catch((error: unknown) => {
    // A smoke run that cannot run (no browser, no free port) has not passed; a target's failure stays one.
    if (error instanceof ReleaseError) throw error;
    return [`the smoke run could not run: ${error instanceof Error ? error.message.split('\n')[0] : error}`];
  });
  if (failures.length) throw new RefusedError(`${action} refused: the smoke run failed.`, failures);
  log(`✔ Smoke run passed in ${seconds(smokeStarted)}`);
}
