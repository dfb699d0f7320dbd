import express from 'express';
import { connect } from 'node:net';
import { answerProblems } from './fuzz/answer-problems.mjs';
import { requestBytes } from './fuzz/fuzz-requests.mjs';
import { sendRaw } from './fuzz/raw-http.mjs';
import { answerErrors, statusOfError } from './http-answers.mjs';
import { listenOnFreePort } from './release/free-port.mjs';

describe('statusOfError', () => {
  it.each([
    [Object.assign(new Error('bad'), { status: 400 }), 400],
    [Object.assign(new Error('range'), { statusCode: 416 }), 416],
    [Object.assign(new Error('odd'), { status: 302 }), 500],
    [Object.assign(new Error('fault'), { status: 503 }), 500],
    [new Error('ENOTDIR: not a directory, stat /srv/site/index.html/'), 500],
    ['a string', 500],
    [null, 500],
  ])('%#: %s is answered %i', (error, status) => {
    expect(statusOfError(error)).toBe(status);
  });
});

describe('answerErrors', () => {
  it("answers a fault 500 with the status's text, and writes the stack to the log only", async () => {
    /** @type {string[]} */
    const logged = [];
    const app = express();
    app.get('/fault', () => {
      throw new Error('ENAMETOOLONG: name too long, stat /srv/site/releases/x');
    });
    app.get('/bad', (_req, _res, next) =>
      next(Object.assign(new Error('Failed to decode param /srv/x'), { status: 400 })),
    );
    app.use(answerErrors((line) => logged.push(line)));
    const server = await listenOnFreePort(app);
    try {
      const ask = (/** @type {string} */ target) =>
        sendRaw(
          server.port,
          requestBytes(
            { index: 0, method: 'GET', target, headers: [], body: null, chunked: false, label: '' },
            server.port,
          ),
        );
      const fault = await ask('/fault');
      expect([fault.status, fault.body.toString()]).toEqual([500, 'Internal Server Error']);
      expect(answerProblems(fault, { machinePaths: ['/srv/site'], allowStatus: () => true })).toEqual([]);
      expect(logged.join('\n')).toContain('ENAMETOOLONG');
      const bad = await ask('/bad');
      expect([bad.status, bad.body.toString()]).toEqual([400, 'Bad Request']);
      expect(logged).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

describe('refuseConnect', () => {
  /** Sends CONNECT and what follows it, never ending this side; resolves with what came back once closed. @param {number} port @param {Buffer} after */
  const connectTo = (port, after) =>
    new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port });
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', () => {});
      socket.on('close', () => resolve(text));
      socket.write(
        Buffer.concat([Buffer.from('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n'), after]),
      );
    });

  it('answers CONNECT 405', async () => {
    const server = await listenOnFreePort(express());
    try {
      expect(await connectTo(server.port, Buffer.alloc(0))).toMatch(/^HTTP\/1\.1 405 /);
    } finally {
      await server.close();
    }
  });

  it('closes the socket it answered, even while the client is still sending: the server can stop', async () => {
    const server = await listenOnFreePort(express());
    // The server never reads this, so the client cannot finish writing it: only the server can end it.
    await connectTo(server.port, Buffer.alloc(16 * 1024 * 1024));
    await server.close();
  }, 10_000);
});
