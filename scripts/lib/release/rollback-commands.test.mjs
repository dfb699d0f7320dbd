// The rollback rule (the release package's state/rollback-target.ts) through the commands' own functions, on a folder and on a
// bucket of the local S3 server that enforces conditional writes: releaseBundle (with --preview too),
// promoteBundle, rollbackBundle, rollbackSite and the releases table. Only the webpack build and the
// Chromium checks are stand-ins: a "source" folder is the build itself, and its checks pass.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_REMOTES, SHELL_BUNDLE, UsageError, liveVersion, readSiteHistory, releasesTable } from 'release';
import { promoteBundle } from './promote-bundle.mjs';
import { releaseBundle } from './release-bundle.mjs';
import { rollbackBundle } from './rollback-bundle.mjs';
import { rollbackSite } from './site-rollback.mjs';
import { fakeBuild } from './testing/fake-builds.mjs';
import { targetKinds } from 'release/testing';

jest.mock('release', () => ({
  ...jest.requireActual('release'),
  /** @param {{ sourceDir: string, outDir: string }} options */
  buildBundle: async ({ sourceDir, outDir }) => cpSync(sourceDir, outDir, { recursive: true }),
}));
jest.mock('./candidate-checks.mjs', () => ({
  ...jest.requireActual('./candidate-checks.mjs'),
  checkCandidate: async () => {},
}));

// A server to start, and each release renders the first screens (a warning here) as the commands do.
jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const quiet = () => {};

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'rollback-commands-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const targets = targetKinds('rollbacks');
afterAll(targets.stop);

/**
 * A package folder whose "build" is itself (see the build's stand-in above).
 * @param {import('release').Bundle} bundle @param {string} name @returns {string}
 */
function source(bundle, name) {
  const dir = fakeBuild(path.join(work, 'sources', `${bundle.name}-${name}`), bundle, name);
  writeFileSync(path.join(dir, 'webpack.config.js'), `// ${name}\n`);
  return dir;
}

describe.each(targets.kinds)('rollbacks through the commands, on the $kind target', ({ open }) => {
  /** @type {import('release').DeploymentTarget} */
  let target;
  /** Release names by the test's own, as the commands chose them. @type {Record<string, string>} */
  let named = {};
  beforeEach(async () => {
    target = await open(work);
    named = {};
    await releaseBundle({ bundle: SHELL_BUNDLE, target, source: source(SHELL_BUNDLE, 's0'), log: quiet });
  });

  /** `npm run release -- marketing` of a build called `name`. @param {string} name @param {boolean} [preview] */
  const release = async (name, preview = false) => {
    const { version } = await releaseBundle({
      bundle: MARKETING,
      target,
      source: source(MARKETING, name),
      preview,
      log: quiet,
    });
    named[name] = version;
  };
  /** `npm run rollback -- marketing`, and what is live after it, by the test's name. */
  const rollback = async () => {
    await rollbackBundle({ bundle: MARKETING, target, log: quiet });
    return live();
  };
  const live = async () => {
    const version = await liveVersion(target, MARKETING);
    return Object.keys(named).find((name) => named[name] === version) ?? version;
  };

  it('v0, v1, rollback, v2, rollback: back on v0, never on the rolled-back v1', async () => {
    await release('v0');
    await release('v1');
    expect(await rollback()).toBe('v0');
    await release('v2');
    expect(await rollback()).toBe('v0');
    const table = await releasesTable(MARKETING, target);
    expect(table).toMatch(new RegExp(`^LIVE\\s+${named.v0}\\s`, 'm'));
    await expect(rollbackBundle({ bundle: MARKETING, target, log: quiet })).rejects.toThrow(UsageError);
    expect(await live()).toBe('v0');
  });

  it('walks back through the live history, passing over a preview and counting a promotion as going live', async () => {
    await release('v0');
    await release('p1', true);
    await promoteBundle({ bundle: MARKETING, target, version: named.p1 ?? '', log: quiet });
    await release('p2', true);
    await release('v3');
    expect(await releasesTable(MARKETING, target)).toContain(
      `npm run rollback -- ${MARKETING.name}: back to ${named.p1}`,
    );
    expect(await rollback()).toBe('p1');
    expect(await rollback()).toBe('v0');
    await expect(rollbackBundle({ bundle: MARKETING, target, log: quiet })).rejects.toThrow(
      'there is nothing to go back to',
    );
  });

  it('goes anywhere with --to, and a rollback after it returns along the live history', async () => {
    await release('v0');
    await release('v1');
    await release('v2');
    await rollbackBundle({ bundle: MARKETING, target, to: named.v0, log: quiet });
    expect(await live()).toBe('v0');
    await expect(rollbackBundle({ bundle: MARKETING, target, log: quiet })).rejects.toThrow(UsageError);
    // A rolled-back release, named: a roll forward, which a rollback undoes.
    await rollbackBundle({ bundle: MARKETING, target, to: named.v2, log: quiet });
    expect(await live()).toBe('v2');
    expect(await rollback()).toBe('v0');
  });

  it('after a site rollback forward, a rollback goes back to where the site came from, not to a rolled-back release', async () => {
    await release('v0');
    await release('v1');
    await release('v2');
    expect(await rollback()).toBe('v1');
    expect(await rollback()).toBe('v0');
    const { snapshots } = await readSiteHistory(target);
    const v2Snapshot = snapshots.find((snapshot) => snapshot.live[MARKETING.name] === named.v2);
    await rollbackSite({ target, to: String(v2Snapshot?.id), log: quiet });
    expect(await live()).toBe('v2');
    expect(await rollback()).toBe('v0');
  });
});
