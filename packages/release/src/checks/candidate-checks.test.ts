// A candidate passes the checks against the live site, then the smoke run it is given: a smoke run
// that finds problems, or cannot run, refuses it; a failure of the target stays the target's.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import type { SmokeCheckOptions } from '../commands/command-tools';
import { RefusedError, TargetError } from '../errors';
import { type LiveSite, readLiveSite } from '../live/live-site';
import { SWITCH_REASON } from '../state/live-history';
import { switchLive } from '../switching/switch-live';
import { folderTarget } from '../targets/folder-target';
import { fakeBuild, publishFakeRelease } from '../testing/fake-builds';
import { checkCandidate } from './candidate-checks';

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const quiet = () => {};

let work = '';
let live: LiveSite;
beforeEach(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'candidate-checks-'));
  const target = folderTarget(path.join(work, 'cdn'));
  await publishFakeRelease(target, SHELL_BUNDLE, 's1', path.join(work, 'builds'));
  await switchLive(target, SHELL_BUNDLE, 's1', SWITCH_REASON.release);
  live = await readLiveSite(target);
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Checks a marketing build (lacking `missing`) with `check` as its smoke run. */
const checked = (check: (options: SmokeCheckOptions) => Promise<string[]>, missing: string[] = []) => {
  const dir = fakeBuild(path.join(work, 'candidate'), MARKETING, 'c1', missing);
  const candidate = { live, bundle: MARKETING, dir, label: 'the new marketing build', action: 'Release of marketing' };
  return checkCandidate({ ...candidate, log: quiet }, check);
};

describe('checkCandidate', () => {
  it('smoke-runs a build that fits, on the routes and contract of the live shell', async () => {
    const runs: SmokeCheckOptions[] = [];
    await checked(async (options) => (runs.push(options), []));
    expect(runs.map(({ bundle, candidateDir, contract }) => [bundle, candidateDir, contract])).toEqual([
      [MARKETING, path.join(work, 'candidate'), live.contract],
    ]);
    expect(runs[0]?.routes).toEqual(expect.arrayContaining(MARKETING.routes));
  });

  it('refuses a build that does not fit before its smoke run', async () => {
    const module = Object.values(live.contract[MARKETING.remoteKey ?? '']?.modules ?? {})[0] ?? '';
    const check = jest.fn(async () => []);
    await expect(checked(check, [module])).rejects.toThrow('Release of marketing refused: it would break the site.');
    expect(check).not.toHaveBeenCalled();
  });

  it('refuses it with the problems the smoke run found, or when the smoke run cannot run', async () => {
    await expect(checked(async () => ['/about: a page error'])).rejects.toThrow(
      'Release of marketing refused: the smoke run failed.\n  - /about: a page error',
    );
    const noBrowser = checked(async () => Promise.reject(new Error('no Chromium at /usr/bin/chromium\nmore')));
    await expect(noBrowser).rejects.toThrow(RefusedError);
    await expect(noBrowser).rejects.toThrow('the smoke run could not run: no Chromium at /usr/bin/chromium');
  });

  it("lets a target's failure through as the target's", async () => {
    await expect(checked(async () => Promise.reject(new TargetError('the bucket does not answer')))).rejects.toThrow(
      TargetError,
    );
  });
});
