/**
 * The URL of a request. A target that starts with `/` is read as a path, so `//x/rest/v1/...` stays
 * a path instead of naming a host `x` (WHATWG parsing of `//x` against a base would), and an
 * absolute-form target (`http://host/path`, which proxies send) as a URL. Null when it is neither:
 * `*`, or an authority WHATWG refuses (a port over 65535, a bad IPv6 literal).
 */
export function requestUrl(target: string | undefined): URL | null {
  const raw = target || '/';
  try {
    return raw.startsWith('/') ? new URL(`http://localhost${raw}`) : new URL(raw);
  } catch {
    return null;
  }
}

/**
 * True when every `%` of the path starts a two-digit escape and the escapes spell UTF-8. A path
 * that is not is refused before any service reads it: each would otherwise decode it its own way
 * (or fail to, as `decodeURIComponent` throws on `%`, `%zz` or `%c0%af`).
 */
export function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
