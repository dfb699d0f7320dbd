// What a release command prints when it fails, and the status it exits with (errors.ts): one
// message and whether the live site changed, never a stack unless RELEASE_DEBUG asks for it.
import { switchesMade } from '../switching/switches-made';
import { EXIT_STATUS, kindOf } from '../errors';

const messageOf = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error));

/** The stack of `error` and of every error it was caused by. */
function stacks(error: unknown): string[] {
  if (!(error instanceof Error)) return [String(error)];
  return [error.stack ?? error.message, ...(error.cause === undefined ? [] : stacks(error.cause))];
}

/** How a failure is reported. */
export interface FailureReportOptions {
  /** live pointers switched before it failed */
  switched?: { bundle: string; version: string }[];
  /** add the stacks (RELEASE_DEBUG=1) */
  debug?: boolean;
}

/**
 * The paragraphs to print on stderr for `error`, and the exit status.
 */
export function failureReport(
  error: unknown,
  { switched = switchesMade(), debug = Boolean(process.env.RELEASE_DEBUG) }: FailureReportOptions = {},
): { status: number; lines: string[] } {
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

/** Prints the report of `error` and ends the process with its status. */
export function failCommand(error: unknown): never {
  const { status, lines } = failureReport(error);
  for (const line of lines) console.error(`\n${line}`);
  process.exit(status);
}
