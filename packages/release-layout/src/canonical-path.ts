// One spelling per file. A static handler or a bucket key lookup reads `/releases/v/./x.js`,
// `/releases//v/x.js`, `/releases/v/%78.js` and `/releases/v/x.js/` as the same file; a gate that
// looks at the path as written would not. So the site's servers answer a file only at its canonical
// spelling (release-spelling.ts), and a release file is named only from that spelling.

/** The bytes a client sends as they are (RFC 3986 unreserved, and the sub-delimiters a path takes). */
const LITERAL = /[A-Za-z0-9\-._~!$&'()*+,;=:@]/;
/** A percent-encoded byte, in the uppercase hex browsers write. */
const ENCODED = /%[0-9A-F]{2}/y;

/**
 * True for one path segment at its canonical spelling: not empty, `.` or `..`, and each `%`
 * encoding a byte that cannot be written as it is (never a letter, a dot or a `/`).
 */
function isCanonicalSegment(segment: string): boolean {
  if (segment === '' || segment === '.' || segment === '..') return false;
  for (let at = 0; at < segment.length; at += 1) {
    if (segment[at] !== '%') continue;
    ENCODED.lastIndex = at;
    if (!ENCODED.test(segment)) return false;
    const byte = String.fromCharCode(Number.parseInt(segment.slice(at + 1, at + 3), 16));
    if (LITERAL.test(byte) || byte === '/' || byte === '\\' || byte === '\0') return false;
    at += 2;
  }
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/**
 * True when a request path (as sent, before decoding, without its query) is a file's canonical
 * spelling: `/` or `/a/b.js`, every segment canonical, no trailing `/`.
 */
export function isCanonicalPath(pathname: string): boolean {
  if (pathname === '/') return true;
  return pathname.startsWith('/') && pathname.slice(1).split('/').every(isCanonicalSegment);
}
