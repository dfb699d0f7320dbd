import express from 'express';
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
