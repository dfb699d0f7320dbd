// What each release command reads and writes of a target's state objects (live.json, history.json,
// candidates.json, canary.json, the live entry and the site's timeline), counted on a memory target:
// a GET or a PUT each on a bucket. Each command reads what is live once, under its lock, and passes
// it on to its switch, its timeline snapshot and its first screens (after-switch.ts): each object
// is read at most once and written at most once. Releases' own files are not state and are not
// counted; here the target has no runtime config, so the first screens rendered after a switch are
// the single-page app's (prerender-site.mjs), from the live site the command passed on.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_REMOTES, SHELL_BUNDLE, memoryTarget } from 'release';
import { abortCanary, promoteCanary, stepCanary } from './canary-commands.mjs';
import { prerenderOrWarn } from './prerender-site.mjs';
import { promoteBundle } from './promote-bundle.mjs';
import { releaseBundle } from './release-bundle.mjs';
import { rollbackBundle } from './rollback-bundle.mjs';
import { countingTarget } from 'release/testing';
import { fakeBuild } from './testing/fake-builds.mjs';

jest.mock('release', () => ({
  ...jest.requireActual('release'),
  /** @param {{ sourceDir: string, outDir: string }} options */
  buildBundle: async ({ sourceDir, outDir }) => cpSync(sourceDir, outDir, { recursive: true }),
}));
jest.mock('./candidate-checks.mjs', () => ({
  ...jest.requireActual('./candidate-checks.mjs'),
  checkCandidate: async () => {},
}));
jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const quiet = () => {};

/** Each state object, read once and written once at most. */
const ONCE = { reads: 1, writes: 1 };

/**
 * The most reads and writes of one state object a command makes, by command.
 * @type {Record<string, { reads: number, writes: number }>}
 */
const BUDGETS = {
  release: ONCE,
  rollback: ONCE,
  promote: ONCE,
  'canary start': ONCE,
  'canary step': ONCE,
  'canary promote': ONCE,
  'canary abort': ONCE,
};

/** The state objects among counted keys: not a release's files, not the pages rendered. @param {string} key */
const isState = (key) =>
  /(^|\/)(live|history|candidates|canary)\.json$|^site-history\.json$|^[a-z-]+\/(index\.html|mf-manifest\.json)$/.test(
    key,
  ) && !key.includes('/releases/');

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'state-io-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

describe('what a command reads and writes of the state of a target', () => {
  /** @type {Record<string, import('release/testing').Counts>} */
  const measured = {};

  beforeAll(async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), 'state-io-scratch-'));
    const counting = countingTarget(memoryTarget({ scratch }));
    const { target } = counting;
    // The after-switch step of the commands' entries (cli.mjs), its rendering counted with the command.
    /** @type {import('release').Renderer} */
    const render = (live, log) => prerenderOrWarn({ target, live, log });
    const tools = { render, log: quiet };
    /** @param {import('release').Bundle} bundle @param {string} name @param {object} [options] */
    const release = async (bundle, name, options = {}) => {
      const dir = fakeBuild(path.join(scratch, 'sources', `${bundle.name}-${name}`), bundle, name);
      writeFileSync(path.join(dir, 'webpack.config.js'), `// ${name}\n`);
      return (await releaseBundle({ bundle, target, source: dir, ...tools, ...options })).version;
    };
    /** @param {string} command @param {() => Promise<unknown>} run */
    const measure = async (command, run) => {
      counting.reset();
      await run();
      measured[command] = counting.counts();
      // What runs between two measured commands counts towards neither.
      counting.reset();
    };
    await release(SHELL_BUNDLE, 's0');
    await release(MARKETING, 'v1');
    await measure('release', () => release(MARKETING, 'v2'));
    await measure('rollback', () => rollbackBundle({ bundle: MARKETING, target, ...tools }));
    const preview = await release(MARKETING, 'p3', { preview: true });
    await measure('promote', () => promoteBundle({ bundle: MARKETING, target, version: preview, ...tools }));
    await measure('canary start', () => release(MARKETING, 'c4', { canary: { share: 10, leaseSeconds: 600 } }));
    await measure('canary step', () =>
      stepCanary({ bundle: MARKETING, target, share: 50, reason: 'by hand', ...tools }),
    );
    await measure('canary promote', () => promoteCanary({ bundle: MARKETING, target, reason: 'by hand', ...tools }));
    await release(MARKETING, 'c5', { canary: { share: 10, leaseSeconds: 600 } });
    await measure('canary abort', () => abortCanary({ bundle: MARKETING, target, reason: 'by hand', ...tools }));
    rmSync(scratch, { recursive: true, force: true });
  });

  it.each(Object.entries(BUDGETS))('%s reads and writes each state object at most once', (command, budget) => {
    const counts = measured[command];
    if (!counts) throw new Error(`${command} was not measured`);
    const over = (/** @type {Map<string, number>} */ map, /** @type {number} */ most) =>
      [...map].filter(([key, n]) => isState(key) && n > most).map(([key, n]) => `${key}: ${n}`);
    expect({ reads: over(counts.reads, budget.reads), writes: over(counts.writes, budget.writes) }).toEqual({
      reads: [],
      writes: [],
    });
    // The command did touch the state: a counter that counts nothing would pass every budget.
    expect([...counts.reads.keys()].filter(isState).length).toBeGreaterThan(0);
  });
});
