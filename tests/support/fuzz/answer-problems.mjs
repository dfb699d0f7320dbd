// What is wrong with a server's answer to a bad request: a 5xx, no answer at all, a stack trace, or
// a path of the machine it runs on.
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's folder, the temporary folder and the home folder: none is any visitor's business. */
export const MACHINE_PATHS = [
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..'),
  tmpdir(),
  homedir(),
].filter((folder) => folder.length > 1);

/**
 * A frame of a Node, Deno or browser stack, wherever it stands (an HTML error page escapes its
 * lines): `at fn (/file.js:1:2)`, `at file:///x.ts:3:4`, `at node:internal/x:5:6`, `at async Promise.all (index 0)`.
 */
const STACK_FRAME =
  /(?:^|[\s>;])at (?:async )?(?:[\w$.<>&;[\]]+ )?\(?(?:(?:\/|file:\/\/|node:|deno:|ext:)[^\s()]*:\d+:\d+|index \d+\))/m;

/** Bodies that are files a visitor asked for: code may spell anything, and binaries are not text. */
const FILE_TYPES = /^(application\/(javascript|wasm|pdf|octet-stream)|text\/javascript|image\/|video\/|audio\/|font\/)/;

/**
 * @param {import('./raw-http.mjs').RawAnswer} answer
 * @param {{ machinePaths?: string[], allowStatus?: (status: number) => boolean }} [options]
 *   `allowStatus`: a 5xx the real service sends too (S3's 501 NotImplemented)
 * @returns {string[]}
 */
export function answerProblems(answer, { machinePaths = MACHINE_PATHS, allowStatus = () => false } = {}) {
  if (answer.timedOut) return ['no answer in time: the server stopped answering'];
  if (answer.status === 0)
    return [`the connection closed without an answer${answer.error ? ` (${answer.error})` : ''}`];
  const problems = [];
  if (answer.status >= 500 && !allowStatus(answer.status)) problems.push(`answered ${answer.status}`);
  const text = answer.body.toString('utf8');
  const isFile = answer.status < 300 && FILE_TYPES.test(answer.headers['content-type'] ?? '');
  if (!isFile && STACK_FRAME.test(text))
    problems.push(`a stack trace in the body: ${JSON.stringify(text.slice(0, 300))}`);
  const seen = [text, ...Object.values(answer.headers)].join('\n');
  for (const folder of machinePaths) {
    if (seen.includes(folder)) problems.push(`a path of the machine (${folder}) in the answer`);
  }
  return problems;
}
