#!/usr/bin/env node
// npm run release -- <marketing|knowledge-hub|staff|shell> [--source <package folder>] [--preview | --canary <percent>]
// Builds that bundle alone, checks it against the live site, smoke-runs it in Chromium, then
// publishes it as a new immutable release and switches the live pointer; with --preview, publishes
// it only and prints a link that shows it on the live site in one browser.
import { TARGET_USAGE, parseCommand, runCommand } from './lib/release/cli.mjs';
import {
  DEFAULT_LEASE_SECONDS,
  UsageError,
  WATCH_RANGES,
  onlyWith,
  previewLink,
  rangeText,
  rangesLine,
  releaseBundle,
  runWatch,
  WATCH_OPTIONS,
  WATCH_USAGE,
  watchSettings,
} from 'release';
import { COMMAND_TOOLS } from './lib/release/command-tools.mjs';
import { canaryTelemetry } from './lib/canary/telemetry-arms.mjs';

/** The options only a watcher takes. */
const WATCHER_VALUES = Object.keys(WATCH_OPTIONS).filter((option) => option !== 'watch');

const USAGE = `Usage: npm run release -- <marketing|knowledge-hub|staff|shell> [--source <package folder>] [--preview | --canary <percent>]

  --source   build from this package folder instead of the repository's (its webpack.config.js
             must find ../config/webpack.base.js, as in a checkout of this repository)
  --preview  upload it without switching, and print a link that shows it on the live site in
             that browser alone; npm run promote -- <bundle> <version> makes it live
  --canary   upload it without switching, and send that percentage of page loads to it (a remote
             rendered into first screens: marketing, knowledge-hub); ${rangeText('canary')};
             npm run canary -- <bundle> shows it, promotes, steps or aborts it
  --lease    with --canary: seconds the canary runs unwatched before every page load gets the live
             release again (default ${DEFAULT_LEASE_SECONDS}); ${rangeText('lease')}
  with --canary:
  ${WATCH_USAGE}
  ranges          ${rangesLine(WATCH_RANGES)}
  ${TARGET_USAGE}`;

const { bundle, target, values, numbers, journal, render } = parseCommand(
  USAGE,
  {
    source: { type: 'string' },
    preview: { type: 'boolean' },
    canary: { type: 'string' },
    lease: { type: 'string' },
    ...WATCH_OPTIONS,
  },
  [],
  ({ values }) => {
    if (values.preview && values.canary !== undefined) throw new UsageError('Choose --preview or --canary, not both.');
    onlyWith(values, 'canary', ['lease', 'watch']);
    onlyWith(values, 'watch', WATCHER_VALUES);
    // The watcher's own settings too, before the build rather than after it.
    if (values.watch) watchSettings(values);
  },
);
await runCommand(async () => {
  const started = Date.now();
  if (values.preview && bundle.kind === 'shell') {
    throw new UsageError(
      'The shell is the page itself: it has no preview on the live site. Release it (npm run rollback undoes it).',
    );
  }
  const leaseSeconds = numbers.lease;
  const canary = numbers.canary === undefined ? undefined : { share: numbers.canary, leaseSeconds };
  const { version, previous } = await releaseBundle({
    bundle,
    target,
    tools: COMMAND_TOOLS,
    source: values.source,
    preview: values.preview,
    canary,
    journal,
    render,
  });
  const took = ((Date.now() - started) / 1000).toFixed(0);
  if (canary) {
    console.log(
      `\n✔ ${bundle.name} ${version} is a canary: ${canary.share} % of page loads get it, the others ${previous}, in ${took} s.`,
    );
    console.log(
      `  Its state: npm run canary -- ${bundle.name}   End it: npm run canary -- ${bundle.name} promote | abort`,
    );
    if (values.watch)
      await runWatch({ target, bundle, values, telemetry: canaryTelemetry, leaseSeconds, journal, render });
    return;
  }
  if (values.preview) {
    console.log(
      `\n✔ ${bundle.name} ${version} is uploaded, not live (${previous ?? 'nothing'} stays live), in ${took} s.`,
    );
    console.log(`  See it on the live site, in your browser only: ${await previewLink(target, bundle, version)}`);
    console.log(`  Make it live: npm run promote -- ${bundle.name} ${version}`);
    return;
  }
  console.log(`\n✔ ${bundle.name} ${version} is live (was ${previous ?? 'nothing'}), released in ${took} s.`);
  console.log(`  The next page load gets it; open pages keep their release. Undo: npm run rollback -- ${bundle.name}`);
});
