#!/usr/bin/env node
// npm run promote -- <marketing|knowledge-hub|staff> <version>
// Makes a release uploaded with `npm run release -- <bundle> --preview` live, after the checks and
// the smoke run a release passes.
import { parseArgs } from 'node:util';
import { bundleNamed } from './lib/release/bundles.mjs';
import { TARGET_USAGE, runCommand } from './lib/release/cli.mjs';
import { UsageError } from './lib/release/errors.mjs';
import { promoteBundle } from './lib/release/promote-bundle.mjs';
import { openTarget } from './lib/release/targets/open-target.mjs';

const USAGE = `Usage: npm run promote -- <marketing|knowledge-hub|staff> <version>

  makes a previewed release live (see npm run releases -- <bundle> for the versions)
  ${TARGET_USAGE}`;

await runCommand(async () => {
  const { positionals, values } = parseArgs({
    options: { help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  if (values.help) return console.log(USAGE);
  const [name, version] = positionals;
  if (positionals.length !== 2 || !version) throw new UsageError(`Name a bundle and a version.\n\n${USAGE}`);
  const bundle = bundleNamed(name);
  const { previous } = await promoteBundle({ bundle, target: openTarget(), version });
  console.log(`\n✔ ${bundle.name} ${version} is live (was ${previous ?? 'nothing'}). The next page load gets it.`);
  console.log(`  Undo: npm run rollback -- ${bundle.name}`);
});
