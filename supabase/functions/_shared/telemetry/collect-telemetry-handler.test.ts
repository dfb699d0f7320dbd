import type { ClientAddressSetting } from '../client-address.js';
import { BEACON_LIMITS, sampleBeacon } from 'telemetry-contract';
import { addressSettingOf, createTelemetryCollector } from './collect-telemetry-handler.ts';
import { validateBeacon } from './validate-beacon.ts';

const URL = 'http://localhost/collect-telemetry';
const XFF: ClientAddressSetting = { header: 'x-forwarded-for', proxies: 0 };
const ENV = { supabaseUrl: 'http://db.test', serverKey: 'server-key.jwt.sig', clientAddress: XFF };
const NOW = () => new Date('2026-11-26T07:20:10Z');

interface Call {
  url: string;
  init: RequestInit;
}

/** A stand-in for the REST API: records calls, answers every beacon of a batch with `counted`. */
function database(
  answer: (batchSize: number) => Response | Promise<Response> = (n) => Response.json(Array(n).fill(true)),
  clientAddress: ClientAddressSetting | null = XFF,
) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer((JSON.parse(init.body as string) as { batch: unknown[] }).batch.length);
  }) as unknown as typeof fetch;
  return { calls, fetchImpl, collect: createTelemetryCollector({ ...ENV, clientAddress }, fetchImpl, NOW) };
}

/** Waits until `done()` (the handler's steps before the database are asynchronous). */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function send(body: BodyInit | null, init: RequestInit = {}, db = database()) {
  const request = new Request(URL, { method: 'POST', body, ...init });
  return { db, response: db.collect(request) };
}

describe('collect-telemetry HTTP handler', () => {
  it('stores a valid text/plain beacon through collect_telemetry with the server key, and answers 204', async () => {
    const { db, response } = send(JSON.stringify(sampleBeacon()), {
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '198.51.100.4' },
    });
    expect((await response).status).toBe(204);
    expect(db.calls).toHaveLength(1);
    const [call] = db.calls;
    expect(call!.url).toBe('http://db.test/rest/v1/rpc/collect_telemetry');
    expect(call!.init.headers).toMatchObject({ apikey: ENV.serverKey, Authorization: `Bearer ${ENV.serverKey}` });
    const body = JSON.parse(call!.init.body as string);
    const { load, ...stored } = validateBeacon(sampleBeacon());
    expect(load).toBeNull();
    expect(body).toEqual({
      batch: [
        {
          address_key: expect.stringMatching(/^[0-9a-f]{32}$/),
          visitor_key: expect.stringMatching(/^[0-9a-f]{32}$/),
          load_key: null,
          beacon: stored,
        },
      ],
      loads_cap: BEACON_LIMITS.loadsPerAddressPerMinute,
      global_cap: BEACON_LIMITS.loadsPerMinuteGlobal,
      release_cap: BEACON_LIMITS.loadsPerAddressPerReleasePerMinute,
    });
    // Neither the address nor anything else of the request reaches the database.
    expect(call!.init.body).not.toContain('198.51.100.4');
  });

  it('gives two addresses different keys and one address the same key within the minute', async () => {
    const keyFor = async (address: string) => {
      const { db, response } = send(JSON.stringify(sampleBeacon()), { headers: { 'x-forwarded-for': address } });
      await response;
      return JSON.parse(db.calls[0]!.init.body as string).batch[0].address_key as string;
    };
    expect(await keyFor('198.51.100.4')).toBe(await keyFor('198.51.100.4'));
    expect(await keyFor('198.51.100.4')).not.toBe(await keyFor('198.51.100.5'));
  });

  it('keys the per-address cap on the entry the setting names, never on one the client wrote to its left', async () => {
    const keyFor = async (forwarded: string, setting: ClientAddressSetting) => {
      const db = database(undefined, setting);
      await db.collect(
        new Request(URL, {
          method: 'POST',
          body: JSON.stringify(sampleBeacon()),
          headers: { 'x-forwarded-for': forwarded },
        }),
      );
      return JSON.parse(db.calls[0]!.init.body as string).batch[0].address_key as string | null;
    };
    const oneProxy = { header: 'x-forwarded-for', proxies: 1 };
    expect(await keyFor('6.6.6.6, 198.51.100.4, 10.0.0.1', oneProxy)).toBe(
      await keyFor('198.51.100.4, 10.0.0.9', oneProxy),
    );
    expect(await keyFor('6.6.6.6, 198.51.100.4', XFF)).toBe(await keyFor('7.7.7.7, 198.51.100.4', XFF));
    // IPv6 written two ways is one address.
    expect(await keyFor('2001:DB8::1', XFF)).toBe(await keyFor('2001:db8:0::1', XFF));
  });

  it('sends no address key when the address is unknown, so the global cap applies (no setting, or the header missing)', async () => {
    const keysOf = async (setting: ClientAddressSetting | null, headers: Record<string, string>) => {
      const db = database(undefined, setting);
      await db.collect(new Request(URL, { method: 'POST', body: JSON.stringify(sampleBeacon()), headers }));
      return JSON.parse(db.calls[0]!.init.body as string) as { batch: { address_key: unknown }[]; global_cap: number };
    };
    const unset = await keysOf(null, { 'x-forwarded-for': '198.51.100.4', 'cf-connecting-ip': '198.51.100.4' });
    expect(unset.batch[0]!.address_key).toBeNull();
    expect(unset.global_cap).toBe(BEACON_LIMITS.loadsPerMinuteGlobal);
    expect(
      (await keysOf({ header: 'cf-connecting-ip', proxies: 0 }, { 'x-forwarded-for': '198.51.100.4' })).batch[0]!
        .address_key,
    ).toBeNull();
    expect((await keysOf(XFF, { 'x-forwarded-for': '198.51.100.4' })).batch[0]!.address_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers 429 naming no address when the global cap drops a beacon of an unknown address', async () => {
    const db = database(() => Response.json([false]), null);
    const answer = await db.collect(new Request(URL, { method: 'POST', body: JSON.stringify(sampleBeacon()) }));
    expect(answer.status).toBe(429);
    expect(await answer.json()).toEqual({ error: 'Too many page loads this minute; the beacon was not counted.' });
  });

  it('reads its setting from the environment, and an unusable one as none, saying so', () => {
    expect(addressSettingOf((name) => ({ CLIENT_ADDRESS_HEADER: 'X-Real-IP' })[name])).toEqual({
      header: 'x-real-ip',
      proxies: 0,
    });
    const log = jest.fn();
    expect(
      addressSettingOf((name) => ({ CLIENT_ADDRESS_HEADER: 'x-real-ip', CLIENT_ADDRESS_PROXIES: '2' })[name], log),
    ).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Every address counts as unknown: the global cap applies.'),
    );
  });

  it('stores the beacons that arrive while earlier calls run together, and answers each by its own result', async () => {
    const releases: (() => void)[] = [];
    const db = database(async (n) => {
      await new Promise<void>((resolve) => releases.push(resolve));
      // The second batch: its last beacon is over its address's cap.
      return Response.json(n === 4 ? [true, true, true, false] : Array(n).fill(true));
    });
    const post = (address: string) =>
      db.collect(
        new Request(URL, {
          method: 'POST',
          body: JSON.stringify(sampleBeacon()),
          headers: { 'x-forwarded-for': address },
        }),
      );
    const answers = [post('a'), post('b'), post('c'), post('d'), post('e')];
    // One call in flight (the first beacon); the other four wait for it and go together.
    await until(() => releases.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(db.calls).toHaveLength(1);
    releases.shift()!();
    await until(() => db.calls.length === 2);
    expect(JSON.parse(db.calls[1]!.init.body as string).batch).toHaveLength(4);
    await until(() => releases.length === 1);
    releases.forEach((release) => release());
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([204, 204, 204, 204, 429]);
  });

  it('answers 400 naming the problem, and stores nothing, for an invalid beacon or a body that is not JSON', async () => {
    for (const body of [JSON.stringify({ ...sampleBeacon(), browser: 'lynx' }), '{"v":1', '']) {
      const { db, response } = send(body);
      const answer = await response;
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toEqual(expect.any(String));
      expect(db.calls).toHaveLength(0);
    }
    const { response } = send(JSON.stringify({ ...sampleBeacon(), browser: 'lynx' }));
    expect((await (await response).json()).error).toMatch(/"browser" must be one of/);
  });

  it('answers 413 for a body over maxBytes, declared or streamed, and stores nothing', async () => {
    const big = JSON.stringify({ ...sampleBeacon(), pad: 'x'.repeat(BEACON_LIMITS.maxBytes) });
    const declared = send(big);
    expect((await declared.response).status).toBe(413);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
        controller.close();
      },
    });
    const streamed = send(chunks, { duplex: 'half' } as RequestInit);
    expect((await streamed.response).status).toBe(413);
    expect(declared.db.calls.length + streamed.db.calls.length).toBe(0);
  });

  it('passes a keyed hash of the page-load id, never the id, the same for each beacon of the page load', async () => {
    const load = '3f2a1c9e-5b7d-4e1f-9a2b-6c8d0e1f2a3b';
    const keyOf = async (beacon: object) => {
      const { db, response } = send(JSON.stringify(beacon));
      expect((await response).status).toBe(204);
      expect(db.calls[0]!.init.body).not.toContain(load);
      return JSON.parse(db.calls[0]!.init.body as string).batch[0] as { load_key: string; beacon: object };
    };
    const first = await keyOf(sampleBeacon({ load }));
    const later = await keyOf(sampleBeacon({ load, first: false }));
    expect(first.load_key).toMatch(/^[0-9a-f]{32}$/);
    expect(later.load_key).toBe(first.load_key);
    expect(first.beacon).not.toHaveProperty('load');
    const other = await keyOf(sampleBeacon({ load: load.replace('3f', '40') }));
    expect(other.load_key).not.toBe(first.load_key);
  });

  it('answers 422 when the database never saw the page load of a later beacon begin', async () => {
    const beacon = sampleBeacon({ first: false, load: '3f2a1c9e-5b7d-4e1f-9a2b-6c8d0e1f2a3b' });
    const { response } = send(
      JSON.stringify(beacon),
      {},
      database(() => Response.json([null])),
    );
    const answer = await response;
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: 'This page load was never seen begin (or began too long ago); the beacon was not counted.',
    });
    const unnamed = send(JSON.stringify(sampleBeacon({ first: false })));
    expect((await unnamed.response).status).toBe(400);
    expect(unnamed.db.calls).toHaveLength(0);
  });

  it('answers 429 when the database says the address is over its cap this minute', async () => {
    const { response } = send(
      JSON.stringify(sampleBeacon()),
      {},
      database(() => Response.json([false])),
    );
    const answer = await response;
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('60');
  });

  it('answers 503 when the database refuses or cannot be reached', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const refused = send(
      JSON.stringify(sampleBeacon()),
      {},
      database(() => new Response('{"code":"42501"}', { status: 401 })),
    );
    expect((await refused.response).status).toBe(503);
    const down = send(
      JSON.stringify(sampleBeacon()),
      {},
      database(() => Promise.reject(new Error('ECONNREFUSED'))),
    );
    expect((await down.response).status).toBe(503);
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('answers 405 to other methods, 415 to other content types and the CORS preflight with 204', async () => {
    const db = database();
    const get = await db.collect(new Request(URL));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
    const form = send('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect((await form.response).status).toBe(415);
    const preflight = await db.collect(new Request(URL, { method: 'OPTIONS' }));
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(db.calls).toHaveLength(0);
  });
});
