#!/usr/bin/env node
// npm run rollback -- <marketing|knowledge-hub|shell|staff> [--to <version>] [--force]
// npm run rollback -- --to <snapshot> [--force]
// Switches a bundle's live pointer back to the release live before the live one (or to --to), in
// seconds; without a bundle, every bundle back to a snapshot of the site's timeline.
import { TARGET_USAGE, parseSiteCommand, runCommand } from './lib/release/cli.mjs';
import { UsageError, rollbackBundle, rollbackSite } from 'release';

const USAGE = `Usage: npm run rollback -- <marketing|knowledge-hub|shell|staff> [--to <version>] [--force]
       npm run rollback -- --to <snapshot> [--force]

  --to     with a bundle: switch to this release (see npm run releases -- <bundle>); default: the one
           live before the live one, never one rolled back from (a rollback again walks further
           back). Without a bundle: put every bundle back to this snapshot of the
           site's timeline (see npm run releases), each switch checked as a release is
  --force  switch even when a release no longer matches the live shell or remotes
  ${TARGET_USAGE}`;

const { bundle, target, values, journal, render } = parseSiteCommand(USAGE, {
  to: { type: 'string' },
  force: { type: 'boolean' },
});
await runCommand(async () => {
  if (bundle) {
    const { version, previous } = await rollbackBundle({
      bundle,
      target,
      to: values.to,
      force: values.force,
      journal,
      render,
    });
    console.log(`✔ ${bundle.name} ${version} is live again (was ${previous}). The next page load gets it.`);
    return;
  }
  if (!values.to) throw new UsageError(`Name a bundle, or a snapshot of the site's timeline with --to.\n\n${USAGE}`);
  const { snapshot, switched } = await rollbackSite({ target, to: values.to, force: values.force, journal, render });
  console.log(
    `\n✔ The site is as snapshot #${snapshot} left it (${switched.length} bundle(s) switched). The next page load gets it.`,
  );
});
