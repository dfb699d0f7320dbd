import { BEACON_LIMITS, sampleBeacon, SAMPLE_VERSIONS } from 'telemetry-contract';
import { runTelemetryBench } from '../../bench/telemetry/run';
import { startTestBackend, type TestBackend } from '../../local-backend/src/test-support/test-backend';

// supabase/functions/collect-telemetry run by Deno behind the local relay, storing through
// collect_telemetry with the server key: the path a hosted project serves, with no key sent. The
// test plays the visitors' proxy: the backend trusts the last X-Forwarded-For entry it is sent.
let backend: TestBackend;
let endpoint: string;
beforeAll(async () => {
  backend = await startTestBackend({ clientAddress: { header: 'x-forwarded-for', proxies: 0 } });
  endpoint = `${backend.url}/functions/v1/collect-telemetry`;
}, 120_000);
afterAll(() => backend?.cleanup());

/** A beacon as navigator.sendBeacon sends a string: text/plain, no key, no other header. */
const beacon = (body: unknown, address = '203.0.113.10'): Promise<Response> =>
  fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': address },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rows = async (path: string, key = backend.secretKey): Promise<Response> =>
  fetch(`${backend.url}/rest/v1/${path}`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });

const marketingLoads = async (): Promise<number> => {
  const response = await rows(
    `telemetry_rollups?select=page_loads&bundle=eq.marketing&version=eq.${SAMPLE_VERSIONS.marketing}`,
  );
  return ((await response.json()) as { page_loads: number }[]).reduce((n, r) => n + r.page_loads, 0);
};

describe('collect-telemetry through the local backend', () => {
  it('keeps every beacon of a short bench run: the rollups add up to what was accepted', async () => {
    // First in this file: the bench compares every release's totals since this minute.
    const report = await runTelemetryBench({
      baseUrl: backend.url,
      serverKey: backend.secretKey,
      rate: 40,
      seconds: 3,
      concurrency: 10,
      addresses: 500,
      // Latency is the bench's business on a quiet machine; here only what is stored is judged.
      maxP99Ms: Infinity,
      inProcess: true,
    });
    expect(report).toMatchObject({ sent: 120, accepted: 120, lost: 0 });
  }, 60_000);

  it('stores a beacon sent without a key (204), and refuses invalid or over-long ones (4xx) storing nothing', async () => {
    const before = await marketingLoads();
    const stored = await beacon(sampleBeacon({ errored: ['marketing'] }));
    expect(stored.status).toBe(204);
    expect(await marketingLoads()).toBe(before + 1);

    const invalid = await beacon({
      ...sampleBeacon(),
      releases: [{ bundle: 'payments', version: SAMPLE_VERSIONS.shell, arm: 'live' }],
    });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()) as unknown).toEqual({ error: expect.stringContaining('releases[0].bundle') });
    const big = await beacon(JSON.stringify({ ...sampleBeacon(), pad: 'x'.repeat(BEACON_LIMITS.maxBytes) }));
    expect(big.status).toBe(413);
    expect(await marketingLoads()).toBe(before + 1);
  });

  it('caps page loads per address and minute, whatever the x-forwarded-for a client writes first', async () => {
    // The cap is per minute: start early enough in one to finish within it.
    const second = new Date().getSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < BEACON_LIMITS.loadsPerAddressPerMinute + 3; i++)
      // A client rotating a forged first entry: the last entry, the proxy's, is what counts.
      statuses.push((await beacon(sampleBeacon(), `10.9.9.${i}, ${address}`)).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(BEACON_LIMITS.loadsPerAddressPerMinute);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    // What the cap dropped is counted, per release.
    const dropped = await rows(
      `telemetry_rollups?select=dropped_loads&bundle=eq.marketing&version=eq.${SAMPLE_VERSIONS.marketing}`,
    );
    const total = ((await dropped.json()) as { dropped_loads: number }[]).reduce((n, r) => n + r.dropped_loads, 0);
    expect(total).toBeGreaterThanOrEqual(3);
  }, 30_000);

  it('lets no visitor read or write the telemetry tables directly', async () => {
    const read = await rows('telemetry_rollups?select=*', backend.publishableKey);
    expect(read.status).toBe(401);
    const call = await fetch(`${backend.url}/rest/v1/rpc/collect_telemetry`, {
      method: 'POST',
      headers: { apikey: backend.publishableKey, 'content-type': 'application/json' },
      body: JSON.stringify({ batch: [], loads_cap: 1000 }),
    });
    expect(call.status).toBe(401);
  });
});
