// The per-address cap needs to recognise one address within one minute, never to store it. The
// function keeps only an HMAC of (minute, address) under a server secret: the same address gives
// an unrelated key the next minute, and without the secret a key cannot be tested against
// guessed addresses. The database deletes these keys a few minutes later.

/**
 * The client's address as hosted Supabase passes it to a function. Its edge (Cloudflare) sets
 * `cf-connecting-ip` itself, replacing any value a client sent; otherwise the last entry of
 * `x-forwarded-for` is the one the nearest proxy added (the first entries are whatever the client
 * wrote). The local backend's relay adds that entry as such a proxy does.
 */
export function clientAddress(headers: Headers): string {
  const edge = headers.get('cf-connecting-ip')?.trim();
  if (edge) return edge;
  const forwarded = headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? 'unknown';
}

/** The minute of `at` as an ISO string (`2026-11-26T07:14:00.000Z`). */
export function minuteOf(at: Date): string {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
}

const encoder = new TextEncoder();
// Imported once per secret: a function instance serves many beacons with the same one.
const keys = new Map<string, Promise<CryptoKey>>();

/** HMAC-SHA-256 of `<minute>|<address>` under `secret`, hex, 128 bits (Web Crypto: Deno and Node alike). */
export async function addressKey(secret: string, address: string, at: Date): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(`${minuteOf(at)}|${address}`)));
  return Array.from(mac.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
