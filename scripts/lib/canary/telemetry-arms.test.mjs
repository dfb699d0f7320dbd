import { telemetryArms } from './telemetry-arms.mjs';

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
