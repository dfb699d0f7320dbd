// The Markdown report of a run: the summary, then every failing and out-of-scope case with what
// the test expected and the requests it made with the backend's answers.
import { answeredAsIfDone, formatSummary } from './classify.mjs';

/** Characters of a response body shown per request. */
const BODY_CHARS = 300;

/**
 * @param {{ source: string, results: { suite: string, counts: ReturnType<typeof import('./classify.mjs').summarize>, rows: import('./classify.mjs').CaseRow[] }[] }} run
 */
export function formatReport({ source, results }) {
  const out = [
    '# supabase-js client suites against the embedded backend',
    '',
    `Source: ${source}`,
    '',
    '```',
    formatSummary(results),
    '```',
    '',
  ];
  for (const { suite, rows } of results) {
    for (const [verdict, title] of /** @type {const} */ ([
      ['fail', 'failing'],
      ['out-of-scope', 'outside the claimed scope'],
    ])) {
      const picked = rows.filter((r) => r.verdict === verdict);
      if (picked.length === 0) continue;
      out.push(`## ${suite}: ${picked.length} ${title}`, '');
      for (const row of picked) out.push(...formatCase(row), '');
    }
  }
  return out.join('\n');
}

/** @param {import('./classify.mjs').CaseRow} row */
function formatCase(row) {
  const lines = [`### ${row.file} › ${row.name}`, ''];
  if (row.reason)
    lines.push(
      `Outside the scope: ${row.reason}${answeredAsIfDone(row) ? ' — **answered as if done, not refused**' : ''}`,
      '',
    );
  const requests =
    /** @type {(import('./classify.mjs').LoggedRequest & { requestBody?: string | null, requestHeaders?: Record<string, string>, responseBody?: string, error?: string })[]} */ (
      row.requests
    );
  for (const r of requests) {
    const prefer =
      r.requestHeaders && Object.keys(r.requestHeaders).length ? ` ${JSON.stringify(r.requestHeaders)}` : '';
    const body = r.requestBody ? ` body ${r.requestBody.slice(0, BODY_CHARS)}` : '';
    const answer =
      r.status === null
        ? `no answer: ${r.error}`
        : `${r.status} ${(r.responseBody ?? '').replace(/\s+/g, ' ').slice(0, BODY_CHARS)}`;
    lines.push(`- \`${r.method} ${readable(r.path)}\`${prefer}${body} → ${answer}`);
  }
  if (requests.length === 0) lines.push('- (no request reached the backend)');
  lines.push('', '```', row.failure ?? '', '```');
  return lines;
}

/** A logged path with its query decoded where it decodes, for reading. @param {string} path */
function readable(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
