// What a release command prints when it fails, and the status it exits with (the release package's errors.ts): one
// message and whether the live site changed, never a stack unless RELEASE_DEBUG asks for it.
import { EXIT_STATUS, kindOf, switchesMade } from 'release';

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message || error.name : String(error));

/** The stack of `error` and of every error it was caused by. @param {unknown} error @returns {string[]} */
function stacks(error) {
  if (!(error instanceof Error)) return [String(error)];
  return [error.stack ?? error.message, ...(error.cause === undefined ? [] : stacks(error.cause))];
}

/**
 * @param {unknown} error
 * @param {object} [options]
 * @param {{ bundle: string, version: string }[]} [options.switched] live pointers switched before it failed
 * @param {boolean} [options.debug] add the stacks (RELEASE_DEBUG=1)
 * @returns {{ status: number, lines: string[] }} the paragraphs to print on stderr, and the exit status
 */
export function failureReport(error, { switched = switchesMade(), debug = Boolean(process.env.RELEASE_DEBUG) } = {}) {
  const kind = kindOf(error);
  // A foreseen failure's message is written for people; anything else gets its first line only,
  // which says what failed (the rest is where, for whoever debugs it).
  const lines = [
    kind === 'fault'
      ? `✖ ${messageOf(error).split('\n')[0]} (an unexpected fault; RELEASE_DEBUG=1 prints where it happened)`
      : `✖ ${messageOf(error)}`,
  ];
  if (switched.length) {
    const list = switched.map(({ bundle, version }) => `${bundle} ${version}`).join(', ');
    lines.push(`Switched before it stopped: ${list} (live now; see npm run releases).`);
  } else if (kind !== 'usage') {
    lines.push('Nothing was switched: the live site is unchanged.');
  }
  if (debug) lines.push(...stacks(error));
  return { status: EXIT_STATUS[kind], lines };
}

/**
 * Prints the report of `error` and ends the process with its status.
 * @param {unknown} error @returns {never}
 */
export function failCommand(error) {
  const { status, lines } = failureReport(error);
  for (const line of lines) console.error(`\n${line}`);
  process.exit(status);
}
