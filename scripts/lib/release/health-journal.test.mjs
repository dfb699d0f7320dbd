// The release journal through the commands' own functions on a folder target: each switch of the
// site's timeline and each canary state is written once to the backend's REST API, with the kind
// the health page marks; without a backend the switch is made and one line says the journal was not.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canaryPolicy } from 'canary-analysis';
import { lookAtCanary } from '../canary/watch-canary.mjs';
import { BUILT_IN_REMOTES, SHELL_BUNDLE, folderTarget, liveVersion, readCanary } from 'release';
import { abortCanary, stepCanary } from './canary-commands.mjs';
import { healthJournal } from './health-journal.mjs';
import { releaseBundle } from './release-bundle.mjs';
import { rollbackBundle } from './rollback-bundle.mjs';
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
const BACKEND = { url: 'http://backend.test', secretKey: 'sb_secret_test' };
const quiet = () => {};

let work = '';
/** @type {import('release').DeploymentTarget} */
let target;
/** @type {{ method: string, url: string, headers: Record<string, string>, body: Record<string, unknown> }[]} */
let requests = [];
/** @type {string[]} */
let lines = [];

/** @type {import('./health-journal.mjs').Journal | null} */
let journal = null;

/** The journal a command's entry gives it, writing to a fake backend. @param {{ fail?: boolean }} [options] */
function journalTo({ fail = false } = {}) {
  journal = healthJournal({
    backend: async () => BACKEND,
    log: (line) => lines.push(line),
    fetchImpl: /** @type {typeof fetch} */ (
      async (url, init) => {
        if (fail) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:54321') });
        requests.push({
          method: String(init?.method),
          url: String(url),
          headers: /** @type {Record<string, string>} */ (init?.headers),
          body: JSON.parse(String(init?.body)),
        });
        return new Response(null, { status: 201 });
      }
    ),
  });
}

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'health-journal-'));
  target = folderTarget(path.join(work, 'cdn'));
  requests = [];
  lines = [];
});
afterEach(() => {
  journal = null;
  rmSync(work, { recursive: true, force: true });
});

/**
 * @param {import('release').Bundle} bundle @param {string} name
 * @param {Partial<Parameters<typeof releaseBundle>[0]>} [options]
 */
async function release(bundle, name, options = {}) {
  const dir = fakeBuild(path.join(work, 'sources', `${bundle.name}-${name}`), bundle, name);
  writeFileSync(path.join(dir, 'webpack.config.js'), `// ${name}\n`);
  return (await releaseBundle({ bundle, target, source: dir, log: quiet, journal, ...options })).version;
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
  expect(requests[0]?.headers).toMatchObject({ apikey: BACKEND.secretKey, Prefer: 'return=minimal' });
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

it("journals the watcher's decision and its verdict as codes with their numbers, for the canary it looked at", async () => {
  await release(SHELL_BUNDLE, 's0');
  await release(MARKETING, 'v1');
  await release(MARKETING, 'v2', { canary: { share: 10, leaseSeconds: 600 } });
  journalTo();
  const state = await readCanary(target, MARKETING);
  const none = { pageLoads: 0, errored: 0, crashed: 0, conversions: 0, vitalsP75: {} };
  const look = await lookAtCanary({
    target,
    bundle: MARKETING,
    policy: canaryPolicy({ minPageLoadsPerArm: 100 }),
    readArms: async () => ({ live: none, canary: none }),
    log: quiet,
    journal,
  });
  expect(look.decision?.action).toBe('hold');
  const decided = requests.filter((r) => r.method === 'PATCH');
  expect(decided).toEqual([
    expect.objectContaining({
      url: `${BACKEND.url}/rest/v1/release_canaries?bundle=eq.marketing&started_at=eq.${encodeURIComponent(String(state?.startedAt))}`,
      body: expect.objectContaining({ decision: 'hold', verdict: look.decision?.verdict, reasons: [] }),
    }),
  ]);
  // Codes and numbers, no words: what the health page puts into words.
  expect(/** @type {import('canary-analysis').Verdict} */ (decided[0]?.body.verdict).outcome).toMatchObject({
    code: 'hold',
    share: 10,
    waits: expect.arrayContaining([{ code: 'too-few-loads', canary: 0, live: 0, needed: 100 }]),
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
