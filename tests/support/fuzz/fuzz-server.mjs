// Runs a seeded, bounded batch of odd requests (fuzz-requests.mjs) against one server and reports
// every answer that is wrong (answer-problems.mjs), and whether the server still answers after.
import { answerProblems } from './answer-problems.mjs';
import { fuzzCases, requestBytes } from './fuzz-requests.mjs';
import { sendRaw } from './raw-http.mjs';

/** A body above this size may be cut off by the server (an oversized upload). */
const LARGE_BODY = 1024 * 1024;

/**
 * @typedef {object} FuzzReport
 * @property {string} name
 * @property {number} seed
 * @property {number} sent
 * @property {Record<number, number>} statuses how many answers of each status
 * @property {string[]} problems one line per wrong answer: the case and what was wrong
 */

/**
 * @param {object} options
 * @param {string} options.name what the server is, for the report
 * @param {number} options.port on 127.0.0.1
 * @param {number} options.seed
 * @param {number} options.count
 * @param {string[]} options.paths the server's own paths
 * @param {[string, string][][]} [options.credentials] see fuzzCases
 * @param {(status: number) => boolean} [options.allowStatus] see answerProblems
 * @param {number} [options.concurrency]
 * @param {number} [options.timeoutMs] how long one answer may take before the server counts as stopped
 * @returns {Promise<FuzzReport>}
 */
export async function fuzzServer({
  name,
  port,
  seed,
  count,
  paths,
  credentials,
  allowStatus,
  concurrency = 4,
  timeoutMs,
}) {
  const cases = fuzzCases({ seed, count, paths, credentials });
  /** @type {Record<number, number>} */
  const statuses = {};
  /** @type {string[]} */
  const problems = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const fuzzCase = /** @type {import('./fuzz-requests.mjs').FuzzCase} */ (cases[next]);
      next += 1;
      const answer = await sendRaw(port, requestBytes(fuzzCase, port), timeoutMs);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      // A server may refuse to read a body this large and close while it is still being sent: its
      // answer can then be lost on the way (TCP), which is no fault. Whether it still answers is checked after.
      if (answer.status === 0 && !answer.timedOut && (fuzzCase.body?.length ?? 0) > LARGE_BODY) continue;
      for (const problem of answerProblems(answer, { allowStatus })) problems.push(`${fuzzCase.label}: ${problem}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  // Still there: a plain request for its first path is answered, and not with a 5xx.
  const after = await sendRaw(port, requestBytes(plain(paths[0] ?? '/'), port), timeoutMs);
  if (after.status === 0 || after.status >= 500) {
    problems.push(`after the run, GET ${paths[0]} got ${after.status || 'no answer'}: the server stopped answering`);
  }
  return { name, seed, sent: cases.length, statuses, problems };
}

/** @param {string} target @returns {import('./fuzz-requests.mjs').FuzzCase} */
const plain = (target) => ({ index: -1, method: 'GET', target, headers: [], body: null, chunked: false, label: '' });

/** A report as the test output prints it: how to replay it, and what each status counted. @param {FuzzReport} report */
export function describeReport({ name, seed, sent, statuses, problems }) {
  const counts = Object.entries(statuses)
    .map(([status, n]) => `${status === '0' ? 'none' : status}×${n}`)
    .join(' ');
  return `${name}: ${sent} requests, seed ${seed} (FUZZ_SEED=${seed} replays it): ${counts}; ${problems.length} problem(s)`;
}
