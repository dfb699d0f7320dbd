// A command reads what is live once (live-site.ts readLiveSite) and works from that value: the
// checks, the smoke run and the switch see the same moment.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contractOf } from 'site-manifest';
import { BUILT_IN_REMOTES, BUNDLES, SHELL_BUNDLE, SITE } from '../bundles/site-bundles';
import { rollbackBundle } from '../commands/rollback-bundle';
import { RefusedError } from '../errors';
import { liveVersion } from '../layout/release-history';
import { RUNTIME_CONFIG_KEY } from '../layout/target-layout';
import { SWITCH_REASON } from '../state/live-history';
import { switchLive } from '../switching/switch-live';
import type { DeploymentTarget } from '../targets/deployment-target';
import { folderTarget } from '../targets/folder-target';
import { publishFakeRelease } from '../testing/fake-builds';
import { liveComposition } from '../timeline/site-history';
import { readLiveSite } from './live-site';

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const quiet = () => {};

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'live-site-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/**
 * A folder target that counts each read by key until the first switch has been made: those of the
 * command, and those of its switch (under the site's lock) apart.
 */
function countingTarget() {
  const inner = folderTarget(path.join(work, 'cdn'));
  const reads = new Map<string, number>();
  const switchReads = new Map<string, number>();
  let inSwitch = false;
  let switched = false;
  const count = (key: string) => {
    if (switched) return;
    const counts = inSwitch ? switchReads : reads;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  const target: DeploymentTarget = {
    ...inner,
    readText: (key) => (count(key), inner.readText(key)),
    exists: (key) => (count(key), inner.exists(key)),
    localCopy: (prefix) => (count(prefix), inner.localCopy(prefix)),
    withLock: (name, fn) =>
      inner.withLock(name, async () => {
        if (name !== 'site') return fn();
        inSwitch = true;
        try {
          return await fn();
        } finally {
          inSwitch = false;
          switched = true;
        }
      }),
  };
  return { reads, switchReads, target };
}

/** Every bundle live at `v1`, and marketing released again as `v2`. */
async function liveSite(target: DeploymentTarget) {
  for (const bundle of SITE.bundleList) {
    await publishFakeRelease(target, bundle, `${bundle.name}-v1`, path.join(work, 'builds'));
    await switchLive(target, bundle, `${bundle.name}-v1`, SWITCH_REASON.start);
  }
  await publishFakeRelease(target, MARKETING, 'marketing-v2', path.join(work, 'builds'));
  await switchLive(target, MARKETING, 'marketing-v2', SWITCH_REASON.release);
  writeFileSync(path.join(work, 'cdn', RUNTIME_CONFIG_KEY), JSON.stringify({ publicOrigin: 'https://example.com' }));
}

describe('readLiveSite', () => {
  it('reads every bundle live release, its build, the live shell contract and the runtime config', async () => {
    await liveSite(folderTarget(path.join(work, 'cdn')));
    const { target, reads } = countingTarget();
    const live = await readLiveSite(target);
    expect(live.versions).toEqual({
      ...Object.fromEntries(SITE.bundleList.map((b) => [b.name, `${b.name}-v1`])),
      [MARKETING.name]: 'marketing-v2',
    });
    expect(live.builds[MARKETING.name]?.manifest?.name).toBe(MARKETING.container);
    expect(live.contract).toEqual(contractOf(SITE));
    expect(live.runtimeConfig?.publicOrigin).toBe('https://example.com');
    for (const bundle of Object.values(BUNDLES)) expect(reads.get(`${bundle.name}/live.json`)).toBe(1);
  });

  it('on an empty target: nothing live, the repository manifest and contract', async () => {
    const live = await readLiveSite(folderTarget(path.join(work, 'empty')));
    expect(live.versions).toEqual({});
    expect(live.runtimeConfig).toBeNull();
    expect(live.contract).toEqual(contractOf(SITE));
  });
});

describe('a rollback', () => {
  it('reads each live release and each build once, and its switch only the timeline, once', async () => {
    await liveSite(folderTarget(path.join(work, 'cdn')));
    const { target, reads, switchReads } = countingTarget();
    const result = await rollbackBundle({ bundle: MARKETING, target, log: quiet });
    expect(result).toEqual({ version: 'marketing-v1', previous: 'marketing-v2' });
    const liveFiles = Object.values(BUNDLES).map((bundle) => `${bundle.name}/live.json`);
    expect([...reads].filter(([, n]) => n > 1)).toEqual([]);
    for (const key of liveFiles) expect(reads.get(key)).toBe(1);
    // What is live comes from the command's read, under the bundle's lock, and the timeline.
    expect([...switchReads]).toEqual([['site-history.json', 1]]);
    expect(reads.get('marketing/releases/marketing-v1')).toBe(1);
  });
});

describe('switchLive with the live release a command saw', () => {
  it('switches nothing when the live release changed since', async () => {
    const target = folderTarget(path.join(work, 'cdn'));
    await liveSite(target);
    const switching = switchLive(target, MARKETING, 'marketing-v1', SWITCH_REASON.rollback, { from: 'marketing-v1' });
    await expect(switching).rejects.toThrow(RefusedError);
    await expect(switching).rejects.toThrow('checked against marketing-v1, now marketing-v2');
    expect(await liveVersion(target, MARKETING)).toBe('marketing-v2');
  });

  it("records another bundle's switch made after the command read the site, with the command's own", async () => {
    const target = folderTarget(path.join(work, 'cdn'));
    await liveSite(target);
    const site = await readLiveSite(target);
    // Another command, holding another bundle's lock, switches meanwhile.
    const other = BUILT_IN_REMOTES.find((bundle) => bundle !== MARKETING) ?? SHELL_BUNDLE;
    await publishFakeRelease(target, other, `${other.name}-v2`, path.join(work, 'builds'));
    await switchLive(target, other, `${other.name}-v2`, SWITCH_REASON.release);
    const snapshot = await switchLive(target, MARKETING, 'marketing-v1', SWITCH_REASON.rollback, {
      from: 'marketing-v2',
      site,
    });
    expect(snapshot.live).toEqual({
      ...site.versions,
      [other.name]: `${other.name}-v2`,
      [MARKETING.name]: 'marketing-v1',
    });
    expect(snapshot.live).toEqual(await liveComposition(target));
  });

  it('switches when it is the one the command saw', async () => {
    const target = folderTarget(path.join(work, 'cdn'));
    await liveSite(target);
    await switchLive(target, MARKETING, 'marketing-v1', SWITCH_REASON.rollback, { from: 'marketing-v2' });
    expect(await liveVersion(target, MARKETING)).toBe('marketing-v1');
  });
});
