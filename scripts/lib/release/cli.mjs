// Shared plumbing of the release commands' entries: their arguments, the target and the
// after-switch tools they give the release package's commands, and how a failure is printed.
import { parseArgs } from 'node:util';
import {
  EXIT_STATUS,
  UsageError,
  bundleNamed,
  checkedValues,
  commandTarget,
  failCommand,
  healthJournal,
  siteRenderer,
} from 'release';
import { keyHeaders } from '../backend-key-headers.mjs';
import { resolveBackend } from '../site-backend.mjs';

/** How every command's usage names its deployment target (release: targets/open-target.ts). */
export const TARGET_USAGE = `env RELEASE_TARGET  deployment target: a folder, or s3://bucket[/prefix] with the AWS SDK's
                      AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION
                      (default: RELEASE_TARGET_DIR, else .local/cdn, what npm start serves)
  env RELEASE_LOCK_WAIT_SECONDS  how long to wait while another release holds the lock (default 300)

  exit status: 0 done, 1 refused by the checks, 2 usage, 3 locked by another release,
               4 target misconfigured or unreachable, 5 unexpected fault (RELEASE_DEBUG=1 shows where)`;

/** `--help`, which every command takes. */
const HELP = /** @type {const} */ ({ help: { type: 'boolean', short: 'h' } });

/**
 * What a command checks of its arguments beyond their numbers (the release package's checkedValues checks those):
 * which options go together. It throws to refuse them.
 * @typedef {(parsed: { values: Record<string, unknown>, named: Record<string, string> }) => void} ArgumentCheck
 */

/**
 * Parses `[<bundle>] [<name>…] [--option value]…`: the bundle is null only when `siteWide` allows
 * leaving it out; `names` are the positionals a command takes after the bundle, all required.
 * Every number is checked (checkedValues), then `check`. A mistake ends the process with its
 * usage (status 2), before the command does anything; a target it cannot use, with status 4.
 * @template {import('node:util').ParseArgsOptionsConfig} O
 * @param {string} usage printed on a mistake
 * @param {O} options the command's own options (`--help` is added)
 * @param {boolean} siteWide
 * @param {string[]} [names]
 * @param {ArgumentCheck} [check]
 */
function parse(usage, options, siteWide, names = [], check = () => {}) {
  const parsed = parseArguments(usage, options, siteWide, names, check);
  try {
    const target = commandTarget();
    // What follows each switch (after-switch.ts): every change goes to the release journal of the
    // site's backend too, and the first screens are rendered for the live site it left.
    return { ...parsed, target, journal: siteJournal(), render: siteRenderer(target) };
  } catch (error) {
    return failCommand(error);
  }
}

/**
 * The release journal of the site's backend: the project SUPABASE_URL + SUPABASE_SECRET_KEY name,
 * else the local backend (as the canary's watcher reads telemetry), resolved on its first write.
 * @param {{ env?: Record<string, string | undefined>, log?: (line: string) => void }} [options]
 * @returns {import('release').Journal}
 */
export function siteJournal({ env = process.env, log = console.log } = {}) {
  return healthJournal({
    backend: async () => {
      const { url, secretKey } = await resolveBackend(env, () => import('local-backend'));
      return { url, headers: keyHeaders(secretKey) };
    },
    log,
  });
}

/**
 * @template {import('node:util').ParseArgsOptionsConfig} O
 * @param {string} usage @param {O} options @param {boolean} siteWide @param {string[]} names
 * @param {ArgumentCheck} check
 */
function parseArguments(usage, options, siteWide, names, check) {
  try {
    const args = process.argv.slice(2);
    if (parseArgs({ args, options: HELP, strict: false, allowPositionals: true }).values.help === true) {
      console.log(usage);
      process.exit(0);
    }
    const { values, positionals } = parseArgs({ args, options: { ...options, ...HELP }, allowPositionals: true });
    /** @type {Record<string, string>} */
    const none = {};
    if (siteWide && !positionals.length) {
      check({ values, named: none });
      return { bundle: null, values, named: none, numbers: checkedValues(values) };
    }
    if (positionals.length !== 1 + names.length) {
      const article = (/** @type {string} */ name) => `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
      const wanted = names.length ? `Name a bundle and ${names.map(article).join(' and ')}.` : null;
      throw new UsageError(wanted ?? (siteWide ? 'Name one bundle, or none.' : 'Name exactly one bundle.'));
    }
    /** @type {Record<string, string>} */
    const named = Object.fromEntries(names.map((name, index) => [name, String(positionals[index + 1])]));
    const bundle = bundleNamed(positionals[0]);
    const numbers = checkedValues({ ...values, ...named }, bundle.name);
    check({ values, named });
    return { bundle, values, named, numbers };
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(EXIT_STATUS.usage);
  }
}

/**
 * Parses `<bundle> [<name>…] [--option value]…`.
 * @template {import('node:util').ParseArgsOptionsConfig} O
 * @param {string} usage printed on a mistake
 * @param {O} options the command's own options (`--help` is added)
 * @param {string[]} [names] what the command names after the bundle (promote: its version)
 * @param {ArgumentCheck} [check] which options go together
 */
export function parseCommand(usage, options, names = [], check = undefined) {
  const parsed = parse(usage, options, false, names, check);
  // Without siteWide, parse names a bundle or ends the process.
  return { ...parsed, bundle: /** @type {import('release').Bundle} */ (parsed.bundle) };
}

/**
 * Parses `[<bundle>] [--option value]…` for a command that acts on the whole site without a bundle.
 * @template {import('node:util').ParseArgsOptionsConfig} O
 * @param {string} usage @param {O} options
 */
export function parseSiteCommand(usage, options) {
  return parse(usage, options, true);
}

/**
 * Runs a command; any failure prints one message and exits with the status of its kind
 * (the release package's errors.ts), never with a stack unless RELEASE_DEBUG is set.
 * @param {() => Promise<unknown>} fn
 */
export async function runCommand(fn) {
  try {
    await fn();
  } catch (error) {
    failCommand(error);
  }
}
