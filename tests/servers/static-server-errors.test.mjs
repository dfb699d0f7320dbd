import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerProblems } from '../support/fuzz/answer-problems.mjs';
import { requestBytes } from '../support/fuzz/fuzz-requests.mjs';
import { sendRaw } from '../support/fuzz/raw-http.mjs';
import { createStaticApp, listenOnFreePort } from 'site-servers';

/** @param {string} method @param {string} target @param {[string, string][]} [headers] */
const request = (method, target, headers = []) => ({
  index: 0,
  method,
  target,
  headers,
  body: null,
  chunked: false,
  label: '',
});

describe('the static server answers a bad request with a short 4xx', () => {
  /** @type {string} */
  let root;
  /** @type {{ port: number, close: () => Promise<void> }} */
  let server;
  const ask = async (/** @type {ReturnType<typeof request>} */ what) =>
    sendRaw(server.port, requestBytes(what, server.port));

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'static-errors-'));
    mkdirSync(path.join(root, 'releases/v1'), { recursive: true });
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(root, 'releases/v1/main.0123456789.js'), 'console.log(1);');
    writeFileSync(path.join(root, 'releases/v1/main.0123456789.js.map'), '{"sources":["secret.ts"]}');
    server = await listenOnFreePort(createStaticApp({ root, spa: true }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['a file named with a slash after it', '/mf-manifest.json/'],
    ['a file named with a slash after it, in a release', '/releases/v1/main.0123456789.js/'],
    ['a segment longer than a file name can be', `/${'a'.repeat(300)}.js`],
    ['a segment longer than a file name can be, below a file', `/index.html/${'a'.repeat(300)}.json`],
    ['a malformed percent-encoding', '/releases/%zz.js'],
  ])('%s: 4xx, no stack, no path of the machine', async (_case, target) => {
    for (const method of ['GET', 'HEAD', 'DELETE', 'PROPFIND']) {
      const answer = await ask(request(method, target));
      expect({ method, status: answer.status >= 400 && answer.status < 500 }).toEqual({ method, status: true });
      expect(answerProblems(answer)).toEqual([]);
    }
  });

  it('answers a range past the end 416 with the length, and nothing else', async () => {
    const answer = await ask(request('GET', '/releases/v1/main.0123456789.js', [['Range', 'bytes=999-']]));
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe('bytes */15');
    expect(answer.body.toString()).toBe('Range Not Satisfiable');
  });

  it('never sends a source map, however it is asked for', async () => {
    for (const target of [
      '/releases/v1/main.0123456789.js.map',
      '/releases/v1/main.0123456789.js%2emap',
      '/releases/v1/./main.0123456789.js.map',
    ]) {
      const answer = await ask(request('GET', target));
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
      expect(answer.body.toString()).not.toContain('secret.ts');
    }
  });

  it('answers CONNECT 405 instead of closing without a word', async () => {
    const answer = await ask(request('CONNECT', '/index.html'));
    expect(answer.status).toBe(405);
  });
});
