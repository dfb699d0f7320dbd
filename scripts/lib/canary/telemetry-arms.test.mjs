import { telemetryArms } from './telemetry-arms.mjs';

const ROWS = [
  {
    bundle: 'marketing',
    version: 'v1',
    arm: 'live',
    page_loads: 900,
    errored: 9,
    crashed: 1,
    conversions: 20,
    vitals: { LCP: { all: { p75: 2100, n: 800 } } },
  },
  {
    bundle: 'marketing',
    version: 'v2',
    arm: 'canary',
    page_loads: 100,
    errored: 3,
    crashed: 2,
    conversions: 1,
    vitals: {},
    dropped_loads: 7,
    dropped_updates: 2,
  },
];

const VISITOR_ROWS = [
  { bundle: 'marketing', version: 'v2', arm: 'canary', visitors: 80, errored_visitors: 3, crashed_visitors: 1 },
];

/**
 * Answers telemetry_release_health with `body` and telemetry_release_visitors with `visitors`.
 * @param {unknown} body @param {number} [status] @param {unknown} [visitors]
 */
const answering = (body, status = 200, visitors = VISITOR_ROWS) => {
  /** @type {typeof fetch} */
  const answer = async (url) =>
    new Response(
      JSON.stringify(String(url).endsWith('telemetry_release_visitors') && status === 200 ? visitors : body),
      {
        status,
      },
    );
  return jest.fn(answer);
};

describe('telemetryArms', () => {
  const window = { from: new Date('2026-11-26T08:00:00Z'), to: new Date('2026-11-26T09:00:00Z') };

  it("asks telemetry_release_health for the window and picks the arm's row", async () => {
    const fetchImpl = answering(ROWS);
    const read = telemetryArms({ url: 'https://p.supabase.co/', key: 'sb_secret_x', fetchImpl });
    expect(await read({ bundle: 'marketing', version: 'v2', arm: 'canary', ...window })).toEqual({
      pageLoads: 100,
      errored: 3,
      crashed: 2,
      conversions: 1,
      droppedLoads: 7,
      droppedUpdates: 2,
      visitors: 80,
      erroredVisitors: 3,
      crashedVisitors: 1,
      vitalsP75: {},
    });
    expect(await read({ bundle: 'marketing', version: 'v1', arm: 'live', ...window })).toMatchObject({
      pageLoads: 900,
      droppedLoads: 0,
      visitors: 0,
      vitalsP75: { LCP: 2100 },
    });
    // Both arms of one look: one read of the window, from both functions.
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(fetchImpl.mock.calls.map(([called]) => called)).toEqual([
      'https://p.supabase.co/rest/v1/rpc/telemetry_release_health',
      'https://p.supabase.co/rest/v1/rpc/telemetry_release_visitors',
    ]);
    const [, init] = fetchImpl.mock.calls[1] ?? [];
    expect(init?.headers).toEqual({ apikey: 'sb_secret_x', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      since: '2026-11-26T08:00:00.000Z',
      until: '2026-11-26T09:00:00.000Z',
    });
  });

  it('counts an arm nobody reported as no page loads, and sends a legacy key as the bearer too', async () => {
    const fetchImpl = answering([], 200, []);
    const read = telemetryArms({ url: 'http://localhost:54321', key: 'a.b.c', fetchImpl });
    expect(await read({ bundle: 'marketing', version: 'v3', arm: 'canary', ...window })).toEqual({
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
    });
    expect(fetchImpl.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer a.b.c' });
  });

  it('reads again for the next window, and after a failed read', async () => {
    const fetchImpl = answering(ROWS);
    fetchImpl.mockImplementationOnce(async () => new Response('{"message":"busy"}', { status: 503 }));
    const read = telemetryArms({ url: 'http://x', key: 'sb_secret_x', fetchImpl });
    const arm = /** @type {const} */ ({ bundle: 'marketing', version: 'v1', arm: 'live' });
    await expect(read({ ...arm, ...window })).rejects.toThrow(/503/);
    expect((await read({ ...arm, ...window })).pageLoads).toBe(900);
    const later = { from: window.to, to: new Date('2026-11-26T10:00:00Z') };
    await read({ ...arm, ...later });
    expect(fetchImpl).toHaveBeenCalledTimes(6);
  });

  it('fails with the status and what the project answered', async () => {
    const read = telemetryArms({
      url: 'http://x',
      key: 'k',
      fetchImpl: answering({ message: 'permission denied' }, 401),
    });
    await expect(read({ bundle: 'marketing', version: 'v1', arm: 'live', ...window })).rejects.toThrow(
      /401.*permission denied/,
    );
  });
});
