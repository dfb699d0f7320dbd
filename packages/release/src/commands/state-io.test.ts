// What each release command reads and writes of a target's state objects (live.json, history.json,
// candidates.json, canary.json, the live entry and the site's timeline), counted on a memory target:
// a GET or a PUT each on a bucket. Each command reads what is live once, under its lock, and passes
// it on to its switch, its timeline snapshot and its first screens (after-switch.ts): each object
// is read at most once and written at most once; a site rollback switching several bundles too.
// Releases' own files are not state and are not counted; here the target has no runtime config, so
// the first screens rendered after a switch are the single-page app's (first-screens/), from the
// live site the command passed on.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Renderer } from '../after-switch/after-switch';
import { type Bundle, BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { stepCanary } from '../canary/canary-commands';
import { abortCanary, promoteCanary } from '../canary/canary-endings';
import { prerenderOrWarn } from '../first-screens/site-renderer';
import { memoryTarget } from '../targets/memory-target';
import { type Counts, countingTarget } from '../testing/counting-target';
import { fakeSource } from '../testing/fake-builds';
import { fakeTools } from '../testing/fake-tools';
import { readSiteHistory } from '../timeline/site-history';
import { promoteBundle } from './promote-bundle';
import { type ReleaseOptions, releaseBundle } from './release-bundle';
import { rollbackBundle } from './rollback-bundle';
import { rollbackSite } from './site-rollback';

jest.setTimeout(60_000);

const [MARKETING = SHELL_BUNDLE, KNOWLEDGE_HUB = SHELL_BUNDLE] = BUILT_IN_REMOTES;
const quiet = () => {};

/** Each state object, read once and written once at most. */
const ONCE = { reads: 1, writes: 1 };

/** The most reads and writes of one state object a command makes, by command. */
const BUDGETS: Record<string, { reads: number; writes: number }> = {
  release: ONCE,
  rollback: ONCE,
  promote: ONCE,
  'site rollback': ONCE,
  'canary start': ONCE,
  'canary step': ONCE,
  'canary promote': ONCE,
  'canary abort': ONCE,
};

/** The state objects among counted keys: not a release's files, not the pages rendered. */
const isState = (key: string) =>
  /(^|\/)(live|history|candidates|canary)\.json$|^site-history\.json$|^[a-z-]+\/(index\.html|mf-manifest\.json)$/.test(
    key,
  ) && !key.includes('/releases/');

describe('what a command reads and writes of the state of a target', () => {
  const measured: Record<string, Counts> = {};
  /** The bundles the measured site rollback switched: more than one, or its budget proves little. */
  let siteRollbackSwitched = 0;

  beforeAll(async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'state-io-scratch-'));
    const counting = countingTarget(memoryTarget({ scratch }));
    const { target } = counting;
    // The after-switch step of the commands' entries (cli.mjs), its rendering counted with the command.
    const render: Renderer = (live, log) => prerenderOrWarn({ target, live, log });
    const after = { render, log: quiet };
    const tools = fakeTools();
    const release = async (bundle: Bundle, name: string, options: Partial<ReleaseOptions> = {}) => {
      const source = fakeSource(scratch, bundle, name);
      return (await releaseBundle({ bundle, target, tools, source, ...after, ...options })).version;
    };
    const measure = async (command: string, run: () => Promise<unknown>) => {
      counting.reset();
      await run();
      measured[command] = counting.counts();
      // What runs between two measured commands counts towards neither.
      counting.reset();
    };
    await release(SHELL_BUNDLE, 's0');
    await release(MARKETING, 'v1');
    await release(KNOWLEDGE_HUB, 'k1');
    const before = (await readSiteHistory(target)).snapshots.at(-1)?.id;
    await release(KNOWLEDGE_HUB, 'k2');
    await measure('release', () => release(MARKETING, 'v2'));
    // Back to before k2 and v2: two bundles switched, each snapshot on the one timeline.
    await measure('site rollback', async () => {
      siteRollbackSwitched = (await rollbackSite({ target, to: String(before), ...after })).switched.length;
    });
    await release(MARKETING, 'v3');
    await measure('rollback', () => rollbackBundle({ bundle: MARKETING, target, ...after }));
    const preview = await release(MARKETING, 'p3', { preview: true });
    await measure('promote', () => promoteBundle({ bundle: MARKETING, target, version: preview, tools, ...after }));
    await measure('canary start', () => release(MARKETING, 'c4', { canary: { share: 10, leaseSeconds: 600 } }));
    await measure('canary step', () =>
      stepCanary({ bundle: MARKETING, target, share: 50, reason: 'by hand', ...after }),
    );
    await measure('canary promote', () => promoteCanary({ bundle: MARKETING, target, reason: 'by hand', ...after }));
    await release(MARKETING, 'c5', { canary: { share: 10, leaseSeconds: 600 } });
    await measure('canary abort', () => abortCanary({ bundle: MARKETING, target, reason: 'by hand', ...after }));
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each(Object.entries(BUDGETS))('%s reads and writes each state object at most once', (command, budget) => {
    const counts = measured[command];
    if (!counts) throw new Error(`${command} was not measured`);
    const over = (map: Map<string, number>, most: number) =>
      [...map].filter(([key, n]) => isState(key) && n > most).map(([key, n]) => `${key}: ${n}`);
    expect({ reads: over(counts.reads, budget.reads), writes: over(counts.writes, budget.writes) }).toEqual({
      reads: [],
      writes: [],
    });
    // The command did touch the state: a counter that counts nothing would pass every budget.
    expect([...counts.reads.keys()].filter(isState).length).toBeGreaterThan(0);
  });

  it('measures a site rollback of more than one bundle, which reads and writes the timeline once', () => {
    expect(siteRollbackSwitched).toBe(2);
    expect(measured['site rollback']?.reads.get('site-history.json')).toBe(1);
    expect(measured['site rollback']?.writes.get('site-history.json')).toBe(1);
  });
});
