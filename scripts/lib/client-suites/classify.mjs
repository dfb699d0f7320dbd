// From jest's JSON report of a client suite to one verdict per case: pass, fail, outside the
// backend's claimed scope (a failing case the scope list names), or skipped by the suite itself.
import path from 'node:path';

/**
 * @typedef {{ ancestorTitles: string[], title: string, fullName: string, status: string, failureMessages: string[] }} JestCase
 * @typedef {{ name: string, status: string, message?: string, assertionResults: JestCase[] }} JestFile
 * @typedef {{ testResults: JestFile[] }} JestReport
 * @typedef {{ suite: string, file?: string, test?: string | RegExp, request?: RegExp, reason: string }} ScopeEntry
 * @typedef {{ test: string | null, file: string | null, method: string, path: string, status: number | null }} LoggedRequest
 * @typedef {'pass' | 'fail' | 'out-of-scope' | 'skipped'} Verdict
 * @typedef {{ suite: string, file: string, name: string, verdict: Verdict, reason?: string, failure?: string, requests: LoggedRequest[] }} CaseRow
 */

/** Lines of a failure message kept in a row: the assertion and its expected/received lines. */
const FAILURE_LINES = 14;

/**
 * The scope entry that covers a case, if any: same suite; same file (an entry without `file`:
 * any); a test name that contains the entry's string or matches its pattern (without `test`: any);
 * and, for an entry with `request`, a request of the case (`METHOD /path`) that the pattern matches
 * and the backend refused, i.e. the case was stopped by the route the entry names.
 * @param {ScopeEntry[]} scope
 * @param {{ suite: string, file: string, name: string, requests?: LoggedRequest[] }} testCase
 */
export function findScopeEntry(scope, { suite, file, name, requests = [] }) {
  return scope.find(
    (e) =>
      e.suite === suite &&
      (e.file === undefined || e.file === file) &&
      (e.test === undefined || (typeof e.test === 'string' ? name.includes(e.test) : e.test.test(name))) &&
      (e.request === undefined ||
        requests.some(
          (r) =>
            r.status !== null && r.status >= 400 && /** @type {RegExp} */ (e.request).test(`${r.method} ${r.path}`),
        )),
  );
}

/**
 * One row per case of the report (a file that could not run at all is one row named after it).
 * @param {{ suite: string, packageDir: string, report: JestReport, scope: ScopeEntry[], requests?: LoggedRequest[] }} input
 * @returns {CaseRow[]}
 */
export function classifyReport({ suite, packageDir, report, scope, requests = [] }) {
  /** @type {CaseRow[]} */
  const rows = [];
  for (const fileResult of report.testResults) {
    const file = path.relative(packageDir, fileResult.name).split(path.sep).join('/');
    const ofFile = requests.filter((r) => r.file === fileResult.name);
    const cases = fileResult.assertionResults.length
      ? fileResult.assertionResults
      : [
          {
            ancestorTitles: [],
            title: '(file did not run)',
            fullName: '(file did not run)',
            status: 'failed',
            failureMessages: [fileResult.message ?? ''],
          },
        ];
    for (const c of cases) {
      const name = c.fullName || [...c.ancestorTitles, c.title].join(' ');
      const base = { suite, file, name, requests: ofFile.filter((r) => r.test === name) };
      if (c.status === 'passed') rows.push({ ...base, verdict: 'pass' });
      else if (c.status !== 'failed') rows.push({ ...base, verdict: 'skipped' });
      else {
        const entry = findScopeEntry(scope, base);
        const failure = shortFailure(c.failureMessages.join('\n'));
        rows.push(
          entry
            ? { ...base, verdict: 'out-of-scope', reason: entry.reason, failure }
            : { ...base, verdict: 'fail', failure },
        );
      }
    }
  }
  return rows;
}

/**
 * The first lines of a jest failure message without colour codes or stack frames.
 * @param {string} message
 */
export function shortFailure(message) {
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').filter((l) => !/^\s+at /.test(l) && l.trim() !== '');
  return lines.slice(0, FAILURE_LINES).join('\n');
}

/**
 * Whether an out-of-scope case was answered as if the backend did what it asked: it reached the
 * backend and no answer was a refusal (3xx-5xx). The README's promise for what it does not
 * implement is a clear refusal, so these are listed apart.
 * @param {CaseRow} row
 */
export function answeredAsIfDone(row) {
  return row.requests.length > 0 && row.requests.every((r) => r.status !== null && r.status < 300);
}

/**
 * Counts per verdict; `passViaBackend` counts passing cases that sent the backend a request (the
 * suites also hold unit tests with a mocked fetch), `notRefused` out-of-scope cases
 * {@link answeredAsIfDone}, and `passOutOfScope` passing cases the scope list also names.
 * @param {CaseRow[]} rows
 * @param {ScopeEntry[]} scope
 */
export function summarize(rows, scope) {
  const count = (/** @type {Verdict} */ v) => rows.filter((r) => r.verdict === v).length;
  return {
    pass: count('pass'),
    passViaBackend: rows.filter((r) => r.verdict === 'pass' && r.requests.length > 0).length,
    fail: count('fail'),
    outOfScope: count('out-of-scope'),
    notRefused: rows.filter((r) => r.verdict === 'out-of-scope' && answeredAsIfDone(r)).length,
    skipped: count('skipped'),
    total: rows.length,
    passOutOfScope: rows.filter((r) => r.verdict === 'pass' && findScopeEntry(scope, r)).length,
  };
}

/**
 * A plain-text table, one line per suite.
 * @param {{ suite: string, counts: ReturnType<typeof summarize> }[]} results
 */
export function formatSummary(results) {
  const header = ['suite', 'pass', '(via backend)', 'fail', 'out of scope', '(not refused)', 'skipped', 'total'];
  const lines = results.map(({ suite, counts: c }) =>
    [suite, c.pass, c.passViaBackend, c.fail, c.outOfScope, c.notRefused, c.skipped, c.total].map(String),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  const row = (/** @type {string[]} */ cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  return [row(header), ...lines.map(row)].join('\n');
}
