// The brotli twins a build writes beside its text files (`main.3f2a.js.br`, config/precompress-plugin.js):
// when a request gets one and what it is sent as. One place for every server that sends them: the
// static server (static/static-app.ts), the CDN in front of a bucket (bucket-cdn/bucket-cdn.ts),
// and the metadata a bucket stores with them (bucket-cdn/object-meta.ts).
import compression from 'compression';
import type { RequestHandler } from 'express';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { BROTLI_SUFFIX, isPrecompressible } from 'release-layout';

/** A file of this name may have a twin (a kind the build compresses; not a twin itself). */
export const mayHaveTwin = isPrecompressible;

/** The name of a file's twin. */
export const twinOf = (file: string): string => `${file}${BROTLI_SUFFIX}`;

/** The weight of a q parameter: 1 without one, 0 for a value that is not a number from 0 to 1. */
function weightOf(parameters: string[]): number {
  const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
  if (q === undefined) return 1;
  const value = q.replace(/^q\s*=\s*/i, '');
  return /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
}

/**
 * True when an Accept-Encoding header takes brotli (RFC 9110, 12.5.3): `br` with a weight above 0,
 * or, when br is not named, `*` with one. No header: false (any coding may do, but none is asked for).
 */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  let any: number | undefined;
  for (const entry of text.split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const name = coding.toLowerCase();
    if (name === 'br') return weightOf(parameters) > 0;
    if (name === '*') any = weightOf(parameters);
  }
  return (any ?? 0) > 0;
}

/**
 * True for a request of `file` that its twin may answer: a GET or HEAD whose Accept-Encoding takes
 * br, for a kind of file that has twins. A Range request gets the file itself: its ranges are of
 * the file's own bytes.
 * @param file the file the request names
 */
export function wantsTwin(req: { method?: string; headers: IncomingHttpHeaders }, file: string): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    req.headers.range === undefined &&
    mayHaveTwin(file) &&
    acceptsBrotli(req.headers['accept-encoding'])
  );
}

/**
 * Adds Accept-Encoding to an answer's Vary: a cache must keep the twin and the file apart. For every
 * answer of a file that has a twin, whichever of the two it sends.
 */
export function varyOnEncoding(res: ServerResponse): void {
  const current = String(res.getHeader('Vary') ?? '');
  const names = current.split(',').map((name) => name.trim().toLowerCase());
  if (names.includes('*') || names.includes('accept-encoding')) return;
  res.setHeader('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** The headers of a file that its twin is sent with. */
export interface TwinHeaders {
  contentType: string;
  cacheControl: string;
}

/**
 * The headers of an answer that sends a twin in place of its file: the file's own Content-Type and
 * Cache-Control, encoded as br. Its ETag is the twin's own (another representation, RFC 9110 8.8.3),
 * which a server takes from the twin as it does from any file.
 */
export function setTwinHeaders(res: ServerResponse, { contentType, cacheControl }: TwinHeaders): void {
  res.setHeader('Content-Type', contentType);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Encoding', 'br');
  varyOnEncoding(res);
}

/**
 * The compression middleware of both servers, for what has no twin (brotli at quality 4 or gzip, as
 * the browser takes): never an answer encoded already (a twin; the middleware itself leaves those),
 * nor a part of a file (206), whose Content-Range counts the bytes of the file as it is.
 */
export function compressOnTheFly(): RequestHandler {
  return compression({
    filter: (req, res) => res.getHeader('Content-Range') === undefined && compression.filter(req, res),
  });
}
