import { LOCAL_PUBLISHABLE_KEY } from '../keys';
import { localProjectKeys } from '../project-keys';
import { rawRequest, requestHead } from '../test-support/raw-http';
import type { BackendContext } from './context';
import { createOriginPolicy } from './cors';
import { listenOnLoopback, type Listeners } from './listen';
import { createRouter } from './router';

// The gateway on its own, with a database that failed to open: a request that reaches a handler
// meets a genuine fault (whose message names a folder of this machine), and what the gateway
// refuses by itself is refused before any handler runs.
const SECRET_PATH = '/work/secret/data-folder';
const errorLines: string[] = [];
let listeners: Listeners;

beforeAll(async () => {
  const ready = Promise.reject<BackendContext>(new Error(`could not open ${SECRET_PATH}/PG_VERSION`));
  ready.catch(() => {});
  const router = createRouter({
    ready,
    allowOrigin: createOriginPolicy(),
    keys: await localProjectKeys('new'),
    log: () => {},
    logError: (line) => errorLines.push(line),
  });
  listeners = await listenOnLoopback(router, 0, () => {});
});
afterAll(() => listeners?.close());

const get = (target: string, method = 'GET') =>
  rawRequest(listeners.port, requestHead(method, target, { apikey: LOCAL_PUBLISHABLE_KEY }));

describe('a fault inside the backend', () => {
  it.each([
    ['/rest/v1/resources', { code: 'PGRSTX00', message: 'Internal server error', details: null, hint: null }],
    ['/auth/v1/settings', { code: 500, error_code: 'unexpected_failure', msg: expect.any(String) }],
    [
      '/storage/v1/object/public/resources/a.pdf',
      { statusCode: '500', code: 'internal', error: 'internal', message: expect.any(String) },
    ],
    ['/functions/v1/validate-company-email', { code: 'INTERNAL_ERROR', message: expect.any(String) }],
    ['/health', { message: 'An unexpected error occurred' }],
  ])('%s: a generic 500 in the service shape, the details in the error log only', async (target, shape) => {
    errorLines.length = 0;
    const answer = await get(target);
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual(shape);
    expect(answer.body).not.toContain(SECRET_PATH);
    expect(answer.body).not.toMatch(/\bat .+:\d+:\d+/);
    expect(errorLines.join('\n')).toContain(SECRET_PATH);
  });
});

describe('a path that is not valid percent-encoding', () => {
  it.each([
    ['/rest/v1/%', { code: 'PGRST100', message: expect.any(String), details: null, hint: null }],
    ['/rest/v1/resources%zz', { code: 'PGRST100', message: expect.any(String), details: null, hint: null }],
    ['/rest/v1/resources%c0%af', { code: 'PGRST100', message: expect.any(String), details: null, hint: null }],
    ['/auth/v1/settings%', { code: 400, error_code: 'validation_failed', msg: expect.any(String) }],
    [
      '/storage/v1/object/resources/a%zz.pdf',
      { statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: expect.any(String) },
    ],
    ['/functions/v1/export-leads%', { code: 'BAD_REQUEST', message: expect.any(String) }],
    ['/%ff', { message: 'Bad request' }],
  ])('%s: 400 in the service shape, before any service reads it', async (target, shape) => {
    const answer = await get(target);
    expect([answer.status, JSON.parse(answer.body)]).toEqual([400, shape]);
  });
});

describe('request targets and methods the gateway refuses itself', () => {
  it.each([
    ['a path starting with //', 404, 'GET', '//'],
    ['an absolute URL with a port past 65535', 400, 'GET', 'http://x:99999/rest/v1/resources'],
    ['the asterisk form', 400, 'OPTIONS', '*'],
    ['CONNECT', 405, 'CONNECT', '127.0.0.1:5432'],
    ['a method Node does not know (FOO)', 405, 'FOO', '/rest/v1/resources'],
    ['a method that is not a token', 400, 'G\x00ET', '/rest/v1/resources'],
  ])('%s: answered %i with a JSON message', async (_label, status, method, target) => {
    const answer = await get(target, method);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
  });

  it('answers headers over the size limit 431 with a JSON message', async () => {
    const answer = await rawRequest(listeners.port, requestHead('GET', '/health', { 'X-Big': 'x'.repeat(20_000) }));
    expect([answer.status, JSON.parse(answer.body)]).toEqual([431, { message: 'Request header fields too large' }]);
  });
});
