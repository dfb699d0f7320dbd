import { answerProblems } from './answer-problems.mjs';

/** @param {number} status @param {string} body @param {Record<string, string>} [headers] */
const answer = (status, body, headers = { 'content-type': 'text/plain' }) => ({
  status,
  headers,
  body: Buffer.from(body),
  timedOut: false,
});
const paths = { machinePaths: ['/work/site', '/tmp'] };

describe('answerProblems', () => {
  it('passes a short 4xx', () => {
    expect(answerProblems(answer(404, 'Not found'), paths)).toEqual([]);
    expect(answerProblems(answer(400, '{"code":"PGRST100","message":"bad"}'), paths)).toEqual([]);
  });

  it('fails a 5xx, unless it is one the real service sends', () => {
    expect(answerProblems(answer(500, 'Internal Server Error'), paths)).toEqual(['answered 500']);
    expect(answerProblems(answer(501, 'NotImplemented'), { ...paths, allowStatus: (s) => s === 501 })).toEqual([]);
  });

  it.each([
    ['a Node stack', 'Error: ENOTDIR\n    at Object.statSync (node:fs:1658:25)\n    at isFile (file:///srv/x.mjs:3:4)'],
    ['an HTML error page of express', '<pre>Error: ENOTDIR<br> &nbsp; &nbsp;at statSync (node:fs:1658:25)</pre>'],
    ['a Deno stack', 'TypeError: x\n    at handler (ext:deno_http/00_serve.ts:12:7)'],
    ['an escaped anonymous frame', '&nbsp;at Object.&lt;anonymous&gt; (/srv/x.js:1:2)'],
    ['an async frame', 'at async Promise.all (index 0)'],
  ])('finds %s in the body', (_case, body) => {
    expect(answerProblems(answer(400, body), { machinePaths: [] })).toEqual([expect.stringContaining('a stack trace')]);
  });

  it('does not read words that only look alike as a stack', () => {
    expect(answerProblems(answer(400, 'Look at the docs, chapter 3:4'), paths)).toEqual([]);
  });

  it('reads the code of a file a visitor asked for as code, not as an error page', () => {
    const script = answer(200, 'const e = "    at x (/a.js:1:2)";', { 'content-type': 'application/javascript' });
    expect(answerProblems(script, { machinePaths: [] })).toEqual([]);
  });

  it('finds a path of the machine in the body or the headers', () => {
    expect(answerProblems(answer(404, 'no such file /work/site/x'), paths)).toEqual([
      'a path of the machine (/work/site) in the answer',
    ]);
    expect(answerProblems(answer(302, '', { location: '/tmp/x' }), paths)).toEqual([
      'a path of the machine (/tmp) in the answer',
    ]);
  });

  it('fails no answer and an answer that never came', () => {
    expect(answerProblems({ ...answer(0, ''), error: 'ECONNRESET' }, paths)).toEqual([
      'the connection closed without an answer (ECONNRESET)',
    ]);
    expect(answerProblems({ ...answer(0, ''), timedOut: true }, paths)).toEqual([
      'no answer in time: the server stopped answering',
    ]);
  });
});
