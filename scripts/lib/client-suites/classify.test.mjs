import {
  answeredAsIfDone,
  classifyReport,
  findScopeEntry,
  formatSummary,
  shortFailure,
  summarize,
} from './classify.mjs';

const packageDir = '/co/packages/core/postgrest-js';
const file = `${packageDir}/test/basic.test.ts`;
/** @param {string} title @param {string} status @param {string[]} [failureMessages] */
const jestCase = (title, status, failureMessages = []) => ({
  ancestorTitles: ['basic'],
  title,
  fullName: `basic ${title}`,
  status,
  failureMessages,
});
/** @param {string} test @param {string} method @param {string} path @param {number | null} status */
const request = (test, method, path, status) => ({ test, file, method, path, status });

/** @type {import('./classify.mjs').ScopeEntry[]} */
const scope = [
  { suite: 'postgrest', file: 'test/basic.test.ts', test: 'csv', reason: 'media types' },
  { suite: 'postgrest', request: /^GET \/rest\/v1\/other\b/, reason: 'other route' },
];

describe('classifyReport', () => {
  const report = {
    testResults: [
      {
        name: file,
        status: 'failed',
        assertionResults: [
          jestCase('select', 'passed'),
          jestCase('csv', 'failed', [
            '\u001b[31mExpected 406\u001b[39m\n    at Object.<anonymous> (basic.test.ts:3:1)',
          ]),
          jestCase('count', 'failed', ['Expected: 3']),
          jestCase('routed', 'failed', ['Expected: []']),
          jestCase('later', 'pending'),
        ],
      },
      {
        name: `${packageDir}/test/broken.test.ts`,
        status: 'failed',
        message: 'Cannot find module zod',
        assertionResults: [],
      },
    ],
  };
  const requests = [
    request('basic csv', 'GET', '/rest/v1/users', 200),
    request('basic routed', 'GET', '/rest/v1/other?x=1', 404),
    request('basic count', 'POST', '/rest/v1/users', 201),
    request('basic select', 'GET', '/rest/v1/users', 200),
  ];
  const rows = classifyReport({ suite: 'postgrest', packageDir, report, scope, requests });
  const byName = Object.fromEntries(rows.map((r) => [r.name, r]));

  it('gives each case one verdict, relative file names and its own requests', () => {
    expect(rows.map((r) => [r.name, r.verdict])).toEqual([
      ['basic select', 'pass'],
      ['basic csv', 'out-of-scope'],
      ['basic count', 'fail'],
      ['basic routed', 'out-of-scope'],
      ['basic later', 'skipped'],
      ['(file did not run)', 'fail'],
    ]);
    expect(byName['basic csv']).toMatchObject({
      file: 'test/basic.test.ts',
      reason: 'media types',
      failure: 'Expected 406',
    });
    expect(byName['basic count']?.requests).toEqual([requests[2]]);
    expect(byName['(file did not run)']).toMatchObject({
      file: 'test/broken.test.ts',
      failure: 'Cannot find module zod',
    });
  });

  it('counts the verdicts, and out-of-scope cases the backend answered as if done', () => {
    expect(summarize(rows, scope)).toEqual({
      pass: 1,
      passViaBackend: 1,
      fail: 2,
      outOfScope: 2,
      notRefused: 1,
      skipped: 1,
      total: 6,
      passOutOfScope: 0,
    });
    expect(answeredAsIfDone(/** @type {import('./classify.mjs').CaseRow} */ (byName['basic csv']))).toBe(true);
    expect(answeredAsIfDone(/** @type {import('./classify.mjs').CaseRow} */ (byName['basic routed']))).toBe(false);
  });
});

describe('findScopeEntry', () => {
  const entry = { suite: 'auth', request: /^POST \/auth\/v1\/otp\b/, reason: 'email flows' };
  const at = (/** @type {number | null} */ status) => ({
    suite: 'auth',
    file: 'test/a.test.ts',
    name: 'otp',
    requests: [{ test: 'otp', file: 'x', method: 'POST', path: '/auth/v1/otp', status }],
  });

  it('takes a request entry only when the backend refused that request', () => {
    expect(findScopeEntry([entry], at(404))).toBe(entry);
    expect(findScopeEntry([entry], at(200))).toBeUndefined();
    expect(findScopeEntry([entry], at(null))).toBeUndefined();
  });

  it('matches names by substring or pattern, and only in its own suite and file', () => {
    const byName = { suite: 'auth', file: 'test/a.test.ts', test: /^MFA /, reason: 'mfa' };
    expect(findScopeEntry([byName], { suite: 'auth', file: 'test/a.test.ts', name: 'MFA enroll' })).toBe(byName);
    expect(findScopeEntry([byName], { suite: 'auth', file: 'test/b.test.ts', name: 'MFA enroll' })).toBeUndefined();
    expect(findScopeEntry([byName], { suite: 'storage', file: 'test/a.test.ts', name: 'MFA enroll' })).toBeUndefined();
    expect(
      findScopeEntry([byName], { suite: 'auth', file: 'test/a.test.ts', name: 'WebAuthn MFA enroll' }),
    ).toBeUndefined();
  });
});

describe('shortFailure', () => {
  it('drops colours, stack frames and blank lines, and keeps the first lines', () => {
    const message = [
      '\u001b[2mexpect(received).toBe(expected)\u001b[22m',
      '',
      'Expected: 1',
      '    at foo (x.ts:1:1)',
      ...Array.from({ length: 30 }, (_, i) => `line ${i}`),
    ].join('\n');
    const short = shortFailure(message).split('\n');
    expect(short.slice(0, 3)).toEqual(['expect(received).toBe(expected)', 'Expected: 1', 'line 0']);
    expect(short).toHaveLength(14);
  });
});

describe('formatSummary', () => {
  it('prints one aligned line per suite', () => {
    const counts = {
      pass: 120,
      passViaBackend: 80,
      fail: 3,
      outOfScope: 40,
      notRefused: 5,
      skipped: 0,
      total: 163,
      passOutOfScope: 2,
    };
    expect(formatSummary([{ suite: 'postgrest', counts }]).split('\n')).toEqual([
      'suite      pass  (via backend)  fail  out of scope  (not refused)  skipped  total',
      'postgrest   120             80     3            40              5        0    163',
    ]);
  });
});
