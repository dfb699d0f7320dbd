import { createServer } from 'node:http';
import { refuseConnect } from 'site-servers';
import { describeReport, fuzzServer } from './fuzz-server.mjs';

/**
 * A server on a free loopback port.
 * @param {import('node:http').RequestListener} handler
 */
async function serve(handler) {
  const server = createServer(handler);
  refuseConnect(server);
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

const run = (/** @type {number} */ port) =>
  fuzzServer({
    name: 'test server',
    port,
    seed: 11,
    count: 120,
    paths: ['/', '/mf-manifest.json', '/releases/v1/main.js'],
  });

describe('fuzzServer', () => {
  it('reports nothing for a server that answers every odd request with a short 4xx', async () => {
    const server = await serve((req, res) => {
      req.resume();
      res.writeHead(req.url === '/' ? 200 : 404, { 'content-type': 'text/plain' }).end('Not found');
    });
    try {
      const report = await run(server.port);
      expect(report.problems).toEqual([]);
      expect(report.sent).toBe(120);
      expect(describeReport(report)).toMatch(
        /^test server: 120 requests, seed 11 \(FUZZ_SEED=11 replays it\): .*; 0 problem\(s\)$/,
      );
    } finally {
      await server.close();
    }
  });

  it('reports a 500 with a stack trace for a path with a trailing slash, naming the request', async () => {
    const server = await serve((req, res) => {
      req.resume();
      if (req.url?.endsWith('/') && req.url !== '/') {
        res
          .writeHead(500)
          .end(`Error: ENOTDIR\n    at statSync (node:fs:1:2)\n    at serve (${process.cwd()}/x.mjs:3:4)`);
      } else res.writeHead(404).end('Not found');
    });
    try {
      const { problems } = await run(server.port);
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]).toMatch(/^#\d+ ".+" ".+\/" .*: answered 500$/);
      expect(problems.some((p) => p.includes('a stack trace'))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('reports a server that stops answering', async () => {
    let answered = 0;
    const server = await serve((req, res) => {
      req.resume();
      answered += 1;
      // After three requests it hangs, as a server stuck on a bad request does.
      if (answered <= 3) res.writeHead(404).end('Not found');
    });
    try {
      const { problems } = await fuzzServer({
        name: 'hangs',
        port: server.port,
        seed: 1,
        count: 12,
        timeoutMs: 1000,
        paths: ['/'],
        concurrency: 2,
      });
      expect(problems.at(-1)).toBe('after the run, GET / got no answer: the server stopped answering');
    } finally {
      await server.close();
    }
  }, 60_000);
});
