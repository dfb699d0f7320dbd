// The answers of the site's servers to what goes wrong (site-servers' answerErrors), checked as
// the request fuzzer checks every answer: no stack, no path of the machine.
import express from 'express';
import { answerErrors, listenOnFreePort } from 'site-servers';
import { answerProblems } from '../support/fuzz/answer-problems.mjs';
import { requestBytes } from '../support/fuzz/fuzz-requests.mjs';
import { sendRaw } from '../support/fuzz/raw-http.mjs';

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
