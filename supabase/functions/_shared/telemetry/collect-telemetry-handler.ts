import { serverKeyHeaders } from '../server-key.ts';
import { addressKey, clientAddress } from './address-key.ts';
import { createBatchWriter, type BatchItem } from './batch-writer.ts';
import { BEACON_LIMITS } from './beacon.ts';
import { BodyTooLarge, readBody } from './read-body.ts';
import { BeaconError, validateBeacon } from './validate-beacon.ts';

/** Where the function reaches the project's REST API, and the server key it calls collect_telemetry with. */
export interface CollectEnv {
  supabaseUrl: string;
  serverKey: string;
}

const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

const ACCEPTED_TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

/** Thrown when collect_telemetry cannot be reached or refuses the call. */
class StoreError extends Error {}

/**
 * HTTP contract of the `collect-telemetry` Edge Function (no key: browsers send beacons with
 * `navigator.sendBeacon`, a `text/plain` body and no headers of their own).
 *
 * - POST a beacon (beacon.ts) as `text/plain` or `application/json`, at most maxBytes: 204 once
 *   stored; 400 `{ error }` naming the first problem; 413 when too large; 415 for another content
 *   type; 429 when its address has sent more than loadsPerAddressPerMinute page loads (or later
 *   beacons) this minute; nothing is stored on any of these. 503 when the database cannot store it.
 * - OPTIONS: 204 preflight; other methods 405.
 *
 * Returns the request handler of one function instance: the beacons it receives while its
 * previous database calls run are stored together in one collect_telemetry call.
 */
export function createTelemetryCollector(
  env: CollectEnv,
  fetchImpl: typeof fetch = fetch,
  now: () => Date = () => new Date(),
): (request: Request) => Promise<Response> {
  const store = createBatchWriter({
    maxItems: 200,
    maxChars: 512 * 1024,
    maxInFlight: 1,
    async write(batch: BatchItem[]): Promise<boolean[]> {
      let answer: Response;
      try {
        answer = await fetchImpl(`${env.supabaseUrl}/rest/v1/rpc/collect_telemetry`, {
          method: 'POST',
          headers: {
            ...serverKeyHeaders(env.serverKey),
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({ batch, loads_cap: BEACON_LIMITS.loadsPerAddressPerMinute }),
        });
      } catch (error) {
        throw new StoreError(`collect_telemetry unreachable: ${(error as Error).message}`);
      }
      const text = await answer.text();
      if (!answer.ok) throw new StoreError(`collect_telemetry answered ${answer.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as boolean[];
    },
  });

  return async (request) => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders });
    if (request.method !== 'POST')
      return json(405, { error: 'Method not allowed; use POST.' }, { Allow: 'POST, OPTIONS' });
    const type = request.headers.get('content-type');
    if (type && !ACCEPTED_TYPES.test(type))
      return json(415, { error: 'Send the beacon as text/plain or application/json.' });

    let beacon;
    try {
      beacon = validateBeacon(JSON.parse(await readBody(request, BEACON_LIMITS.maxBytes)));
    } catch (error) {
      if (error instanceof BodyTooLarge)
        return json(413, { error: `The beacon is larger than ${BEACON_LIMITS.maxBytes} bytes.` });
      if (error instanceof BeaconError) return json(400, { error: error.message });
      return json(400, { error: 'The beacon must be JSON in UTF-8.' });
    }

    let counted: boolean;
    try {
      counted = await store({
        address_key: await addressKey(env.serverKey, clientAddress(request.headers), now()),
        beacon,
      });
    } catch (error) {
      console.error((error as Error).message);
      return json(503, { error: 'The beacon could not be stored; it was not counted.' });
    }
    if (!counted)
      return json(
        429,
        { error: 'Too many page loads from this address this minute; the beacon was not counted.' },
        { 'Retry-After': '60' },
      );
    return new Response(null, { status: 204, headers: corsHeaders });
  };
}

function json(status: number, payload: unknown, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(payload), {
    status,
    headers: { ...corsHeaders, ...extraHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}
