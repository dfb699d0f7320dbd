import { BEACON_LIMITS, UNKNOWN_BUNDLE } from 'telemetry-contract';
import { SHELL_BUNDLE, type KnownRelease, type ReleaseBook } from './release-book';
import { cutText, scrubFrame, scrubMessage } from './scrub-message';

export interface StackFrame {
  url: string;
  line: number;
  column: number;
}

/** Chrome and Edge: `    at fn (https://…/main.js:1:2)` or `    at https://…/main.js:1:2`. */
const CHROMIUM_FRAME = /^\s*at (?:.*? \(|\()?(.+?):(\d+):(\d+)\)?\s*$/;
/** Firefox and Safari: `fn@https://…/main.js:1:2`, `@https://…/main.js:1:2`, `global code@…`. */
const GECKO_FRAME = /^\s*(?:[^@]*@)?(\S+?):(\d+):(\d+)\s*$/;

/** The frames of a stack with a script location, top first (native and anonymous ones are skipped). */
export function parseStack(stack: string | undefined): StackFrame[] {
  const frames: StackFrame[] = [];
  for (const line of (stack ?? '').split('\n')) {
    const [, url, row, column] = CHROMIUM_FRAME.exec(line) ?? GECKO_FRAME.exec(line) ?? [];
    if (url && row && column && !url.startsWith('<')) frames.push({ url, line: +row, column: +column });
  }
  return frames;
}

/**
 * A frame as sent, scrubbed (scrub-text.ts keeps its release readable): `<bundle>@<version>/<file>:<line>:<column>`
 * in a release, else its path without origin or query.
 */
function frameText({ url, line, column }: StackFrame, release: KnownRelease | null): string {
  const clean = url.replace(/[?#].*$/, '');
  if (release) {
    const file = `${release.bundle}@${release.version}/${clean.slice(release.base.length)}`;
    return cutText(scrubFrame(`${file}:${line}:${column}`), BEACON_LIMITS.maxFrameLength);
  }
  let path = clean;
  try {
    path = new URL(clean).pathname;
  } catch {
    // Not a URL (`native`, `eval`): kept as the browser wrote it.
  }
  // A script is a file; anything else is a page's own inline script, at an address a visitor may have typed.
  const file = /\.m?js$/i.test(path) ? path : '(page)';
  return cutText(scrubFrame(`${file}:${line}:${column}`), BEACON_LIMITS.maxFrameLength);
}

/** What is known of an error as it happened. */
export interface ErrorReport {
  message: string;
  stack?: string;
  /** The script the browser says it was thrown in (an error event's filename). */
  source?: string;
}

/** An error as it is sent, with the bundle it is counted for. */
export interface AttributedError {
  bundle: string;
  message: string;
  frames: string[];
}

/**
 * The bundle an error came from, by the scripts in its stack: the topmost frame in a remote's
 * release (the shell's code, React or shared-ui, runs on behalf of the remote that called it),
 * else the shell's when a frame is in its release or on the page's own origin, else unknown (a
 * cross-origin "Script error.", a browser extension, an error with no location at all).
 */
export function attributeError(report: ErrorReport, book: ReleaseBook): AttributedError {
  const frames = parseStack(report.stack);
  const located = frames.map((frame) => ({ frame, release: book.find(frame.url) }));
  const urls = [...frames.map((frame) => frame.url), ...(report.source ? [report.source] : [])];
  const releases = urls.map((url) => book.find(url));
  const remote = releases.find((release) => release && release.bundle !== SHELL_BUNDLE);
  const bundle =
    remote?.bundle ??
    (releases.some(Boolean) || urls.some((url) => book.onPageOrigin(url)) ? SHELL_BUNDLE : UNKNOWN_BUNDLE);
  return {
    bundle,
    message: scrubMessage(report.message),
    frames: located.slice(0, BEACON_LIMITS.maxFrames).map(({ frame, release }) => frameText(frame, release)),
  };
}
