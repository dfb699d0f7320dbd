// Seeded, bounded request cases for one server: its own paths made odd (fuzz-paths.mjs), with odd
// methods, headers and bodies. Each case is written out as the raw bytes of one HTTP/1.1 request.
import { mutatePath } from './fuzz-paths.mjs';
import { seededRandom } from './random.mjs';

/** @typedef {import('./random.mjs').Random} Random */

/**
 * @typedef {object} FuzzCase
 * @property {number} index its place in the run (with the seed, enough to replay it)
 * @property {string} method
 * @property {string} target the raw request-target
 * @property {[string, string][]} headers besides Host and Connection
 * @property {Buffer | null} body
 * @property {boolean} chunked sent with Transfer-Encoding: chunked instead of Content-Length
 * @property {string} label what was done, for the report
 */

const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const ODD_METHODS = ['TRACE', 'PROPFIND', 'MKCOL', 'SEARCH', 'LINK', 'PURGE', 'CONNECT', 'FOO', 'get', 'G\x00ET'];

/** @type {[name: string, values: string[]][]} */
const HEADERS = [
  [
    'Range',
    [
      'bytes=0-0',
      'bytes=-1',
      'bytes=-0',
      'bytes=5-1',
      'bytes=abc',
      'bytes=0-1,2-3,4-5',
      'bytes=99999999999999999999-',
      'bytes=99999999-',
      'items=0-1',
      `bytes=${Array.from({ length: 300 }, (_, i) => `${i}-${i}`).join(',')}`,
    ],
  ],
  ['If-None-Match', ['*', '"x"', 'W/"x"', 'garbage', '""']],
  ['If-Match', ['*', '"x"', 'garbage']],
  ['If-Modified-Since', ['garbage', 'Thu, 01 Jan 2099 00:00:00 GMT', 'Thu, 01 Jan 1970 00:00:00 GMT']],
  ['If-Unmodified-Since', ['Thu, 01 Jan 1970 00:00:00 GMT', 'garbage']],
  ['If-Range', ['"x"', 'Thu, 01 Jan 1970 00:00:00 GMT', 'garbage']],
  [
    'Accept',
    [
      'text/html',
      '*/*',
      'application/json',
      'garbage/;;;',
      'application/vnd.pgrst.object+json',
      'text/csv',
      'application/octet-stream;q=abc',
    ],
  ],
  ['Accept-Encoding', ['br', 'gzip', 'br;q=abc', 'identity;q=0', '*;q=0', 'x'.repeat(500)]],
  ['Accept-Language', ['*;q=0.5,,,', 'x'.repeat(2000)]],
  [
    'Authorization',
    [
      'Bearer garbage',
      'Bearer a.b.c',
      'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
      'Basic Og==',
      'Bearer',
    ],
  ],
  ['apikey', ['garbage', '', 'sb_publishable_x', 'a.b.c']],
  [
    'Prefer',
    [
      'return=representation',
      'count=exact',
      'garbage',
      'resolution=merge-duplicates',
      'tx=rollback',
      'count=exact, count=planned',
      'max-affected=-1',
    ],
  ],
  ['Origin', ['http://evil.example', 'null']],
  ['Accept-Profile', ['auth', 'storage', 'nonexistent', 'public']],
  ['Content-Profile', ['auth', 'nonexistent']],
  ['X-Forwarded-For', ['1.2.3.4', 'garbage, , ,', '::1']],
  ['X-Forwarded-Host', ['evil.example']],
  ['Cookie', ['a=b; sb-access-token=garbage', '%%%']],
  ['Expect', ['garbage']],
  ['X-Fuzz', ['x'.repeat(8000)]],
  ['X-Upsert', ['true', 'garbage']],
  ['Cache-Control', ['max-age=garbage', 'no-cache']],
  ['Host', ['evil.example', 'localhost:99999', '']],
];

/** @type {[contentType: string | null, body: () => Buffer][]} */
const BODIES = [
  ['application/json', () => Buffer.from('{')],
  ['application/json', () => Buffer.from('{"name":')],
  ['application/json', () => Buffer.from('[{"a":1},{"b":2}]')],
  ['application/json', () => Buffer.from('[]')],
  ['application/json', () => Buffer.from('null')],
  ['application/json', () => Buffer.from('123')],
  ['application/json', () => Buffer.from('{"__proto__":{"polluted":true}}')],
  ['application/json', () => Buffer.from('{"name":"\\u0000","email":"a@b.c"}')],
  ['application/json', () => Buffer.from('{"email":"a@b.c","password":"x"}')],
  ['application/json; charset=utf-99', () => Buffer.from('{}')],
  ['application/json', () => Buffer.from([0xff, 0xfe, 0x7b, 0x7d])],
  ['text/plain', () => Buffer.from('hello')],
  ['application/x-www-form-urlencoded', () => Buffer.from('a=1&b=%zz&c')],
  ['multipart/form-data', () => Buffer.from('--x\r\n\r\nno boundary given')],
  ['multipart/form-data; boundary=x', () => Buffer.from('--x\r\nContent-Disposition: form-data\r\n\r\nbody\r\n')],
  ['application/octet-stream', () => Buffer.alloc(4096, 7)],
  [
    'application/xml',
    () => Buffer.from('<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>'),
  ],
  ['application/json', () => Buffer.from(`{"name":"${'x'.repeat(1_200_000)}"}`)],
  ['application/octet-stream', () => Buffer.alloc(7 * 1024 * 1024, 1)],
  [null, () => Buffer.from('no content type at all')],
];

/**
 * @param {object} options
 * @param {number} options.seed
 * @param {number} options.count how many cases
 * @param {string[]} options.paths the server's own paths (with queries), to make odd
 * @param {[string, string][][]} [options.credentials] header sets that get a request past a
 *   gateway (a backend's keys); one is added to some cases
 * @returns {FuzzCase[]}
 */
export function fuzzCases({ seed, count, paths, credentials = [] }) {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => oneCase(random, index, paths, credentials));
}

/** @param {Random} random @param {number} index @param {string[]} paths @param {[string, string][][]} credentials @returns {FuzzCase} */
function oneCase(random, index, paths, credentials) {
  const path = random.pick(paths);
  const { target, mutations } = random.chance(0.85) ? mutatePath(random, path) : { target: path, mutations: [] };
  const method = random.chance(0.12) ? random.pick(ODD_METHODS) : random.pick(METHODS);
  /** @type {[string, string][]} */
  const headers = [];
  if (credentials.length && random.chance(0.5)) headers.push(...random.pick(credentials));
  for (let n = random.int(4); n > 0; n -= 1) {
    const [name, values] = random.pick(HEADERS);
    headers.push([name, random.pick(values)]);
    // The same header twice, with another value.
    if (random.chance(0.1)) headers.push([name, random.pick(values)]);
  }
  let body = null;
  const wantsBody = ['POST', 'PUT', 'PATCH'].includes(method) ? random.chance(0.8) : random.chance(0.08);
  if (wantsBody) {
    const [contentType, make] = random.pick(BODIES);
    body = make();
    if (contentType) headers.push(['Content-Type', contentType]);
  }
  const chunked = body !== null && random.chance(0.15);
  const parts = [...mutations, ...headers.map(([name]) => name), body ? `${body.length}-byte body` : ''];
  const label = `#${index} ${JSON.stringify(method)} ${JSON.stringify(target.slice(0, 160))} ${parts.filter(Boolean).join(' ')}`;
  return { index, method, target, headers, body, chunked, label };
}

/**
 * The bytes of a case as sent to 127.0.0.1:`port`.
 * @param {FuzzCase} fuzzCase @param {number} port
 * @returns {Buffer}
 */
export function requestBytes({ method, target, headers, body, chunked }, port) {
  const lines = [`${method} ${target} HTTP/1.1`];
  if (!headers.some(([name]) => name.toLowerCase() === 'host')) lines.push(`Host: 127.0.0.1:${port}`);
  for (const [name, value] of headers) lines.push(`${name}: ${value}`);
  lines.push('Connection: close');
  if (body && chunked) lines.push('Transfer-Encoding: chunked');
  else if (body) lines.push(`Content-Length: ${body.length}`);
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  if (!body) return head;
  if (!chunked) return Buffer.concat([head, body]);
  return Buffer.concat([head, Buffer.from(`${body.length.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
}
