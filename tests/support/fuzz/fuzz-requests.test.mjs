import { PATH_MUTATIONS } from './fuzz-paths.mjs';
import { fuzzCases, requestBytes } from './fuzz-requests.mjs';
import { isComplete } from './raw-http.mjs';
import { seededRandom } from './random.mjs';

const PATHS = ['/', '/mf-manifest.json', '/rest/v1/resources?select=*'];

describe('fuzzCases', () => {
  it('gives the same requests for the same seed, so a failure can be replayed', () => {
    const bytes = (/** @type {number} */ seed) =>
      fuzzCases({ seed, count: 200, paths: PATHS }).map((c) => requestBytes(c, 80).toString('latin1'));
    expect(bytes(7)).toEqual(bytes(7));
    expect(bytes(7)).not.toEqual(bytes(8));
  });

  it('makes exactly as many requests as asked, numbered', () => {
    const cases = fuzzCases({ seed: 1, count: 50, paths: PATHS });
    expect(cases.map((c) => c.index)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('covers odd paths, methods, headers and bodies over a run', () => {
    const cases = fuzzCases({ seed: 3, count: 600, paths: PATHS, credentials: [[['apikey', 'key']]] });
    const labels = cases.map((c) => c.label).join('\n');
    for (const mutation of Object.keys(PATH_MUTATIONS)) expect(labels).toContain(mutation);
    for (const method of ['TRACE', 'CONNECT', 'OPTIONS', 'PATCH'])
      expect(cases.some((c) => c.method === method)).toBe(true);
    for (const header of ['Range', 'If-None-Match', 'X-Fuzz', 'Prefer']) expect(labels).toContain(header);
    expect(cases.some((c) => c.headers.some(([name, value]) => name === 'apikey' && value === 'key'))).toBe(true);
    expect(cases.some((c) => (c.body?.length ?? 0) > 1024 * 1024)).toBe(true);
    expect(cases.some((c) => c.chunked)).toBe(true);
  });
});

describe('requestBytes', () => {
  const base = {
    index: 0,
    method: 'POST',
    target: '/a%zz\x01',
    headers: /** @type {[string, string][]} */ ([['X', 'y']]),
    label: '',
  };

  it('writes the target byte for byte, with Host, Connection: close and the body length', () => {
    const text = requestBytes({ ...base, body: Buffer.from('{'), chunked: false }, 9000).toString('latin1');
    expect(text).toBe(
      'POST /a%zz\x01 HTTP/1.1\r\nHost: 127.0.0.1:9000\r\nX: y\r\nConnection: close\r\nContent-Length: 1\r\n\r\n{',
    );
  });

  it('frames a chunked body, and keeps a Host the case gives', () => {
    const headers = /** @type {[string, string][]} */ ([['Host', 'evil.example']]);
    const text = requestBytes({ ...base, headers, body: Buffer.from('hello'), chunked: true }, 9000).toString('latin1');
    expect(text).toBe(
      'POST /a%zz\x01 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n',
    );
  });
});

describe('the path mutations', () => {
  it.each([
    ['trailingSlash', '/mf-manifest.json?x=1', '/mf-manifest.json/?x=1'],
    ['longName', '/index.html', /^\/index\.htmla{255,}$/],
    ['encodedControl', '/x', /^\/x%[0-9a-f]{2}/],
  ])('%s turns %s into what it says', (name, path, expected) => {
    const mutate = /** @type {(random: import('./random.mjs').Random, path: string) => string} */ (
      PATH_MUTATIONS[name]
    );
    const result = mutate(seededRandom(1), path);
    if (typeof expected === 'string') expect(result).toBe(expected);
    else expect(result).toMatch(expected);
  });
});

describe('isComplete', () => {
  const head = (/** @type {string} */ text) => Buffer.from(text, 'latin1');
  it.each([
    ['a body of its Content-Length', 'HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nNot found', false, true],
    ['a body shorter than its Content-Length', 'HTTP/1.1 404 Not Found\r\nContent-Length: 9\r\n\r\nNot', false, false],
    ['the last chunk', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n0\r\n\r\n', false, true],
    ['a chunk before the last', 'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nok\r\n', false, false],
    ['the headers of a HEAD', 'HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n', true, true],
    ['an answer after 100 Continue', 'HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n', false, true],
    ['a body that ends when the server closes', 'HTTP/1.1 200 OK\r\n\r\nall', false, false],
    ['half the headers', 'HTTP/1.1 200 OK\r\nContent-Le', false, false],
  ])('%s', (_case, text, isHead, complete) => {
    expect(isComplete(head(text), isHead)).toBe(complete);
  });
});
