// What a look reads of the project's telemetry, through supabase-js: one request a window, both
// arms at once; and the looks of the release package's watcher through it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_POLICY, canaryPolicy } from 'canary-analysis';
import {
  BUILT_IN_REMOTES,
  SHELL_BUNDLE,
  folderTarget,
  lookAtCanary,
  readCanary,
  startCanary,
  stepCanary,
  switchLive,
} from 'release';
import { publishFakeRelease } from 'release/testing';
import { BEACON_LIMITS } from 'telemetry-contract';
import { canaryTelemetry, telemetryArms } from './telemetry-arms.mjs';

/** A row of telemetry_canary_look: `counts` (its arm, version and what was counted), nothing else counted. @param {object} counts */
const lookRow = (counts) => ({
  page_loads: 0,
  errored: 0,
  crashed: 0,
  conversions: 0,
  dropped_loads: 0,
  dropped_updates: 0,
  visitors: 0,
  errored_visitors: 0,
  crashed_visitors: 0,
  lcp_p75: null,
  inp_p75: null,
  cls_p75: null,
  ...counts,
});

const ROWS = [
  lookRow({ arm: 'live', version: 'v1', page_loads: 900, errored: 9, crashed: 1, conversions: 20, lcp_p75: 2100 }),
  lookRow({
    arm: 'canary',
    version: 'v2',
    page_loads: 100,
    errored: 3,
    crashed: 2,
    conversions: 1,
    dropped_loads: 7,
    dropped_updates: 2,
    visitors: 80,
    errored_visitors: 3,
    crashed_visitors: 1,
    inp_p75: 200,
    cls_p75: 0.05,
  }),
];

/**
 * A fetch answering every request with `body` and `status`, as supabase-js gets it (global.fetch).
 * @param {unknown} body @param {number} [status]
 */
const answering = (body, status = 200) => {
  /** @type {typeof fetch} */
  const answer = async () => new Response(JSON.stringify(body), { status });
  return jest.fn(answer);
};

/** The headers of a request supabase-js made. @param {RequestInit | undefined} init */
const headersOf = (init) => new Headers(init?.headers);

describe('telemetryArms', () => {
  const window = { from: new Date('2026-11-26T08:00:00Z'), to: new Date('2026-11-26T09:00:00Z') };
  const step = { bundle: 'marketing', live: 'v1', canary: 'v2', ...window };

  it('asks telemetry_canary_look for both arms of the window in one request, and reads each arm', async () => {
    const fetchImpl = answering(ROWS);
    const read = telemetryArms({ url: 'https://p.supabase.co/', key: 'sb_secret_x', fetchImpl });
    expect(await read(step)).toEqual({
      live: {
        pageLoads: 900,
        errored: 9,
        crashed: 1,
        conversions: 20,
        droppedLoads: 0,
        droppedUpdates: 0,
        visitors: 0,
        erroredVisitors: 0,
        crashedVisitors: 0,
        vitalsP75: { LCP: 2100 },
      },
      canary: {
        pageLoads: 100,
        errored: 3,
        crashed: 2,
        conversions: 1,
        droppedLoads: 7,
        droppedUpdates: 2,
        visitors: 80,
        erroredVisitors: 3,
        crashedVisitors: 1,
        vitalsP75: { INP: 200, CLS: 0.05 },
      },
    });
    // One look, one request: both arms, one function.
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [called, init] = fetchImpl.mock.calls[0] ?? [];
    expect(String(called)).toBe('https://p.supabase.co/rest/v1/rpc/telemetry_canary_look');
    expect(init?.method).toBe('POST');
    expect(headersOf(init).get('apikey')).toBe('sb_secret_x');
    expect(JSON.parse(String(init?.body))).toEqual({
      bundle: 'marketing',
      live_version: 'v1',
      canary_version: 'v2',
      since: '2026-11-26T08:00:00.000Z',
      until: '2026-11-26T09:00:00.000Z',
    });
  });

  it('counts an arm nobody reported as no page loads, and sends a legacy key as the bearer too', async () => {
    const fetchImpl = answering([]);
    const read = telemetryArms({ url: 'http://localhost:54321', key: 'a.b.c', fetchImpl });
    const none = {
      pageLoads: 0,
      errored: 0,
      crashed: 0,
      conversions: 0,
      droppedLoads: 0,
      droppedUpdates: 0,
      visitors: 0,
      erroredVisitors: 0,
      crashedVisitors: 0,
      vitalsP75: {},
    };
    expect(await read({ ...step, canary: 'v3' })).toEqual({ live: none, canary: none });
    expect(headersOf(fetchImpl.mock.calls[0]?.[1]).get('authorization')).toBe('Bearer a.b.c');
    expect(headersOf(fetchImpl.mock.calls[0]?.[1]).get('apikey')).toBe('a.b.c');
  });

  it('reads again for the next window, and after a failed read', async () => {
    const fetchImpl = answering(ROWS);
    fetchImpl.mockImplementationOnce(async () => new Response('{"message":"busy"}', { status: 503 }));
    const read = telemetryArms({ url: 'http://x', key: 'sb_secret_x', fetchImpl });
    await expect(read(step)).rejects.toThrow(/503/);
    expect((await read(step)).live.pageLoads).toBe(900);
    await read({ ...step, from: window.to, to: new Date('2026-11-26T10:00:00Z') });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('fails with the status and what the project answered', async () => {
    const read = telemetryArms({
      url: 'http://x',
      key: 'k',
      fetchImpl: answering({ message: 'permission denied' }, 401),
    });
    await expect(read(step)).rejects.toThrow(/^the telemetry of http:\/\/x answered 401: .*permission denied/);
  });

  it('says so when the project has no such function (a migration not applied)', async () => {
    const missing = {
      code: 'PGRST202',
      details: 'Searched for the function public.telemetry_canary_look …',
      hint: null,
      message:
        'Could not find the function public.telemetry_canary_look(bundle, canary_version, …) in the schema cache',
    };
    const read = telemetryArms({ url: 'http://x', key: 'sb_secret_x', fetchImpl: answering(missing, 404) });
    await expect(read(step)).rejects.toThrow(
      /^the telemetry of http:\/\/x answered 404: .*PGRST202.*Could not find the function public\.telemetry_canary_look/,
    );
  });

  it('fails with the error of a backend that does not answer, as fetch threw it', async () => {
    const refused = new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:54321') });
    const fetchImpl = jest.fn(async () => {
      throw refused;
    });
    const read = telemetryArms({ url: 'http://localhost:54321', key: 'sb_secret_x', fetchImpl });
    await expect(read(step)).rejects.toBe(refused);
    // Not retried: a look is one request, whatever happens to it.
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

describe('canaryTelemetry', () => {
  const saved = { url: process.env.SUPABASE_URL, key: process.env.SUPABASE_SECRET_KEY };
  afterEach(() => {
    for (const [name, value] of /** @type {const} */ ([
      ['SUPABASE_URL', saved.url],
      ['SUPABASE_SECRET_KEY', saved.key],
    ])) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("gives the decision the telemetry's cap of page loads per address and release, as the telemetry has it", async () => {
    process.env.SUPABASE_URL = 'https://p.supabase.co/';
    process.env.SUPABASE_SECRET_KEY = 'sb_secret_x';
    const telemetry = await canaryTelemetry();
    expect(telemetry.url).toBe('https://p.supabase.co');
    expect(telemetry.loadsPerAddressPerMinute).toBe(BEACON_LIMITS.loadsPerAddressPerReleasePerMinute);
    // The rule's default is the telemetry's number (docs/canary-rule.md).
    expect(DEFAULT_POLICY.loadsPerAddressPerMinute).toBe(BEACON_LIMITS.loadsPerAddressPerReleasePerMinute);
  });
});

describe('the looks of the watcher through telemetryArms', () => {
  const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;
  const POLICY = canaryPolicy({ bakeMinutes: 1, minPageLoadsPerArm: 100, maxWaitHours: 0.5 });
  /** The canary's start: a whole minute, so each step's window is whole minutes. */
  const STARTED = Date.parse('2026-11-26T08:00:00Z');
  const quiet = () => {};
  let work = '';
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'telemetry-looks-'));
  });
  afterEach(() => rmSync(work, { recursive: true, force: true }));

  it('makes one request a look to the telemetry of the project', async () => {
    const target = folderTarget(path.join(work, 'cdn'));
    for (const [bundle, version] of /** @type {const} */ ([
      [SHELL_BUNDLE, 's0'],
      [MARKETING, 'v1'],
    ])) {
      await publishFakeRelease(target, bundle, version, path.join(work, 'builds'));
      await switchLive(target, bundle, version, 'release');
    }
    await publishFakeRelease(target, MARKETING, 'v2', path.join(work, 'builds'));
    const now = (/** @type {number} */ minutes) => new Date(STARTED + minutes * 60_000);
    await startCanary({ target, bundle: MARKETING, version: 'v2', live: 'v1', share: 10, now: now(0) });
    /** @type {{ url: string, body: Record<string, string> }[]} */
    const asked = [];
    /** Every request of the looks, answered as telemetry_canary_look does: a row per arm. @type {typeof fetch} */
    const fetchImpl = async (url, init) => {
      const body = JSON.parse(String(init?.body));
      asked.push({ url: String(url), body });
      const row = (/** @type {string} */ arm, /** @type {string} */ version, /** @type {number} */ loads) =>
        lookRow({ arm, version, page_loads: loads, visitors: loads - 1 });
      const answer = [row('live', body.live_version, 12), row('canary', body.canary_version, 8)];
      return new Response(JSON.stringify(answer), { status: 200 });
    };
    const readArms = telemetryArms({ url: 'http://backend.test', key: 'sb_secret_x', fetchImpl });
    await stepCanary({
      target,
      bundle: MARKETING,
      share: 50,
      reason: 'by hand',
      now: now(1),
      leaseSeconds: 600,
      log: quiet,
    });
    /** A step's window as telemetry_canary_look's arguments. @param {number} from @param {number} to minutes */
    const query = (from, to) => ({
      bundle: 'marketing',
      live_version: 'v1',
      canary_version: 'v2',
      since: now(from).toISOString(),
      until: now(to).toISOString(),
    });
    // The first look after a step by hand reads that step once, and keeps its counts…
    await lookAtCanary({ target, bundle: MARKETING, policy: POLICY, readArms, now: now(2), log: quiet });
    expect(asked.map(({ body }) => body)).toEqual([query(0, 1), query(1, 2)]);
    expect((await readCanary(target, MARKETING))?.steps[0]?.counts).toMatchObject({
      live: { pageLoads: 12, visitors: 11 },
      canary: { pageLoads: 8, visitors: 7 },
    });
    // …and every look after it makes one request: the current step's window, both arms at once.
    asked.length = 0;
    const look = await lookAtCanary({ target, bundle: MARKETING, policy: POLICY, readArms, now: now(3), log: quiet });
    expect(asked).toEqual([{ url: 'http://backend.test/rest/v1/rpc/telemetry_canary_look', body: query(1, 3) }]);
    expect(look.decision?.stats.stepPageLoads).toMatchObject({ live: 12, canary: 8 });
  });
});
