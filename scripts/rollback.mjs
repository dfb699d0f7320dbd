#!/usr/bin/env node
// npm run rollback -- <marketing|knowledge-hub|shell> [--to <version>] [--force]
// Switches the live pointer back to the release before the live one (or to --to), in seconds.
import { parseCommand, runCommand } from './lib/release/cli.mjs';
import { rollbackBundle } from './lib/release/rollback-bundle.mjs';

const USAGE = `Usage: npm run rollback -- <marketing|knowledge-hub|shell> [--to <version>] [--force]

  --to     switch to this release (see npm run releases -- <bundle>); default: the one before the live one
  --force  switch even when the release no longer matches the live shell or remotes
  env RELEASE_TARGET_DIR  deployment target (default: .local/cdn)`;

const { bundle, target, values } = parseCommand(USAGE, { to: { type: 'string' }, force: { type: 'boolean' } });
await runCommand(async () => {
  const { version, previous } = await rollbackBundle({ bundle, target, to: values.to, force: values.force });
  console.log(`✔ ${bundle.name} ${version} is live again (was ${previous}). The next page load gets it.`);
});
