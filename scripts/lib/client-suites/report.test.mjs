import { formatReport } from './report.mjs';

describe('formatReport', () => {
  /** @type {import('./classify.mjs').CaseRow[]} */
  const rows = [
    { suite: 'postgrest', file: 'test/a.test.ts', name: 'ok', verdict: 'pass', requests: [] },
    {
      suite: 'postgrest',
      file: 'test/a.test.ts',
      name: 'count on insert',
      verdict: 'fail',
      failure: 'Expected: 1\nReceived: NaN',
      requests: [{ test: 'count on insert', file: 'x', method: 'POST', path: '/rest/v1/t?select=%2A', status: 201 }],
    },
    {
      suite: 'postgrest',
      file: 'test/a.test.ts',
      name: 'csv',
      verdict: 'out-of-scope',
      reason: 'media types',
      failure: 'Snapshot',
      requests: [{ test: 'csv', file: 'x', method: 'GET', path: '/rest/v1/t', status: 200 }],
    },
  ];
  const counts = {
    pass: 1,
    passViaBackend: 0,
    fail: 1,
    outOfScope: 1,
    notRefused: 1,
    skipped: 0,
    total: 3,
    passOutOfScope: 0,
  };
  const text = formatReport({ source: '/co at v2.109.0', results: [{ suite: 'postgrest', rows, counts }] });

  it('lists each failing and out-of-scope case with its requests, answers and failure', () => {
    expect(text).toContain('Source: /co at v2.109.0');
    expect(text).toContain('## postgrest: 1 failing');
    expect(text).toContain('### test/a.test.ts › count on insert');
    expect(text).toContain('- `POST /rest/v1/t?select=*` → 201 ');
    expect(text).toContain('Expected: 1\nReceived: NaN');
    expect(text).toContain('## postgrest: 1 outside the claimed scope');
    expect(text).toContain('Outside the scope: media types — **answered as if done, not refused**');
    expect(text).not.toContain('### test/a.test.ts › ok');
  });
});
