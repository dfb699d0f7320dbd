// Shared plumbing of the release commands: arguments, and how a refusal is printed.
import { parseArgs } from 'node:util';
import { bundleNamed } from './bundles.mjs';
import { RefusedError, UsageError } from './errors.mjs';
import { openTarget } from './targets/open-target.mjs';

/** How every command's usage names its deployment target (targets/open-target.mjs). */
export const TARGET_USAGE = `env RELEASE_TARGET  deployment target: a folder, or s3://bucket[/prefix] with the AWS SDK's
                      AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION
                      (default: RELEASE_TARGET_DIR, else .local/cdn, what npm start serves)`;

/** `--help`, which every command takes. */
const HELP = /** @type {const} */ ({ help: { type: 'boolean', short: 'h' } });

/**
 * Parses `[<bundle>] [<name>…] [--option value]…`: the bundle is null only when `siteWide` allows
 * leaving it out; `names` are the positionals a command takes after the bundle, all required.
 * @template {import('node:util').ParseArgsOptionsConfig} O
 * @param {string} usage printed on a mistake
 * @param {O} options the command's own options (`--help` is added)
 * @param {boolean} siteWide
 * @param {string[]} [names]
 */
function parse(usage, options, siteWide, names = []) {
  try {
    const args = process.argv.slice(2);
    if (parseArgs({ args, options: HELP, strict: false, allowPositionals: true }).values.help === true) {
      console.log(usage);
      process.exit(0);
    }
    const { values, positionals } = parseArgs({ args, options: { ...options, ...HELP }, allowPositionals: true });
    /** @type {Record<string, string>} */
    const none = {};
    if (siteWide && !positionals.length) return { bundle: null, target: openTarget(), values, named: none };
    if (positionals.length !== 1 + names.length) {
      const wanted = names.length ? `Name a bundle and ${names.map((name) => `a ${name}`).join(' and ')}.` : null;
      throw new UsageError(wanted ?? (siteWide ? 'Name one bundle, or none.' : 'Name exactly one bundle.'));
    }
    /** @type {Record<string, string>} */
    const named = Object.fromEntries(names.map((name, index) => [name, String(positionals[index + 1])]));
    return { bundle: bundleNamed(positionals[0]), target: openTarget(), values, named };
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
}

/**
 * Parses `<bundle> [<name>…] [--option value]…`.
 * @template {import('node:util').ParseArgsOptionsConfig} O
 * @param {string} usage printed on a mistake
 * @param {O} options the command's own options (`--help` is added)
 * @param {string[]} [names] what the command names after the bundle (promote: its version)
 */
export function parseCommand(usage, options, names = []) {
  const parsed = parse(usage, options, false, names);
  // Without siteWide, parse names a bundle or ends the process.
  return { ...parsed, bundle: /** @type {import('./bundles.mjs').Bundle} */ (parsed.bundle) };
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
 * Runs a command; a refusal or usage error prints its reason and exits non-zero, without a stack.
 * @param {() => Promise<unknown>} fn
 */
export async function runCommand(fn) {
  try {
    await fn();
  } catch (error) {
    if (error instanceof RefusedError || error instanceof UsageError) {
      console.error(`\n✖ ${error.message}`);
      if (error instanceof RefusedError) console.error('\nNothing was switched: the live site is unchanged.');
      process.exit(error instanceof RefusedError ? 1 : 2);
    }
    console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : error}`);
    console.error('\nNothing was switched: the live site is unchanged.');
    process.exit(1);
  }
}
