// The after-switch step (after-switch.ts): each command that switches anything journals its
// changes and renders the first screens of the live site it left, once, through the journal and
// the renderer it is given; a command that changes nothing calls neither; a journal that fails
// never fails the switch. Only the webpack build and the smoke run are stand-ins (fakeTools).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Bundle, BUILT_IN_REMOTES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { renewCanary, stepCanary } from '../canary/canary-commands';
import { abortCanary, promoteCanary } from '../canary/canary-endings';
import { promoteBundle } from '../commands/promote-bundle';
import { type ReleaseOptions, releaseBundle } from '../commands/release-bundle';
import { rollbackBundle } from '../commands/rollback-bundle';
import { rollbackSite } from '../commands/site-rollback';
import { liveVersion } from '../layout/release-history';
import type { LiveSite } from '../live/live-site';
import type { DeploymentTarget } from '../targets/deployment-target';
import { memoryTarget } from '../targets/memory-target';
import { fakeSource } from '../testing/fake-builds';
import { fakeTools } from '../testing/fake-tools';
import { readSiteHistory } from '../timeline/site-history';
import { type Change, type Journal, type Renderer, afterSwitch } from './after-switch';

jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const quiet = () => {};
const commandTools = fakeTools();

/** A journal and a renderer that record what they are given. */
function recorder() {
  const journaled: (['switched', string, string | null, string] | ['canary', string, string, number])[] = [];
  const rendered: LiveSite[] = [];
  return {
    journaled,
    rendered,
    journal: {
      switched: async ({ bundle, kind, version }) => void journaled.push(['switched', bundle, kind, version]),
      canary: async (bundle, state) => void journaled.push(['canary', bundle, state.status, state.share]),
      decision: async () => {},
    } satisfies Journal,
    render: (async (live) => void rendered.push(live)) satisfies Renderer,
    clear: () => {
      journaled.length = 0;
      rendered.length = 0;
    },
  };
}

let work = '';
let target: DeploymentTarget;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'after-switch-'));
  target = memoryTarget({ scratch: path.join(work, 'scratch') });
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** `npm run release` of a build called `name`. */
async function release(bundle: Bundle, name: string, options: Partial<ReleaseOptions> = {}) {
  const source = fakeSource(work, bundle, name);
  return (await releaseBundle({ bundle, target, tools: commandTools, source, log: quiet, ...options })).version;
}

describe('afterSwitch', () => {
  it('journals each change in order, then renders the live site once', async () => {
    const { journal, render, journaled, rendered } = recorder();
    const live = { versions: { marketing: 'v2' } } as unknown as LiveSite;
    const changes: Change[] = [
      {
        switched: { at: 'now', bundle: 'marketing', version: 'v2', previous: 'v1', reason: 'release', kind: 'release' },
      },
      { switched: { at: 'now', bundle: 'shell', version: 's2', previous: 's1', reason: 'release', kind: 'release' } },
    ];
    await afterSwitch({ changes, liveSite: live, journal, render, log: quiet });
    expect(journaled).toEqual([
      ['switched', 'marketing', 'release', 'v2'],
      ['switched', 'shell', 'release', 's2'],
    ]);
    expect(rendered).toEqual([live]);
  });

  it('calls nothing when nothing changed, and renders nothing for a change of no first screen', async () => {
    const { journal, render, journaled, rendered } = recorder();
    await afterSwitch({ changes: [], liveSite: {} as LiveSite, journal, render, log: quiet });
    expect([journaled, rendered]).toEqual([[], []]);
    const step: Change[] = [
      {
        switched: { at: 'now', bundle: 'marketing', version: 'c', previous: 'v', reason: 'step', kind: 'canary-step' },
      },
    ];
    await afterSwitch({ changes: step, liveSite: null, journal, render, log: quiet });
    expect([journaled.length, rendered]).toEqual([1, []]);
  });

  it('renders after a journal that throws, and says it once per change', async () => {
    const { render, rendered } = recorder();
    const lines: string[] = [];
    const failing = {
      switched: async () => Promise.reject(new Error('backend down')),
      canary: async () => {},
      decision: async () => {},
    };
    const changes: Change[] = [
      {
        switched: { at: 'now', bundle: 'marketing', version: 'v2', previous: 'v1', reason: 'release', kind: 'release' },
      },
    ];
    const live = {} as LiveSite;
    await afterSwitch({ changes, liveSite: live, journal: failing, render, log: (line) => lines.push(line) });
    expect(lines).toEqual(['⚠ The release health journal was not updated (backend down).']);
    expect(rendered).toEqual([live]);
  });
});

describe('every command that switches calls the after-switch step once, with its changes', () => {
  it('a release, a rollback, a promotion and a site rollback: each switch journaled, the new live site rendered', async () => {
    const tools = recorder();
    const { journal, render, journaled, rendered } = tools;
    await release(SHELL_BUNDLE, 's0');
    const v1 = await release(MARKETING, 'v1');
    const v2 = await release(MARKETING, 'v2', { journal, render });
    expect(journaled).toEqual([['switched', 'marketing', 'release', v2]]);
    expect(rendered.map((live) => live.versions[MARKETING.name])).toEqual([v2]);
    // The site the switch left, as its snapshot on the timeline names it.
    const timeline = await readSiteHistory(target);
    expect(rendered[0]?.moment).toEqual({ id: timeline.snapshots.at(-1)?.id, at: timeline.snapshots.at(-1)?.at });
    expect(rendered[0]?.versions).toEqual(timeline.snapshots.at(-1)?.live);

    tools.clear();
    await rollbackBundle({ bundle: MARKETING, target, log: quiet, journal, render });
    expect(journaled).toEqual([['switched', 'marketing', 'rollback', v1]]);
    expect(rendered.map((live) => live.versions[MARKETING.name])).toEqual([v1]);

    tools.clear();
    const preview = await release(MARKETING, 'p3', { preview: true, journal, render });
    // A preview switches nothing: nothing is journaled, nothing rendered.
    expect([journaled, rendered]).toEqual([[], []]);
    await promoteBundle({
      bundle: MARKETING,
      target,
      version: preview,
      tools: commandTools,
      log: quiet,
      journal,
      render,
    });
    expect(journaled).toEqual([['switched', 'marketing', 'promote', preview]]);
    expect(rendered.map((live) => live.versions[MARKETING.name])).toEqual([preview]);

    tools.clear();
    const back = (await readSiteHistory(target)).snapshots.find((s) => s.live[MARKETING.name] === v2);
    await rollbackSite({ target, to: String(back?.id), log: quiet, journal, render });
    expect(journaled).toEqual([['switched', 'marketing', 'rollback', v2]]);
    expect(rendered.map((live) => live.versions[MARKETING.name])).toEqual([v2]);
  });

  it("a canary's start, step, renewal, promotion and abort: each state journaled; the first screens rendered when they change", async () => {
    const tools = recorder();
    const { journal, render, journaled, rendered } = tools;
    await release(SHELL_BUNDLE, 's0');
    await release(MARKETING, 'v1');
    const candidate = await release(MARKETING, 'c1', { canary: { share: 10, leaseSeconds: 600 }, journal, render });
    expect(journaled).toEqual([
      ['canary', 'marketing', 'running', 10],
      ['switched', 'marketing', 'canary-start', candidate],
    ]);
    expect(rendered.map((live) => live.canaries[MARKETING.name]?.version)).toEqual([candidate]);

    tools.clear();
    await stepCanary({ target, bundle: MARKETING, share: 50, reason: 'by hand', log: quiet, journal, render });
    await renewCanary({ target, bundle: MARKETING, journal, render });
    // A step and a renewal change which page loads get the candidate, not the pages.
    expect(journaled).toEqual([
      ['canary', 'marketing', 'running', 50],
      ['switched', 'marketing', 'canary-step', candidate],
      ['canary', 'marketing', 'running', 50],
    ]);
    expect(rendered).toEqual([]);

    tools.clear();
    await promoteCanary({ target, bundle: MARKETING, reason: 'by hand', log: quiet, journal, render });
    expect(journaled).toEqual([
      ['switched', 'marketing', 'canary-promote', candidate],
      ['canary', 'marketing', 'promoted', 0],
    ]);
    expect(rendered.map((live) => [live.versions[MARKETING.name], live.canaries[MARKETING.name]?.status])).toEqual([
      [candidate, 'promoted'],
    ]);

    const second = await release(MARKETING, 'c2', { canary: { share: 10, leaseSeconds: 600 } });
    tools.clear();
    await abortCanary({ target, bundle: MARKETING, reason: 'by hand', log: quiet, journal, render });
    expect(journaled).toEqual([
      ['canary', 'marketing', 'aborted', 0],
      ['switched', 'marketing', 'canary-abort', second],
    ]);
    expect(rendered.map((live) => live.canaries[MARKETING.name]?.status)).toEqual(['aborted']);
  });

  it('a command refused before it changes anything calls nothing', async () => {
    const { journal, render, journaled, rendered } = recorder();
    await release(SHELL_BUNDLE, 's0');
    await release(MARKETING, 'v1');
    await expect(rollbackBundle({ bundle: MARKETING, target, log: quiet, journal, render })).rejects.toThrow(
      'nothing earlier to go back to',
    );
    await expect(
      abortCanary({ target, bundle: MARKETING, reason: 'by hand', log: quiet, journal, render }),
    ).rejects.toThrow('No canary is running');
    expect([journaled, rendered]).toEqual([[], []]);
  });

  it('a journal that fails never fails the switch', async () => {
    const { render, rendered } = recorder();
    await release(SHELL_BUNDLE, 's0');
    await release(MARKETING, 'v1');
    const failing = {
      switched: async () => Promise.reject(new Error('backend down')),
      canary: async () => Promise.reject(new Error('backend down')),
      decision: async () => {},
    };
    const v2 = await release(MARKETING, 'v2', { journal: failing, render });
    expect(await liveVersion(target, MARKETING)).toBe(v2);
    expect(rendered.map((live) => live.versions[MARKETING.name])).toEqual([v2]);
  });
});
