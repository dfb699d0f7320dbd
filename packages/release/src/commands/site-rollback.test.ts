// The site's timeline (timeline/site-history.ts) and the rollback of the whole site to one of its
// snapshots (site-rollback.ts, switch-order.ts), on a folder target.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractOf, manifestFile } from 'site-manifest';
import { type Bundle, BUILT_IN_REMOTES, SHELL_BUNDLE, SITE } from '../bundles/site-bundles';
import { RefusedError, UsageError } from '../errors';
import { timelineTable } from '../listing/list-releases';
import { SHELL_SITE_MANIFEST } from '../live/release-builds';
import { switchLive } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';
import { folderPaths, folderTarget } from '../targets/folder-target';
import { liveComposition, readSiteHistory, snapshotNamed } from '../timeline/site-history';
import { rollbackSite } from './site-rollback';
import { type Step, switchOrder } from './switch-order';

const CONTRACT = contractOf(SITE);
const REACT = { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0', singleton: true };
const quiet = () => {};

let root = '';
let target: DeploymentTarget;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-rollback-'));
  target = folderTarget(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/**
 * A release folder of `bundle`: a shell page or a remote's manifest exposing what the shell loads
 * (all but `missing`).
 */
function addRelease(bundle: Bundle, version: string, missing: string[] = []) {
  const dir = folderPaths(root, bundle).release(version);
  mkdirSync(dir, { recursive: true });
  if (bundle === SHELL_BUNDLE) {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><title>s</title></head><body></body></html>',
    );
    writeFileSync(path.join(dir, SHELL_SITE_MANIFEST), readFileSync(manifestFile(), 'utf8'));
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [REACT] }));
    return;
  }
  const expected = bundle.remoteKey ? CONTRACT[bundle.remoteKey] : undefined;
  if (!expected) throw new Error(`the contract has no remote ${bundle.name}`);
  const exposes = Object.values(expected.modules)
    .filter((module) => !missing.includes(module))
    .map((module) => ({ name: module, path: `./${module}` }));
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: expected.container,
      exposes,
      shared: [REACT],
      metaData: { remoteEntry: { path: '', name: 'remoteEntry.js' } },
    }),
  );
}

/** The built-in remote at `index`. */
const remoteAt = (index: number): Bundle => {
  const bundle = BUILT_IN_REMOTES[index];
  if (!bundle) throw new Error('the site manifest has fewer than two built-in remotes');
  return bundle;
};
const MARKETING = remoteAt(0);
const KNOWLEDGE_HUB = remoteAt(1);

/** Releases and switches as a team would: shell s1, marketing m1, hub k1, then m2 and k2. */
async function aDayOfReleases() {
  for (const [bundle, version] of [
    [SHELL_BUNDLE, 's1'],
    [MARKETING, 'm1'],
    [KNOWLEDGE_HUB, 'k1'],
    [MARKETING, 'm2'],
    [KNOWLEDGE_HUB, 'k2'],
  ] as const) {
    addRelease(bundle, version);
    await switchLive(target, bundle, version, 'release');
  }
}

describe("the site's timeline", () => {
  it('gets one snapshot of the whole composition per switch, of any bundle', async () => {
    await aDayOfReleases();
    const { snapshots } = await readSiteHistory(target);
    expect(snapshots.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(snapshots[2]?.live).toEqual({
      [SHELL_BUNDLE.name]: 's1',
      [MARKETING.name]: 'm1',
      [KNOWLEDGE_HUB.name]: 'k1',
    });
    expect(snapshots[3]?.change).toEqual({ bundle: MARKETING.name, version: 'm2', previous: 'm1', reason: 'release' });
    expect(snapshots.at(-1)?.live).toEqual(await liveComposition(target));
    const table = await timelineTable(target);
    expect(table.split('\n').filter((line) => /^(LIVE)?\s+\d+\s/.test(line))).toHaveLength(5);
    expect(table).toMatch(/^LIVE\s+5\s/m);
  });

  it('keeps every snapshot when two bundles switch at the same moment', async () => {
    addRelease(SHELL_BUNDLE, 's1');
    addRelease(MARKETING, 'm1');
    addRelease(KNOWLEDGE_HUB, 'k1');
    await Promise.all([
      switchLive(target, SHELL_BUNDLE, 's1', 'release'),
      switchLive(target, MARKETING, 'm1', 'release'),
      switchLive(target, KNOWLEDGE_HUB, 'k1', 'release'),
    ]);
    const { snapshots } = await readSiteHistory(target);
    expect(snapshots.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(snapshots.map((s) => Object.keys(s.live).length)).toEqual([1, 2, 3]);
  });

  it('starts with the composition that was live before, in a target released before it had a timeline', async () => {
    await aDayOfReleases();
    rmSync(path.join(root, 'site-history.json'));
    addRelease(MARKETING, 'm3');
    await switchLive(target, MARKETING, 'm3', 'release');
    const { snapshots } = await readSiteHistory(target);
    expect(snapshots.map((s) => [s.id, s.change.reason, s.live[MARKETING.name]])).toEqual([
      [1, 'timeline started', 'm2'],
      [2, 'release', 'm3'],
    ]);
  });

  it('names a snapshot by its number, with or without #, and says what exists otherwise', async () => {
    await aDayOfReleases();
    const history = await readSiteHistory(target);
    expect(snapshotNamed(history, '#3')).toMatchObject({ id: 3 });
    expect(snapshotNamed(history, '3')).toMatchObject({ id: 3 });
    expect(snapshotNamed(history, '9')).toBe(
      "There is no snapshot 9 in the site's timeline (1 to 5; see npm run releases).",
    );
  });
});

describe('rollback of the whole site to a snapshot', () => {
  it('puts every bundle back to that moment, one checked switch each, and records them', async () => {
    await aDayOfReleases();
    const { switched } = await rollbackSite({ target, to: '3', log: quiet });
    expect(switched.map((step) => `${step.bundle.name}@${step.version}`).sort()).toEqual(
      [`${MARKETING.name}@m1`, `${KNOWLEDGE_HUB.name}@k1`].sort(),
    );
    const { snapshots } = await readSiteHistory(target);
    expect(await liveComposition(target)).toEqual(snapshots[2]?.live);
    expect(snapshots.slice(5).map((s) => s.change.reason)).toEqual(['site rollback to #3', 'site rollback to #3']);
    await expect(rollbackSite({ target, to: '3', log: quiet })).rejects.toThrow(UsageError);
  });

  it('is refused, switching nothing, when a release of the snapshot no longer fits; --force switches anyway', async () => {
    await aDayOfReleases();
    const module = Object.values(CONTRACT[MARKETING.remoteKey ?? '']?.modules ?? {})[0] ?? '';
    rmSync(folderPaths(root, MARKETING).release('m1'), { recursive: true });
    addRelease(MARKETING, 'm1', [module]);
    const before = await liveComposition(target);
    await expect(rollbackSite({ target, to: '3', log: quiet })).rejects.toThrow(RefusedError);
    expect(await liveComposition(target)).toEqual(before);
    expect((await readSiteHistory(target)).snapshots).toHaveLength(5);
    await rollbackSite({ target, to: '3', force: true, log: quiet });
    expect((await liveComposition(target))[MARKETING.name]).toBe('m1');
  });
});

describe('switchOrder', () => {
  const step = (name: string, version: string): Step => ({ bundle: { ...SHELL_BUNDLE, name }, version });

  it('finds an order in which every composition on the way passes', async () => {
    // The new marketing needs the new shell live first.
    const check: Parameters<typeof switchOrder>[2] = async ({ bundle, version }, composition) =>
      bundle.name === 'marketing' && version === 'm2' && composition.shell !== 's2' ? ['needs shell s2'] : [];
    const planned = await switchOrder(
      [step('marketing', 'm2'), step('shell', 's2')],
      { shell: 's1', marketing: 'm1' },
      check,
    );
    expect('order' in planned && planned.order.map((s) => s.bundle.name)).toEqual(['shell', 'marketing']);
  });

  it('gives the problems when no order works', async () => {
    const planned = await switchOrder([step('marketing', 'm2')], { shell: 's1' }, async () => ['never fits']);
    expect(planned).toEqual({ problems: ['marketing → m2: never fits'] });
  });
});
