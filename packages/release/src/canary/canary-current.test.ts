// Which canary a command acts on, through the commands' own functions on a folder and on a bucket
// of the local S3 server: the one running when it was typed, never another started while it waited
// for the lock, and never one that ended (its lease ran out): a release or rollback after it ends
// it for good. Only the webpack build and the Chromium checks are stand-ins (the commands' tools),
// as in canary-commands.test.ts; the build counts its calls, so a refusal before it can be told.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Bundle, BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { readCandidates } from '../candidates/candidates';
import { type ReleaseOptions, releaseBundle } from '../commands/release-bundle';
import { rollbackBundle } from '../commands/rollback-bundle';
import { UsageError } from '../errors';
import { liveVersion } from '../layout/release-history';
import type { DeploymentTarget } from '../targets/deployment-target';
import { fakeSource } from '../testing/fake-builds';
import { fakeTools } from '../testing/fake-tools';
import { targetKinds } from '../testing/target-kinds';
import { readSiteHistory } from '../timeline/site-history';
import { renewCanary, startCanary, stepCanary } from './canary-commands';
import { runningCanary, typedCanary } from './canary-current';
import { abortCanary, promoteCanary } from './canary-endings';
import { type CanaryState, endedCanary, readCanary, writeCanary } from './canary-state';

jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const quiet = () => {};
/** The stand-in build, counting its calls. */
const tools = fakeTools();
const build = jest.fn(tools.build);

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'canary-current-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const targets = targetKinds('current-canaries');
afterAll(targets.stop);

let target: DeploymentTarget;

/** `npm run release -- <bundle>` of a build called `name`, with the given options. */
async function release(bundle: Bundle, name: string, options: Partial<ReleaseOptions> = {}): Promise<string> {
  const source = fakeSource(work, bundle, name);
  const counted = { ...tools, build };
  return (await releaseBundle({ bundle, target, tools: counted, source, log: quiet, ...options })).version;
}

describe.each(targets.kinds)('the canary a command acts on, on the $kind target', ({ open }) => {
  beforeEach(async () => {
    target = await open(work);
    await release(SHELL_BUNDLE, 's0');
  });

  /** Puts the running canary's start and lease in the past: its lease ran out a minute ago, unwatched. */
  async function lapse(): Promise<CanaryState> {
    const state = await readCanary(target, MARKETING);
    if (!state) throw new Error('no canary to lapse');
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const lapsed = {
      ...state,
      startedAt: at(11),
      stepStartedAt: at(11),
      leaseUntil: at(1),
      steps: state.steps.map((step) => ({ ...step, at: at(11) })),
    };
    await writeCanary(target, MARKETING, lapsed);
    return lapsed;
  }

  it('a command that waited for the lock refuses the canary another command started meanwhile', async () => {
    const live = await release(MARKETING, 'v1');
    const first = await release(MARKETING, 'v2', { canary: { share: 10 } });
    const second = await release(MARKETING, 'v3', { preview: true });
    // `npm run canary -- marketing promote`, typed while the first canary runs…
    const typed = await typedCanary(target, MARKETING);
    expect(typed.version).toBe(first);
    const queued: Promise<unknown>[] = [];
    await target.withLock(MARKETING.name, async () => {
      // …waits while another command holds the lock, ends that canary and starts another.
      queued.push(promoteCanary({ target, bundle: MARKETING, reason: 'by hand', expected: typed, log: quiet }));
      queued.push(stepCanary({ target, bundle: MARKETING, share: 50, reason: 'by hand', expected: typed, log: quiet }));
      const state = await readCanary(target, MARKETING);
      if (state)
        await writeCanary(target, MARKETING, endedCanary(state, { status: 'aborted', now: new Date(), reason: 'x' }));
      await startCanary({ target, bundle: MARKETING, version: second, live, share: 20 });
    });
    const started = (await readCanary(target, MARKETING))?.startedAt;
    for (const command of queued) {
      await expect(command).rejects.toThrow(UsageError);
      await expect(command).rejects.toThrow(
        `typed against the canary of marketing ${first} started at ${typed.startedAt}, but when its turn came it found the canary of ${second} started at ${started}`,
      );
    }
    // Nothing changed: the new canary runs as it was started, the live release stays.
    expect(await runningCanary(target, MARKETING)).toMatchObject({ version: second, share: 20, status: 'running' });
    expect(await liveVersion(target, MARKETING)).toBe(live);
    // Typed against the new one, the same command acts.
    const promoted = await promoteCanary({
      target,
      bundle: MARKETING,
      reason: 'by hand',
      expected: await typedCanary(target, MARKETING, second),
      log: quiet,
    });
    expect(promoted.status).toBe('promoted');
    expect(Date.parse(promoted.endedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(promoted.startedAt));
    expect(await liveVersion(target, MARKETING)).toBe(second);
  });

  it('a command refuses when the canary it was typed against ended meanwhile, or is not the version it names', async () => {
    await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'v2', { canary: { share: 10 } });
    await expect(typedCanary(target, MARKETING, 'v9')).rejects.toThrow(
      /^The canary of marketing is .+ \(started at .+\), not v9: nothing was changed\.$/,
    );
    const typed = await typedCanary(target, MARKETING, candidate);
    await abortCanary({ target, bundle: MARKETING, reason: 'crashed', log: quiet });
    await expect(renewCanary({ target, bundle: MARKETING, leaseSeconds: 600, expected: typed })).rejects.toThrow(
      /found no running canary \(the last one, .+, ended at .+ \(aborted: crashed\)\)/,
    );
    await expect(typedCanary(target, MARKETING)).rejects.toThrow(/^No canary is running for marketing: the last one/);
  });

  it('a canary whose lease ran out is ended for good: never stepped, renewed or promoted again', async () => {
    await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'v2', { canary: { share: 10 } });
    const typed = await typedCanary(target, MARKETING);
    const lapsed = await lapse();
    const refused = new RegExp(
      `^No canary is running for marketing: the last one, ${candidate}, ended at ${lapsed.leaseUntil} \\(stopped: lapsed: its lease ran out\\)\\.$`,
    );
    await expect(typedCanary(target, MARKETING)).rejects.toThrow(refused);
    await expect(stepCanary({ target, bundle: MARKETING, share: 50, reason: 'by hand', log: quiet })).rejects.toThrow(
      refused,
    );
    // The step found it lapsed and wrote it so: ended when its lease ran out, after it started.
    const ended = await readCanary(target, MARKETING);
    expect(ended).toMatchObject({ status: 'stopped', share: 0, endedAt: lapsed.leaseUntil });
    expect(Date.parse(ended?.endedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(ended?.startedAt ?? ''));
    expect((await readCandidates(target, MARKETING)).versions).toEqual({});
    await expect(renewCanary({ target, bundle: MARKETING, leaseSeconds: 600, expected: typed })).rejects.toThrow(
      UsageError,
    );
    expect(await renewCanary({ target, bundle: MARKETING, leaseSeconds: 600 })).toBeNull();
    await expect(promoteCanary({ target, bundle: MARKETING, reason: 'by hand', log: quiet })).rejects.toThrow(refused);
    expect(await readCanary(target, MARKETING)).toEqual(ended);
  });

  it('a release after a lapsed canary ends it for good, and nothing brings it back over the new release', async () => {
    await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'v2', { canary: { share: 10 } });
    const lapsed = await lapse();
    const next = await release(MARKETING, 'v3');
    expect(await liveVersion(target, MARKETING)).toBe(next);
    const ended = await readCanary(target, MARKETING);
    expect(ended).toMatchObject({ version: candidate, status: 'stopped', share: 0, endedAt: lapsed.leaseUntil });
    expect(ended?.reason).toBe('lapsed: its lease ran out');
    expect(Object.keys((await readCandidates(target, MARKETING)).versions)).toEqual([]);
    const timeline = (await readSiteHistory(target)).snapshots.map((snapshot) => snapshot.change.reason);
    expect(timeline).toContain('canary stopped: lapsed: its lease ran out');
    await expect(stepCanary({ target, bundle: MARKETING, share: 50, reason: 'by hand', log: quiet })).rejects.toThrow(
      `No canary is running for marketing: the last one, ${candidate}, ended at ${lapsed.leaseUntil}`,
    );
    expect(await runningCanary(target, MARKETING)).toBeNull();
    expect(await readCanary(target, MARKETING)).toEqual(ended);
  });

  it('a rollback after a lapsed canary ends it for good too', async () => {
    await release(MARKETING, 'v1');
    await release(MARKETING, 'v2');
    await release(MARKETING, 'v3', { canary: { share: 10 } });
    await lapse();
    await rollbackBundle({ bundle: MARKETING, target, log: quiet });
    expect((await readCanary(target, MARKETING))?.status).toBe('stopped');
    await expect(abortCanary({ target, bundle: MARKETING, reason: 'by hand', log: quiet })).rejects.toThrow(
      /^No canary is running for marketing/,
    );
  });

  it('checks the share and lease of a release with --canary before its build', async () => {
    await release(MARKETING, 'v1');
    const before = await target.list(`${MARKETING.name}/releases/`);
    // The stand-in counts the builds: v1 was built.
    expect(build).toHaveBeenCalled();
    build.mockClear();
    for (const canary of [
      { share: 100 },
      { share: 0.001 },
      { share: 10, leaseSeconds: 1e300 },
      { share: 10, leaseSeconds: -100 },
    ]) {
      await expect(release(MARKETING, 'v2', { canary })).rejects.toThrow(UsageError);
    }
    expect(build).not.toHaveBeenCalled();
    expect(await target.list(`${MARKETING.name}/releases/`)).toEqual(before);
  });
});
