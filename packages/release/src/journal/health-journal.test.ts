// The release journal's requests to the backend's REST API: each switch of the site's timeline (not
// the snapshot that only starts a timeline), each canary state as canary.json holds it, and the
// watcher's decision as codes with their numbers, each with the headers the entry gives; a backend
// that fails or refuses is said once, and the journal writes no more. The commands that journal
// through it are tested with it in scripts/lib/release/health-journal.test.mjs.
import type { Verdict } from 'canary-analysis';
import type { CanaryState } from '../canary/canary-state';
import { healthJournal } from './health-journal';

const BACKEND = { url: 'http://backend.test', headers: { apikey: 'sb_secret_test' } };

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/** A journal writing to a fake backend that answers `status` (or fails to connect), with what it was sent and said. */
function journalTo({ status = 201, fail = false }: { status?: number; fail?: boolean } = {}) {
  const sent: Sent[] = [];
  const lines: string[] = [];
  let asked = 0;
  const journal = healthJournal({
    backend: async () => ((asked += 1), BACKEND),
    log: (line) => lines.push(line),
    fetchImpl: (async (url: string, init: RequestInit) => {
      if (fail) throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:54321') });
      sent.push({
        method: String(init.method),
        url: String(url),
        headers: init.headers as Record<string, string>,
        body: JSON.parse(String(init.body)),
      });
      return new Response(status === 201 ? null : 'permission denied', { status });
    }) as unknown as typeof fetch,
  });
  return { journal, sent, lines, asked: () => asked };
}

const SWITCH = {
  at: '2026-11-28T10:00:00.000Z',
  bundle: 'marketing',
  version: 'v2',
  previous: 'v1',
  reason: 'release',
  kind: 'release' as const,
};

const STATE: CanaryState = {
  version: 'v2',
  live: 'v1',
  share: 10,
  leaseUntil: '2026-11-28T10:10:00.000Z',
  status: 'running',
  startedAt: '2026-11-28T10:00:00.000Z',
  stepStartedAt: '2026-11-28T10:00:00.000Z',
  steps: [{ at: '2026-11-28T10:00:00.000Z', share: 10, reason: 'started' }],
};

it('writes each switch once, with its kind, the versions, its share and the headers it is given', async () => {
  const { journal, sent, lines, asked } = journalTo();
  await journal.switched(SWITCH);
  await journal.switched({ ...SWITCH, version: 'v1', previous: 'v2', reason: 'rollback', kind: 'rollback' });
  await journal.switched({ ...SWITCH, kind: 'canary-start', share: 10 });
  expect(sent.map((r) => [r.method, r.url])).toEqual([
    ['POST', `${BACKEND.url}/rest/v1/release_switches`],
    ['POST', `${BACKEND.url}/rest/v1/release_switches`],
    ['POST', `${BACKEND.url}/rest/v1/release_switches`],
  ]);
  expect(sent.map(({ body }) => [body.bundle, body.kind, body.version, body.previous, body.share])).toEqual([
    ['marketing', 'release', 'v2', 'v1', null],
    ['marketing', 'rollback', 'v1', 'v2', null],
    ['marketing', 'canary-start', 'v2', 'v1', 10],
  ]);
  expect(sent[0]?.headers).toEqual({
    apikey: 'sb_secret_test',
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  });
  // The backend is asked for once, on the first write.
  expect(asked()).toBe(1);
  expect(lines).toEqual([]);
});

it('writes no snapshot that switched nothing (the one that starts a timeline)', async () => {
  const { journal, sent } = journalTo();
  await journal.switched({ ...SWITCH, kind: null, reason: 'timeline started' });
  expect(sent).toEqual([]);
});

it("writes a canary's state as canary.json holds it, merged into the bundle's row", async () => {
  const { journal, sent } = journalTo();
  await journal.canary('marketing', STATE);
  expect(sent).toEqual([
    {
      method: 'POST',
      url: `${BACKEND.url}/rest/v1/release_canaries?on_conflict=bundle`,
      headers: expect.objectContaining({ Prefer: 'return=minimal,resolution=merge-duplicates' }),
      body: {
        bundle: 'marketing',
        version: 'v2',
        live: 'v1',
        share: 10,
        lease_until: STATE.leaseUntil,
        status: 'running',
        started_at: STATE.startedAt,
        updated_at: expect.any(String),
      },
    },
  ]);
});

it("writes the watcher's decision and its verdict as codes with their numbers, for the canary it looked at", async () => {
  const { journal, sent } = journalTo();
  const verdict = {
    outcome: { code: 'hold', share: 10, waits: [{ code: 'too-few-loads', canary: 0, live: 0, needed: 100 }] },
  } as unknown as Verdict;
  await journal.decision('marketing', STATE.startedAt, { action: 'hold', verdict });
  expect(sent).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      url: `${BACKEND.url}/rest/v1/release_canaries?bundle=eq.marketing&started_at=eq.${encodeURIComponent(STATE.startedAt)}`,
      body: { decision: 'hold', verdict, reasons: [], updated_at: expect.any(String) },
    }),
  ]);
});

it('says once that the journal was not updated when the backend is not there, and writes no more', async () => {
  const { journal, lines } = journalTo({ fail: true });
  await journal.switched(SWITCH);
  await journal.switched({ ...SWITCH, version: 'v3', previous: 'v2' });
  await journal.canary('marketing', STATE);
  expect(lines).toEqual([
    '⚠ The release health journal was not updated (connect ECONNREFUSED 127.0.0.1:54321): the switch is made, but /staff/releases will not show it.',
  ]);
});

it('says once what a backend that refuses answered', async () => {
  const { journal, sent, lines } = journalTo({ status: 401 });
  await journal.switched(SWITCH);
  await journal.switched(SWITCH);
  expect(sent).toHaveLength(1);
  expect(lines).toEqual([
    '⚠ The release health journal was not updated (401 permission denied): the switch is made, but /staff/releases will not show it.',
  ]);
});

it('says once that it has no backend when the entry cannot name one', async () => {
  const lines: string[] = [];
  const journal = healthJournal({
    backend: async () => {
      throw new Error('The local backend is not built');
    },
    log: (line) => lines.push(line),
  });
  await journal.switched(SWITCH);
  await journal.canary('marketing', STATE);
  expect(lines).toEqual([
    '⚠ The release health journal was not updated (The local backend is not built): the switch is made, but /staff/releases will not show it.',
  ]);
});
