// The static server of a bundle's folder (site-servers) with the release system's rule of one
// spelling per file (release-layout's refusedSpelling), as the release package's serving/remote-app.ts serves a
// folder target; every odd spelling the request fuzzer makes (support/fuzz/fuzz-paths.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStaticApp } from 'site-servers';
import { refusedSpelling } from 'release-layout';
import { CANONICAL_LOOKALIKES, oddSpellings } from '../support/fuzz/fuzz-paths.mjs';
import { rawGet } from '../../scripts/lib/test-support/raw-get.mjs';

describe('createStaticApp and the spelling of a path', () => {
  const FILE = '/releases/v1/main.0123456789.js';
  /** @type {string} */
  let work;
  /** @type {import('node:http').Server} */
  let server;
  let port = 0;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'static-spelling-'));
    mkdirSync(path.join(work, 'releases', 'v1'), { recursive: true });
    writeFileSync(path.join(work, ...FILE.split('/')), 'console.log(1);\n');
    writeFileSync(path.join(work, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(work, 'index.html'), '<!doctype html><title>the app</title>');
    server = createServer(createStaticApp({ root: work, spa: true, refusedSpelling }));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
    port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(work, { recursive: true, force: true });
  });

  const PAGE = { accept: 'text/html' };

  it.each(Object.entries(oddSpellings(FILE)).filter(([name]) => !CANONICAL_LOOKALIKES.includes(name)))(
    'answers a release file spelled %s (%s) with 404, for a script and a page load alike',
    async (_name, pathname) => {
      expect((await rawGet(port, pathname)).status).toBe(404);
      expect((await rawGet(port, pathname, { headers: PAGE })).status).toBe(404);
    },
  );

  it('serves a file at its canonical spelling only', async () => {
    expect((await rawGet(port, FILE)).status).toBe(200);
    expect((await rawGet(port, '/favicon.svg')).status).toBe(200);
    for (const pathname of [
      '/./favicon.svg',
      '//favicon.svg',
      '/favicon.svg/',
      '/%66avicon.svg',
      '/x/../favicon.svg',
    ]) {
      expect({ pathname, status: (await rawGet(port, pathname)).status }).toEqual({ pathname, status: 404 });
    }
  });

  it('leaves page loads outside the releases to the pages, whatever their spelling', async () => {
    for (const pathname of ['/services', '/services/', '/./services', '//services']) {
      const answer = await rawGet(port, pathname, { headers: PAGE });
      expect({ pathname, status: answer.status, body: answer.body.toString() }).toEqual({
        pathname,
        status: 200,
        body: '<!doctype html><title>the app</title>',
      });
    }
  });
});
