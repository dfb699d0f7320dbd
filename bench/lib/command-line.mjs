// The bench commands' arguments: `--name value` options and bare flags.

/** The arguments the command was run with. */
export const args = process.argv.slice(2);

/**
 * The value after `--name`, if the command was given one.
 * @param {string} name @returns {string | undefined}
 */
export function option(name) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}
