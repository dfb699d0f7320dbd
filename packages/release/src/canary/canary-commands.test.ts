// A canary through the commands' own functions, on a folder and on a bucket of the local S3 server
// that enforces conditional writes: started by a release with a share, stepped, aborted or
// promoted, ended by its lease, and refusing the releases, rollbacks and promotions that would
// change the live release under it. Only the webpack build and the Chromium checks are stand-ins
// (the commands' tools): a "source" folder is the build itself, and its checks pass.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Bundle, BUILT_IN_REMOTES, REMOTE_BUNDLES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { readCandidates } from '../candidates/candidates';
import { promoteBundle } from '../commands/promote-bundle';
import { type ReleaseOptions, releaseBundle } from '../commands/release-bundle';
import { rollbackBundle } from '../commands/rollback-bundle';
import { UsageError } from '../errors';
import { liveVersion } from '../layout/release-history';
import type { DeploymentTarget } from '../targets/deployment-target';
import { fakeSource } from '../testing/fake-builds';
import { fakeTools } from '../testing/fake-tools';
import { targetKinds } from '../testing/target-kinds';
import { readSiteHistory } from '../timeline/site-history';
import { renewCanary, stepCanary } from './canary-commands';
import { runningCanary } from './canary-current';
import { abortCanary, promoteCanary } from './canary-endings';
import { readCanary, writeCanary } from './canary-state';

jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const STAFF = REMOTE_BUNDLES.find((bundle) => bundle.joinsAtRunTime) ?? SHELL_BUNDLE;
const quiet = () => {};
const tools = fakeTools();

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'canary-commands-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const targets = targetKinds('canaries');
afterAll(targets.stop);

let target: DeploymentTarget;

/** `npm run release -- <bundle>` of a build called `name`, with the given options. */
async function release(bundle: Bundle, name: string, options: Partial<ReleaseOptions> = {}): Promise<string> {
  const source = fakeSource(work, bundle, name);
  return (await releaseBundle({ bundle, target, tools, source, log: quiet, ...options })).version;
}

describe.each(targets.kinds)('a canary through the commands, on the $kind target', ({ open }) => {
  beforeEach(async () => {
    target = await open(work);
    await release(SHELL_BUNDLE, 's0');
  });

  it('a release with --canary uploads the candidate, keeps the live release and sends the share to it', async () => {
    const live = await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'v2', { canary: { share: 10, leaseSeconds: 600 } });
    expect(await liveVersion(target, MARKETING)).toBe(live);
    const state = await runningCanary(target, MARKETING);
    expect(state).toMatchObject({ version: candidate, live, share: 10, status: 'running' });
    expect((await readCandidates(target, MARKETING)).versions[candidate]?.kind).toBe('canary');
    const timeline = (await readSiteHistory(target)).snapshots.at(-1);
    expect(timeline?.change).toMatchObject({
      bundle: MARKETING.name,
      version: candidate,
      reason: 'canary started at 10 %',
    });
    expect(timeline?.live[MARKETING.name]).toBe(live);
  });

  it('refuses a release, a rollback and a promotion of that remote while its canary runs', async () => {
    await release(MARKETING, 'v1');
    const preview = await release(MARKETING, 'p2', { preview: true });
    await release(MARKETING, 'v3', { canary: { share: 10 } });
    await expect(release(MARKETING, 'v4')).rejects.toThrow(/a canary of marketing .* runs/);
    await expect(release(MARKETING, 'v5', { canary: { share: 20 } })).rejects.toThrow(UsageError);
    await expect(rollbackBundle({ bundle: MARKETING, target, log: quiet })).rejects.toThrow(/End it first/);
    await expect(promoteBundle({ bundle: MARKETING, target, version: preview, tools, log: quiet })).rejects.toThrow(
      UsageError,
    );
  });

  it('steps, then aborts: every page load gets the live release again and the candidate is withdrawn', async () => {
    const live = await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'v2', { canary: { share: 10 } });
    expect((await stepCanary({ target, bundle: MARKETING, share: 50, reason: 'no harm', log: quiet })).share).toBe(50);
    const aborted = await abortCanary({ target, bundle: MARKETING, reason: 'crashed', log: quiet });
    expect(aborted).toMatchObject({ status: 'aborted', share: 0, reason: 'crashed' });
    expect(await runningCanary(target, MARKETING)).toBeNull();
    expect((await readCandidates(target, MARKETING)).versions).toEqual({});
    expect(await liveVersion(target, MARKETING)).toBe(live);
    expect((await readCanary(target, MARKETING))?.steps.map((step) => step.share)).toEqual([10, 50, 0]);
    await expect(abortCanary({ target, bundle: MARKETING, reason: 'again', log: quiet })).rejects.toThrow(
      new RegExp(
        `^No canary is running for marketing: the last one, ${candidate}, ended at .+ \\(aborted: crashed\\)\\.$`,
      ),
    );
    // Releases go on once it ended.
    expect(await release(MARKETING, 'v3')).toBe(await liveVersion(target, MARKETING));
  });

  it('promotes: the candidate goes live as a switch of its own, and the canary ends', async () => {
    await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'v2', { canary: { share: 10 } });
    await promoteCanary({ target, bundle: MARKETING, reason: 'no harm at 100 %', log: quiet });
    expect(await liveVersion(target, MARKETING)).toBe(candidate);
    expect((await readCanary(target, MARKETING))?.status).toBe('promoted');
    expect((await readCandidates(target, MARKETING)).versions).toEqual({});
    // A rollback takes it back, as after any release.
    await rollbackBundle({ bundle: MARKETING, target, log: quiet });
    expect(await liveVersion(target, MARKETING)).not.toBe(candidate);
  });

  it('a step to 100 % promotes', async () => {
    await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'v2', { canary: { share: 50 } });
    await stepCanary({ target, bundle: MARKETING, share: 100, reason: 'no harm', log: quiet });
    expect(await liveVersion(target, MARKETING)).toBe(candidate);
  });

  it('ends by itself when its lease runs out, and a renewal keeps it running', async () => {
    await release(MARKETING, 'v1');
    await release(MARKETING, 'v2', { canary: { share: 10, leaseSeconds: 60 } });
    const now = Date.now();
    expect(await runningCanary(target, MARKETING, now + 59_000)).not.toBeNull();
    expect(await runningCanary(target, MARKETING, now + 61_000)).toBeNull();
    await renewCanary({ target, bundle: MARKETING, leaseSeconds: 120 });
    expect(await runningCanary(target, MARKETING, now + 100_000)).not.toBeNull();
    // Unwatched past its lease: a release is no longer refused.
    const state = await readCanary(target, MARKETING);
    if (state) await writeCanary(target, MARKETING, { ...state, leaseUntil: new Date(now - 1000).toISOString() });
    expect(await release(MARKETING, 'v3')).toBe(await liveVersion(target, MARKETING));
  });

  it('is refused for the shell, for a bundle that joins at run time, and without a live release', async () => {
    await expect(release(SHELL_BUNDLE, 's1', { canary: { share: 10 } })).rejects.toThrow(/no canary/);
    await expect(release(STAFF, 'x1', { canary: { share: 10 } })).rejects.toThrow(/joins the site at run time/);
    await expect(release(MARKETING, 'v1', { canary: { share: 10 } })).rejects.toThrow(/no live release/);
  });
});
