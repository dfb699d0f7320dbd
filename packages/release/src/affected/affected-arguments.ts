// The arguments of `npm run affected` (docs/affected.md).
import { parseArgs } from 'node:util';
import { UsageError } from '../errors';
import type { AffectedRequest } from './affected-since';

/** What `npm run affected -- --help` prints, and a mistake's usage. */
export const AFFECTED_USAGE = `Usage: npm run affected -- (--base <git ref> | --since-tags <prefix>) [--json]

  Prints the bundles (their names in the site manifest) and "database" that the commits up to HEAD
  change, one per line: what a merge must release. Uncommitted changes are not counted.

  --base <git ref>       what HEAD changed since it and <git ref> parted (git diff <ref>...HEAD)
  --since-tags <prefix>  each bundle and the database since the tag <prefix><name>, its last
                         successful release; one without its tag counts as affected
  --json                 a JSON array instead of lines (a workflow's matrix)

  exit status: 0 done (also when nothing is affected), 2 usage (a bad option, a ref or tag git
               does not know, not in a git repository), 5 unexpected fault`;

const HELP = { help: { type: 'boolean', short: 'h' } } as const;

/** The command's request, or `help`. */
export type AffectedArguments = { help: true } | { help: false; request: AffectedRequest; json: boolean };

/** Parses the command's arguments; a UsageError says what is wrong with them. */
export function parseAffectedArguments(args: string[]): AffectedArguments {
  // --help wins over any mistake beside it, as in every release command.
  if (parseArgs({ args, options: HELP, strict: false, allowPositionals: true }).values.help === true)
    return { help: true };
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        base: { type: 'string' },
        'since-tags': { type: 'string' },
        json: { type: 'boolean', default: false },
        ...HELP,
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error), { cause: error });
  }
  const { base, 'since-tags': tagPrefix, json } = values;
  if ((base === undefined) === (tagPrefix === undefined))
    throw new UsageError('Give either --base <git ref> or --since-tags <prefix>.');
  if (base !== undefined && !base.trim()) throw new UsageError('--base needs a git ref.');
  if (tagPrefix !== undefined && !tagPrefix.trim())
    throw new UsageError('--since-tags needs a prefix (e.g. released/).');
  return { help: false, request: base !== undefined ? { base } : { tagPrefix: String(tagPrefix) }, json };
}
