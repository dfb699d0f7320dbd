// @ts-self-types="./client-address.d.ts"
// The one rule for a client's address, used by the telemetry caps (Edge Function, Deno) and the
// local backend's auth rate limits (Node). JavaScript with its types beside it (client-address.d.ts)
// because both load this very file: Deno as an ES module, the backend's compiled CommonJS through
// Node's require() of ES modules. It stays free of imports and of any platform API.
//
// A header that names the client is only as good as the proxy that sets it: any client can write
// any header. So no header is trusted until the operator names the one their own proxy sets
// (CLIENT_ADDRESS_HEADER) and, for a list header, how many proxies of theirs append after the one
// that saw the client (CLIENT_ADDRESS_PROXIES), as GoTrue's GOTRUE_RATE_LIMIT_HEADER and Express's
// `trust proxy` hop count do. docs/telemetry.md and local-backend/README.md describe the settings.

/** The variables that hold the setting. */
export const CLIENT_ADDRESS_ENV = Object.freeze({ header: 'CLIENT_ADDRESS_HEADER', proxies: 'CLIENT_ADDRESS_PROXIES' });

/** Headers that carry a list of addresses, each proxy appending the one it saw; any other carries one. */
export const LIST_HEADERS = Object.freeze(['x-forwarded-for']);

const HEADER_NAME = /^[a-z0-9!#$%&'*+.^_`|~-]+$/;
const MAX_PROXIES = 20;

/**
 * The setting from the environment (`get` reads one variable): null when CLIENT_ADDRESS_HEADER is
 * unset or empty. Throws an Error naming the variable when a value is unusable.
 * @param {(name: string) => string | undefined} get
 * @returns {{ header: string, proxies: number } | null}
 */
export function readClientAddressSetting(get) {
  const header = (get(CLIENT_ADDRESS_ENV.header) ?? '').trim().toLowerCase();
  const proxiesText = (get(CLIENT_ADDRESS_ENV.proxies) ?? '').trim();
  if (!header) {
    if (proxiesText)
      throw new Error(
        `${CLIENT_ADDRESS_ENV.proxies} is set but ${CLIENT_ADDRESS_ENV.header} is not: name the header first.`,
      );
    return null;
  }
  if (!HEADER_NAME.test(header))
    throw new Error(
      `${CLIENT_ADDRESS_ENV.header} must be one HTTP header name (such as x-forwarded-for): "${header}".`,
    );
  const proxies = proxiesText === '' ? 0 : Number(proxiesText);
  if (!/^\d+$/.test(proxiesText || '0') || proxies > MAX_PROXIES)
    throw new Error(`${CLIENT_ADDRESS_ENV.proxies} must be a whole number from 0 to ${MAX_PROXIES}: "${proxiesText}".`);
  if (proxies > 0 && !LIST_HEADERS.includes(header))
    throw new Error(
      `${CLIENT_ADDRESS_ENV.proxies} applies to a list header (${LIST_HEADERS.join(', ')}); ${header} holds one address: leave it at 0.`,
    );
  return { header, proxies };
}

/**
 * The client's address by the rule, in one canonical form (IPv4 dotted, IPv6 compressed and lower
 * case, an IPv4-mapped IPv6 address as its IPv4 address), or null when it is unknown.
 *
 * - With a setting: the named header alone. For a list header, the entry `proxies` places from the
 *   right (0: the last, the one the nearest proxy appended); entries further left are whatever the
 *   client wrote and are never read. Unknown when the header is missing, has too few entries, or
 *   the entry is no IP address. The connection's peer is never used: it is the proxy.
 * - Without one: the connection's peer, for a server that clients reach directly (the local
 *   backend). A caller behind a proxy it cannot name passes no peer (the Edge Function, behind the
 *   platform's gateway): the address is then unknown, and callers must not key per-client limits
 *   on it (the telemetry function applies its global cap instead).
 * @param {{ header: string, proxies: number } | null} setting
 * @param {(name: string) => string | null | undefined} header reads one request header
 * @param {string | null} [peer] the connection's remote address, when the caller has one
 * @returns {string | null}
 */
export function clientAddress(setting, header, peer = null) {
  if (!setting) return peer ? canonicalAddress(peer) : null;
  const value = header(setting.header);
  if (!value) return null;
  const entries = LIST_HEADERS.includes(setting.header) ? value.split(',').map((part) => part.trim()) : [value.trim()];
  const entry = entries[entries.length - 1 - setting.proxies];
  return entry ? canonicalAddress(entry) : null;
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const IPV6_CHARS = /^[0-9a-f:.]+$/i;

/**
 * An address as proxies write it, in canonical form, or null when it is none: IPv4 (`1.2.3.4`,
 * `1.2.3.4:5678`), IPv6 (`2001:DB8::1`, `[2001:db8::1]:443`, `::ffff:1.2.3.4`).
 * @param {string} text
 * @returns {string | null}
 */
export function canonicalAddress(text) {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1] ?? '';
  else if (/^[\d.]+:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (!bracketed && IPV4.test(address)) return address;
  if (!address.includes(':') || !IPV6_CHARS.test(address)) return null;
  let host;
  try {
    // The WHATWG URL parser validates IPv6 and writes it compressed and lower case.
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!mapped) return host;
  const high = parseInt(mapped[1] ?? '0', 16);
  const low = parseInt(mapped[2] ?? '0', 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}
