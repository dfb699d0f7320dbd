import { clientAddress, readClientAddressSetting, type ClientAddressSetting } from '../client-address.js';
import { serverKeyHeaders } from '../server-key.ts';
import { addressKey, pageLoadKey, visitorKey } from './address-key.ts';
import { createBatchWriter, type BatchItem, type StoreResult } from './batch-writer.ts';
import { BEACON_LIMITS, BeaconRefusal } from 'telemetry-contract';
import { BodyTooLarge, readBody } from './read-body.ts';
import { validateBeacon } from './validate-beacon.ts';

/** Where the function reaches the project's REST API, and the server key it calls collect_telemetry with. */
export interface CollectEnv {
  supabaseUrl: string;
  serverKey: string;
  /**
   * The header the platform's proxy names the client in (CLIENT_ADDRESS_HEADER and _PROXIES, read
   * by ../client-address.js). null: every address is unknown, and the global cap applies instead
   * of the per-address one.
   */
  clientAddress: ClientAddressSetting | null;
}

const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

const ACCEPTED_TYPES = /^(text\/plain|application\/json)\s*(;|$)/i;

/**
 * The function's client-address setting from its environment. An unusable one is logged and read as
 * none: beacons keep being counted, under the global cap, rather than the function failing to boot.
 */
export function addressSettingOf(
  env: (name: string) => string | undefined,
  log: (line: string) => void = console.error,
): ClientAddressSetting | null {
  try {
    return readClientAddressSetting(env);
  } catch (error) {
    log(`${(error as Error).message} Every address counts as unknown: the global cap applies.`);
    return null;
  }
}

/** Thrown when collect_telemetry cannot be reached or refuses the call. */
class StoreError extends Error {}

/**
 * HTTP contract of the `collect-telemetry` Edge Function (no key: browsers send beacons with
 * `navigator.sendBeacon`, a `text/plain` body and no headers of their own).
 *
 * - POST a beacon (telemetry-contract's schema) as `text/plain` or `application/json`, at most maxBytes: 204 once
 *   stored; 400 `{ error }` naming the first problem; 413 when too large; 415 for another content
 *   type; 429 when its address has sent more than loadsPerAddressPerMinute page loads (or later
 *   beacons) this minute, or, when its address is unknown (no client-address setting, or the
 *   header missing), when all such senders together have sent more than loadsPerMinuteGlobal;
 *   nothing is stored on any of these (the database counts a capped beacon's page loads as
 *   dropped). 422 for a later beacon whose page load ("load") the database never saw begin, or
 *   saw begin more than 12 hours ago: nothing of it is stored. 503 when the database cannot store it.
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
    async write(batch: BatchItem[]): Promise<StoreResult[]> {
      let answer: Response;
      try {
        answer = await fetchImpl(`${env.supabaseUrl}/rest/v1/rpc/collect_telemetry`, {
          method: 'POST',
          headers: {
            ...serverKeyHeaders(env.serverKey),
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify({
            batch,
            loads_cap: BEACON_LIMITS.loadsPerAddressPerMinute,
            global_cap: BEACON_LIMITS.loadsPerMinuteGlobal,
            release_cap: BEACON_LIMITS.loadsPerAddressPerReleasePerMinute,
          }),
        });
      } catch (error) {
        throw new StoreError(`collect_telemetry unreachable: ${(error as Error).message}`);
      }
      const text = await answer.text();
      if (!answer.ok) throw new StoreError(`collect_telemetry answered ${answer.status}: ${text.slice(0, 300)}`);
      return JSON.parse(text) as StoreResult[];
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
      if (error instanceof BeaconRefusal) return json(400, { error: error.message });
      return json(400, { error: 'The beacon must be JSON in UTF-8.' });
    }

    // Unknown addresses are never keyed: they would all share one per-address bucket.
    const address = clientAddress(env.clientAddress, (name) => request.headers.get(name));
    // The page-load id is keyed here and never leaves the function.
    const { load, ...stored } = beacon;
    let counted: StoreResult;
    try {
      counted = await store({
        address_key: address === null ? null : await addressKey(env.serverKey, address, now()),
        visitor_key: address === null ? null : await visitorKey(env.serverKey, address, now()),
        load_key: load === null ? null : await pageLoadKey(env.serverKey, load),
        beacon: stored,
      });
    } catch (error) {
      console.error((error as Error).message);
      return json(503, { error: 'The beacon could not be stored; it was not counted.' });
    }
    if (counted === null)
      return json(422, {
        error: 'This page load was never seen begin (or began too long ago); the beacon was not counted.',
      });
    if (!counted)
      return json(
        429,
        {
          error:
            address === null
              ? 'Too many page loads this minute; the beacon was not counted.'
              : 'Too many page loads from this address this minute; the beacon was not counted.',
        },
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
