import { BEACON_LIMITS, type Beacon } from 'telemetry-contract';

/** Where beacons go: the collect-telemetry Edge Function of the site's Supabase project. */
export function beaconUrl(supabaseUrl: string): string {
  return `${supabaseUrl.replace(/\/+$/, '')}/functions/v1/${BEACON_LIMITS.path}`;
}

/**
 * Sends a beacon as a request that needs no CORS preflight: a POST of JSON text as `text/plain`,
 * with no header, key or credential. `navigator.sendBeacon` outlives the page; where it is missing
 * or refuses (its queue is full), a `keepalive` fetch does. Returns whether it was handed over.
 */
export function sendBeacon(
  url: string,
  beacon: Beacon,
  nav: Navigator = navigator,
  fetchImpl: typeof fetch | undefined = globalThis.fetch,
): boolean {
  const body = JSON.stringify(beacon);
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(url, body)) return true;
  } catch {
    // A browser may throw for a URL it will not send to: the fetch below tries once more.
  }
  if (typeof fetchImpl !== 'function') return false;
  fetchImpl(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(() => {
    // Telemetry never troubles the visitor: a beacon that cannot be sent is given up.
  });
  return true;
}
