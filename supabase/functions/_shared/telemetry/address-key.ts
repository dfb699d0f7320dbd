// The per-address cap needs to recognise one address within one minute, never to store it (which
// address a request comes from is the one rule of ../client-address.js). The
// function keeps only an HMAC of (minute, address) under a server secret: the same address gives
// an unrelated key the next minute, and without the secret a key cannot be tested against
// guessed addresses. The database deletes these keys a few minutes later.

/** The minute of `at` as an ISO string (`2026-11-26T07:14:00.000Z`). */
export function minuteOf(at: Date): string {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
}

const encoder = new TextEncoder();
// Imported once per secret: a function instance serves many beacons with the same one.
const keys = new Map<string, Promise<CryptoKey>>();

/** HMAC-SHA-256 of `text` under `secret`, hex, 128 bits (Web Crypto: Deno and Node alike). */
async function keyed(secret: string, text: string): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key, encoder.encode(text)));
  return Array.from(mac.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The keyed hash of `<minute>|<address>` under `secret`. */
export const addressKey = (secret: string, address: string, at: Date): Promise<string> =>
  keyed(secret, `${minuteOf(at)}|${address}`);

/**
 * The keyed hash of `day:<UTC day>|<address>` under `secret`: tells one visitor's page loads of one
 * day apart from another visitor's, so that a few visitors cannot steer a canary's decision. An
 * unrelated key the next day; the database replaces it by a random one once its day is over.
 */
export const visitorKey = (secret: string, address: string, at: Date): Promise<string> =>
  keyed(secret, `day:${at.toISOString().slice(0, 10)}|${address}`);

/**
 * The keyed hash of a beacon's page-load id (`load|<id>`, apart from every address key): the
 * database recognises a page load's later beacons by it without ever holding the id itself.
 */
export const pageLoadKey = (secret: string, load: string): Promise<string> => keyed(secret, `load|${load}`);
