#!/usr/bin/env node
// npm run promote -- <marketing|knowledge-hub|staff> <version>
// Makes a release uploaded with `npm run release -- <bundle> --preview` live, after the checks and
// the smoke run a release passes.
import { TARGET_USAGE, parseCommand, runCommand } from './lib/release/cli.mjs';
import { promoteBundle } from 'release';
import { COMMAND_TOOLS } from './lib/release/command-tools.mjs';

const USAGE = `Usage: npm run promote -- <marketing|knowledge-hub|staff> <version>

  makes a previewed release live (see npm run releases -- <bundle> for the versions)
  ${TARGET_USAGE}`;

const { bundle, target, named, journal, render } = parseCommand(USAGE, {}, ['version']);
await runCommand(async () => {
  const version = /** @type {string} */ (named.version);
  const { previous } = await promoteBundle({ bundle, target, version, tools: COMMAND_TOOLS, journal, render });
  console.log(`\n✔ ${bundle.name} ${version} is live (was ${previous ?? 'nothing'}). The next page load gets it.`);
  console.log(`  Undo: npm run rollback -- ${bundle.name}`);
});
