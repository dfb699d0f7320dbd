#!/usr/bin/env node
// npm test: format and lint, type checks, every jest unit test, a production build, then the
// end-to-end suite in Debian's Chromium, then a route added in a copy of the repository. Ends with
// the unit, end-to-end and add-route summary lines.
import { spawn } from 'node:child_process';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureJava } from './lib/java.mjs';
import { ROOT } from './lib/serve-site.mjs';

const started = Date.now();
/** @param {number} since */
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)}s`;

/**
 * Runs a command with live output; resolves with its exit code and everything it printed.
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    /** @param {NodeJS.WritableStream} target */
    const relay = (target) => (/** @type {Buffer} */ chunk) => {
      output += chunk;
      target.write(chunk);
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** @type {[title: string, command: string, args: string[]][]} */
const steps = [
  ['Checking formatting (prettier)', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['Linting (eslint: TypeScript rules, import boundaries, no cycles)', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['Type-checking every package, and the scripts with checkJs (npm run typecheck)', 'npm', ['run', 'typecheck']],
  // Two workers: jest's default on two cores is one, which runs every file in a single process.
  ['Unit and integration tests (jest)', 'npx', ['jest', '--ci', '--maxWorkers=2']],
  ['Building every package in production mode', 'npx', ['lerna', 'run', 'build', '--stream']],
  ['End-to-end tests in headless Chromium', 'node', ['scripts/e2e.mjs', '--ci']],
  [
    'Adding a route in a copy of the repository: served, released and rendered ahead of time',
    'npx',
    ['jest', '--config', 'tests/jest.add-route.config.js', '--ci'],
  ],
];

ensureChromium();
ensureJava();
const summary = [];
for (const [title, command, args] of steps) {
  const stepStart = Date.now();
  console.log(`\n▶ ${title}…`);
  const { code, output } = await run(command, args);
  const jestLine = output.match(/^Tests: .*$/m)?.[0];
  const e2eLine = output.match(/^e2e: \d+ passed, \d+ failed$/m)?.[0];
  if (title.startsWith('Unit') && jestLine) summary.push(jestLine);
  if (title.startsWith('Adding a route') && jestLine) summary.push(`add-route ${jestLine}`);
  if (e2eLine) summary.push(e2eLine);
  if (code !== 0) {
    console.error(`\n✖ ${title} failed (exit ${code}) after ${seconds(stepStart)}.`);
    if (summary.length) console.log(`\n${summary.join('\n')}`);
    process.exit(code);
  }
  console.log(`✔ ${title} (${seconds(stepStart)})`);
}
console.log(`\nAll checks passed in ${seconds(started)}.\n${summary.join('\n')}`);
