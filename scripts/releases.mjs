#!/usr/bin/env node
// npm run releases -- [<marketing|knowledge-hub|shell|staff>]: every release of a bundle, the live one
// marked; without a bundle, the site's timeline: every switch and what was live together after it.
import { TARGET_USAGE, parseSiteCommand, runCommand } from './lib/release/cli.mjs';
import { releasesTable, timelineTable } from 'release';

const USAGE = `Usage: npm run releases -- [<marketing|knowledge-hub|shell|staff>]

  without a bundle: the site's timeline, newest first (the numbers npm run rollback -- --to takes)
  ${TARGET_USAGE}`;

const { bundle, target } = parseSiteCommand(USAGE, {});
await runCommand(async () => console.log(bundle ? await releasesTable(bundle, target) : await timelineTable(target)));
