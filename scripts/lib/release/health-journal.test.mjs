// The watcher's decision journaled through the release package's journal (healthJournal, whose
// switches and canary states are tested beside it in packages/release/src/journal/): the verdict
// is written as codes with their numbers, for the canary it looked at.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canaryPolicy } from 'canary-analysis';
import { lookAtCanary } from 'release';
import { BUILT_IN_REMOTES, SHELL_BUNDLE, folderTarget, healthJournal, readCanary, releaseBundle } from 'release';
import { fakeSource, fakeTools } from 'release/testing';

jest.setTimeout(60_000);

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
const BACKEND = { url: 'http://backend.test', headers: { apikey: 'sb_secret_test' } };
const quiet = () => {};

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'health-journal-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

it("journals the watcher's decision and its verdict as codes with their numbers, for the canary it looked at", async () => {
  const target = folderTarget(path.join(work, 'cdn'));
  /** @param {import('release').Bundle} bundle @param {string} name @param {{ share: number, leaseSeconds: number }} [canary] */
  const release = (bundle, name, canary) =>
    releaseBundle({ bundle, target, tools: fakeTools(), source: fakeSource(work, bundle, name), log: quiet, canary });
  await release(SHELL_BUNDLE, 's0');
  await release(MARKETING, 'v1');
  await release(MARKETING, 'v2', { share: 10, leaseSeconds: 600 });
  /** @type {{ method: string, url: string, body: Record<string, unknown> }[]} */
  const requests = [];
  const journal = healthJournal({
    backend: async () => BACKEND,
    log: quiet,
    fetchImpl: /** @type {typeof fetch} */ (
      async (url, init) => {
        requests.push({ method: String(init?.method), url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response(null, { status: 201 });
      }
    ),
  });
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
