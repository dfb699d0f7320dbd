// The rollback rule (state/rollback-target.ts) through the commands' own functions, on a folder and on a
// bucket of the local S3 server that enforces conditional writes: releaseBundle (with --preview too),
// promoteBundle, rollbackBundle, rollbackSite and the releases table. Only the webpack build and the
// smoke run are stand-ins (fakeTools): a "source" folder is the build itself, and its smoke run passes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { UsageError } from '../errors';
import { liveVersion } from '../layout/release-history';
import { releasesTable } from '../listing/list-releases';
import type { DeploymentTarget } from '../targets/deployment-target';
import { fakeSource } from '../testing/fake-builds';
import { fakeTools } from '../testing/fake-tools';
import { targetKinds } from '../testing/target-kinds';
import { readSiteHistory } from '../timeline/site-history';
import { promoteBundle } from './promote-bundle';
import { releaseBundle } from './release-bundle';
import { rollbackBundle } from './rollback-bundle';
import { rollbackSite } from './site-rollback';

// A server to start, and each release renders the first screens (a warning here) as the commands do.
jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const quiet = () => {};
const tools = fakeTools();

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'rollback-commands-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const targets = targetKinds('rollbacks');
afterAll(targets.stop);

describe.each(targets.kinds)('rollbacks through the commands, on the $kind target', ({ open }) => {
  let target: DeploymentTarget;
  /** Release names by the test's own, as the commands chose them. */
  let named: Record<string, string> = {};
  beforeEach(async () => {
    target = await open(work);
    named = {};
    await releaseBundle({
      bundle: SHELL_BUNDLE,
      target,
      tools,
      source: fakeSource(work, SHELL_BUNDLE, 's0'),
      log: quiet,
    });
  });

  /** `npm run release -- marketing` of a build called `name`. */
  const release = async (name: string, preview = false) => {
    const { version } = await releaseBundle({
      bundle: MARKETING,
      target,
      tools,
      source: fakeSource(work, MARKETING, name),
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
    await promoteBundle({ bundle: MARKETING, target, version: named.p1 ?? '', tools, log: quiet });
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
