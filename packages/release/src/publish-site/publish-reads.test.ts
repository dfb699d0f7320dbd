// What `npm run publish` and `npm start` read and write of a target's state objects (live.json,
// history.json, candidates.json, canary.json, the live entry, the runtime config and the site's
// timeline), counted on a memory target: a GET or a PUT each on a bucket. The live site is read
// once for the whole run (readLiveSite, under the first bundle's lock) and passed on from switch to
// switch and to the first screens, so each state object is read at most once and written at most
// once, on an empty target as on one where every build is live already. The site's timeline is
// the one exception: each switch is a snapshot of its own, read and written once per switch. In a
// bucket the shell's entry is also the first screen of `/` (shell/index.html), written again as a page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SHELL_BUNDLE, SITE } from '../bundles/site-bundles';
import { siteRenderer } from '../first-screens/site-renderer';
import type { RuntimeConfig } from '../layout/runtime-config';
import { memoryTarget } from '../targets/memory-target';
import { type Counts, countingTarget } from '../testing/counting-target';
import { fakeBuild } from '../testing/fake-builds';
import { publishSite } from './publish-site';

jest.setTimeout(60_000);

const BACKEND = { url: 'https://example.supabase.co', publishableKey: 'sb_publishable_x' };
const runtimeConfig = (backend: typeof BACKEND): RuntimeConfig => ({
  publicOrigin: 'https://www.example.com',
  remotes: {},
  supabase: backend,
});

/** The state objects among counted keys: not a release's files, not the pages rendered. */
const isState = (key: string) =>
  /(^|\/)(live|history|candidates|canary|runtime-config)\.json$|^site-history\.json$|^[a-z-]+\/(index\.html|mf-manifest\.json)$/.test(
    key,
  ) && !key.includes('/releases/');

/** The timeline of the whole site: one snapshot per switch. */
const TIMELINE = 'site-history.json';

/** The keys of state objects counted more often than once (the timeline: than once per switch). */
const overBudget = (map: Map<string, number>, switches: number, skip: string[] = []) =>
  [...map]
    .filter(([key, n]) => isState(key) && !skip.includes(key) && n > (key === TIMELINE ? switches : 1))
    .map(([key, n]) => `${key}: ${n}`);

const measured: Record<string, Counts> = {};
let scratch = '';

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'publish-reads-'));
  const counting = countingTarget(memoryTarget({ scratch: path.join(scratch, 'target') }));
  const { target } = counting;
  const dist = Object.fromEntries(
    SITE.bundleList.map((bundle) => [bundle.name, fakeBuild(path.join(scratch, 'dist', bundle.name), bundle, 'b1')]),
  );
  const publish = async (run: string) => {
    counting.reset();
    await publishSite({
      target,
      dist,
      checked: true,
      backend: async () => BACKEND,
      runtimeConfig,
      tools: () => ({ journal: null, render: siteRenderer(target) }),
      log: () => {},
    });
    measured[run] = counting.counts();
  };
  await publish('on an empty target');
  await publish('when every build is live already');
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe.each([
  ['on an empty target', SITE.bundleList.length],
  ['when every build is live already', 0],
])('publishSite %s', (run, switches) => {
  it('reads and writes each state object at most once', () => {
    const counts = measured[run];
    if (!counts) throw new Error(`${run}: not measured`);
    const pageOfRoot = [`${SHELL_BUNDLE.name}/index.html`];
    expect({
      reads: overBudget(counts.reads, switches),
      writes: overBudget(counts.writes, switches, pageOfRoot),
    }).toEqual({ reads: [], writes: [] });
    expect(counts.writes.get(TIMELINE) ?? 0).toBe(switches);
    // Every bundle's live pointer was read: a counter that counts nothing would pass the budget.
    for (const bundle of SITE.bundleList) expect(counts.reads.get(`${bundle.name}/live.json`)).toBe(1);
  });
});
