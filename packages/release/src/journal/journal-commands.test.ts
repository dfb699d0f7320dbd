// The release journal through the commands' own functions on a folder target: each switch of the
// site's timeline and each canary state is written once to the backend's REST API, with the kind
// the health page marks; without a backend the switch is made and one line says the journal was not.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Journal } from '../after-switch/after-switch';
import { BUILT_IN_REMOTES, SHELL_BUNDLE, type Bundle } from '../bundles/site-bundles';
import { stepCanary } from '../canary/canary-commands';
import { abortCanary } from '../canary/canary-endings';
import { type ReleaseOptions, releaseBundle } from '../commands/release-bundle';
import { rollbackBundle } from '../commands/rollback-bundle';
import { liveVersion } from '../layout/release-history';
import type { DeploymentTarget } from '../targets/deployment-target';
import { folderTarget } from '../targets/folder-target';
import { fakeSource } from '../testing/fake-builds';
import { fakeTools } from '../testing/fake-tools';
import { healthJournal } from './health-journal';

jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const BACKEND = { url: 'http://backend.test', headers: { apikey: 'sb_secret_test' } };
const quiet = () => {};

let work = '';
let target: DeploymentTarget;
let requests: { method: string; url: string; headers: Record<string, string>; body: Record<string, unknown> }[] = [];
let lines: string[] = [];
let journal: Journal | null = null;

/** The journal a command's entry gives it, writing to a fake backend. */
function journalTo({ fail = false }: { fail?: boolean } = {}) {
  journal = healthJournal({
    backend: async () => BACKEND,
    log: (line) => lines.push(line),
    fetchImpl: (async (url: string, init: RequestInit) => {
      if (fail) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:54321') });
      requests.push({
        method: String(init.method),
        url: String(url),
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)),
      });
      return new Response(null, { status: 201 });
    }) as unknown as typeof fetch,
  });
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'journal-commands-'));
  target = folderTarget(path.join(work, 'cdn'));
  requests = [];
  lines = [];
});
afterEach(() => {
  journal = null;
  rmSync(work, { recursive: true, force: true });
});

async function release(bundle: Bundle, name: string, options: Partial<ReleaseOptions> = {}) {
  const source = fakeSource(work, bundle, name);
  return (await releaseBundle({ bundle, target, tools: fakeTools(), source, log: quiet, journal, ...options })).version;
}

const switches = () =>
  requests
    .filter((r) => r.url === `${BACKEND.url}/rest/v1/release_switches`)
    .map(({ body }) => [body.bundle, body.kind, body.version, body.previous, body.share]);

it('journals each release and rollback once, with its kind, the versions and the server key', async () => {
  await release(SHELL_BUNDLE, 's0');
  const v1 = await release(MARKETING, 'v1');
  journalTo();
  const v2 = await release(MARKETING, 'v2');
  await rollbackBundle({ bundle: MARKETING, target, log: quiet, journal });
  expect(await liveVersion(target, MARKETING)).toBe(v1);
  expect(switches()).toEqual([
    ['marketing', 'release', v2, v1, null],
    ['marketing', 'rollback', v1, v2, null],
  ]);
  expect(requests[0]?.headers).toMatchObject({ apikey: 'sb_secret_test', Prefer: 'return=minimal' });
  expect(lines).toEqual([]);
});

it("journals a canary's start, step and abort as switches with their share, and its state as canary.json holds it", async () => {
  await release(SHELL_BUNDLE, 's0');
  const live = await release(MARKETING, 'v1');
  journalTo();
  const candidate = await release(MARKETING, 'v2', { canary: { share: 10, leaseSeconds: 600 } });
  await stepCanary({ target, bundle: MARKETING, share: 25, reason: 'no harm seen', log: quiet, journal });
  await abortCanary({ target, bundle: MARKETING, reason: 'errors rose', log: quiet, journal });
  expect(switches()).toEqual([
    ['marketing', 'canary-start', candidate, live, 10],
    ['marketing', 'canary-step', candidate, live, 25],
    ['marketing', 'canary-abort', candidate, live, 0],
  ]);
  const states = requests.filter((r) => r.url.startsWith(`${BACKEND.url}/rest/v1/release_canaries`));
  expect(states.map((r) => [r.method, r.body.status, r.body.share])).toEqual([
    ['POST', 'running', 10],
    ['POST', 'running', 25],
    ['POST', 'aborted', 0],
  ]);
  expect(states[0]).toMatchObject({
    url: `${BACKEND.url}/rest/v1/release_canaries?on_conflict=bundle`,
    headers: { Prefer: 'return=minimal,resolution=merge-duplicates' },
    body: { bundle: 'marketing', version: candidate, live },
  });
});

it('makes the switch without a backend, and says once that the journal was not updated', async () => {
  await release(SHELL_BUNDLE, 's0');
  await release(MARKETING, 'v1');
  journalTo({ fail: true });
  const v2 = await release(MARKETING, 'v2');
  const v3 = await release(MARKETING, 'v3');
  expect(await liveVersion(target, MARKETING)).toBe(v3);
  expect(v2).not.toBe(v3);
  expect(lines).toEqual([
    '⚠ The release health journal was not updated (connect ECONNREFUSED 127.0.0.1:54321): the switch is made, but /staff/releases will not show it.',
  ]);
});
