#!/usr/bin/env node
// npm run release -- <marketing|knowledge-hub|shell> [--source <package folder>]
// Builds that bundle alone, checks it against the live site, smoke-runs it in Chromium, then
// publishes it as a new immutable release and switches the live pointer. The target folder is
// RELEASE_TARGET_DIR (default .local/cdn, what `npm start` serves).
import { parseCommand, runCommand } from './lib/release/cli.mjs';
import { releaseBundle } from './lib/release/release-bundle.mjs';

const USAGE = `Usage: npm run release -- <marketing|knowledge-hub|shell> [--source <package folder>]

  --source  build from this package folder instead of the repository's (its webpack.config.js
            must find ../config/webpack.base.js, as in a checkout of this repository)
  env RELEASE_TARGET_DIR  deployment target (default: .local/cdn)`;

const { bundle, target, values } = parseCommand(USAGE, { source: { type: 'string' } });
await runCommand(async () => {
  const started = Date.now();
  const { version, previous } = await releaseBundle({ bundle, target, source: values.source });
  const took = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n✔ ${bundle.name} ${version} is live (was ${previous ?? 'nothing'}), released in ${took} s.`);
  console.log(`  The next page load gets it; open pages keep their release. Undo: npm run rollback -- ${bundle.name}`);
});
