// Shared plumbing of the three release commands: arguments, and how a refusal is printed.
import { parseArgs } from 'node:util';
import { bundleNamed } from './bundles.mjs';
import { RefusedError, UsageError } from './errors.mjs';
import { targetDir } from './target.mjs';

/**
 * Parses `<bundle> [--option value]…`.
 * @param {string} usage printed on a mistake
 * @param {import('node:util').ParseArgsConfig['options']} options
 */
export function parseCommand(usage, options = {}) {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(usage);
      process.exit(0);
    }
    if (positionals.length !== 1) throw new UsageError('Name exactly one bundle.');
    return { bundle: bundleNamed(positionals[0]), target: targetDir(), values };
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}\n\n${usage}`);
    process.exit(2);
  }
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
