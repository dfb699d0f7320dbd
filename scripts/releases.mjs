#!/usr/bin/env node
// npm run releases -- <marketing|knowledge-hub|shell>: every release of a bundle, the live one marked.
import { parseCommand, runCommand } from './lib/release/cli.mjs';
import { releasesTable } from './lib/release/list-releases.mjs';

const USAGE = `Usage: npm run releases -- <marketing|knowledge-hub|shell>

  env RELEASE_TARGET_DIR  deployment target (default: .local/cdn)`;

const { bundle, target } = parseCommand(USAGE, {});
await runCommand(async () => console.log(releasesTable(bundle, target)));
