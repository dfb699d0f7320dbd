#!/usr/bin/env node
// npm run bench:telemetry-cost: what visitors' telemetry costs the page in Lighthouse's mobile Total
// Blocking Time. The federated site is served once; each round runs Lighthouse on every route twice,
// with the telemetry's chunk and with it blocked (the site as it was before it reported anything),
// in an order that alternates from round to round, then on the same page without scripts. A pair
// shares its moment of the machine, so the median of the paired differences holds the telemetry's
// cost with the machine's drift taken out; the scores are set against the page without scripts.
//   --runs N          rounds (default 9)
//   --throttling M    Lighthouse's throttling method: simulate (default, as `npm run bench`) or
//                     devtools (the page really slowed down: the CPU, the network's latency and speed)
//   --cpu-slowdown auto|N  the CPU slowdown: auto (default) calibrated for this host, as `npm run bench`
//   --routes A,B      only these of the site's routes (default every one)
//   --block PATTERN   also block these requests in every variant (Chromium's URL pattern, `*` for
//                     any text), to find what else moves a figure (e.g. '*hero-background*')
//   --skip-build      measure the existing build
//   --json PATH       where the JSON goes (default .local/bench/telemetry-cost.json)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, serveSite } from '../scripts/lib/serve-site.mjs';
import { SHELL_BUNDLE, SITE, folderPaths, folderTarget } from 'release';
import { readSiteConfig } from '../scripts/lib/site-config.mjs';
import { ensureChromium } from '../scripts/lib/chromium.mjs';
import { BENCH_DIR, PORTS } from './lib/serve-builds.mjs';
import { TELEMETRY_BLOCKED, launchLighthouseChrome, mobileCpuSlowdown, runLighthouse } from './lib/lighthouse.mjs';
import { machine } from './lib/machine.mjs';
import { args, option } from './lib/command-line.mjs';
import { pairedCost } from './lib/paired-cost.mjs';
import { serveNoScripts } from './lib/no-scripts.mjs';
import { scoreAgainstNoScripts } from './lib/score-figure.mjs';

const runs = Number.parseInt(option('--runs') ?? '9', 10);
const throttling = option('--throttling') ?? 'simulate';
const cpuChoice = option('--cpu-slowdown') ?? 'auto';
if (!(runs > 0) || !['simulate', 'devtools'].includes(throttling)) {
  console.error(
    'Usage: npm run bench:telemetry-cost -- [--runs N] [--throttling simulate|devtools] [--cpu-slowdown auto|N] [--routes A,B] [--block PATTERN] [--skip-build]',
  );
  process.exit(2);
}
const jsonPath = path.resolve(option('--json') ?? path.join(BENCH_DIR, 'telemetry-cost.json'));
const ROUTES = option('--routes')?.split(',') ?? SHELL_BUNDLE.routes;
const alsoBlocked = option('--block');
const unknownRoutes = ROUTES.filter((route) => !SHELL_BUNDLE.routes.includes(route));
if (unknownRoutes.length) {
  console.error(`Unknown route(s): ${unknownRoutes.join(', ')}. The site's routes: ${SHELL_BUNDLE.routes.join(', ')}.`);
  process.exit(2);
}

const started = Date.now();
/** @param {string} line */
const say = (line) => console.log(`[telemetry-cost ${Math.round((Date.now() - started) / 1000)}s] ${line}`);

if (!args.includes('--skip-build')) {
  say('building every package (lerna run build)…');
  const code = await new Promise((resolve) =>
    spawn('npx', ['lerna', 'run', 'build', '--stream'], { cwd: ROOT, stdio: 'inherit' }).on('close', resolve),
  );
  if (code !== 0) process.exit(1);
}
ensureChromium();

const folder = mkdtempSync(path.join(tmpdir(), 'telemetry-cost-'));
const site = readSiteConfig({
  ...Object.fromEntries(SITE.bundleList.map((bundle) => [`${bundle.envPrefix}_PORT`, String(PORTS[bundle.name])])),
  LOCAL_BACKEND_PORT: String(PORTS.backend),
  LOCAL_BACKEND_DATA_DIR: path.join(folder, 'backend'),
});
say('serving the federated site and a fresh local backend…');
const running = await serveSite(site, {
  target: folderTarget(path.join(folder, 'cdn')),
  log: (line) => say(`  ${line}`),
});
const shell = `http://localhost:${PORTS[SHELL_BUNDLE.name]}`;
const shellFolder = folderPaths(path.join(folder, 'cdn'), SHELL_BUNDLE);
const noScripts = await serveNoScripts({
  from: shell,
  routes: ROUTES,
  root: shellFolder.dir,
  liveFolder: shellFolder.liveRelease,
  config: running.config,
  port: PORTS.noScripts,
}).catch(async (error) => {
  await running.stop();
  throw error;
});
/** @typedef {import('./lib/lighthouse.mjs').LighthouseFigures} LighthouseFigures */
/** @typedef {'with' | 'blocked' | 'noScripts'} Variant */
/** @type {Record<Variant, string>} */
const ORIGINS = { with: shell, blocked: shell, noScripts: `http://localhost:${PORTS.noScripts}` };
/** @type {Record<Variant, string>} */
const NAMES = { with: 'telemetry with', blocked: 'telemetry blocked', noScripts: 'no scripts' };
/** @type {Record<string, Record<Variant, LighthouseFigures[]>>} each run's figures, by route, one of each variant per round */
const samples = Object.fromEntries(ROUTES.map((route) => [route, { with: [], blocked: [], noScripts: [] }]));
const chrome = await launchLighthouseChrome();
/** @type {import('./lib/lighthouse.mjs').MobileCpu | undefined} */
let cpu;
try {
  cpu = await mobileCpuSlowdown(chrome, shell + ROUTES[0], cpuChoice);
  say(`CPU slowed ${cpu.multiplier}x (${cpu.how})`);
  for (let round = 0; round < runs; round += 1) {
    for (const route of ROUTES) {
      /** @type {Variant[]} */
      const order = round % 2 ? ['blocked', 'with', 'noScripts'] : ['with', 'blocked', 'noScripts'];
      for (const variant of order) {
        const blocked = [...(variant === 'blocked' ? [TELEMETRY_BLOCKED] : []), ...(alsoBlocked ? [alsoBlocked] : [])];
        const sample = await runLighthouse(chrome, ORIGINS[variant] + route, 'mobile', {
          ...(blocked.length ? { blockedUrlPatterns: blocked } : {}),
          throttlingMethod: /** @type {'simulate' | 'devtools'} */ (throttling),
          cpuSlowdownMultiplier: cpu.multiplier,
        });
        samples[route]?.[variant].push(sample);
        say(
          `round ${round + 1}/${runs} ${route} ${NAMES[variant]}: TBT ${Math.round(sample.tbt)} ms, score ${sample.score}, Speed Index ${Math.round(sample.si)} ms, LCP ${Math.round(sample.lcp)} ms (${sample.lcpElement ?? 'no element'})`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  await noScripts.close();
  await running.stop();
  rmSync(folder, { recursive: true, force: true });
}

const tbt = (/** @type {LighthouseFigures[]} */ figures) => figures.map((sample) => sample.tbt);
const scores = (/** @type {LighthouseFigures[]} */ figures) => figures.map((sample) => sample.score);
const routes = Object.fromEntries(
  Object.entries(samples).map(([route, runsOf]) => [route, pairedCost(tbt(runsOf.with), tbt(runsOf.blocked))]),
);
const scoreFigures = Object.fromEntries(
  Object.entries(samples).map(([route, runsOf]) => [
    route,
    {
      with: scoreAgainstNoScripts(scores(runsOf.with), scores(runsOf.noScripts)),
      blocked: scoreAgainstNoScripts(scores(runsOf.blocked), scores(runsOf.noScripts)),
    },
  ]),
);
mkdirSync(path.dirname(jsonPath), { recursive: true });
writeFileSync(
  jsonPath,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: machine(),
      runs,
      throttling,
      cpu,
      alsoBlocked,
      routes,
      scoreFigures,
      samples,
    },
    null,
    2,
  )}\n`,
);
const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`;
console.log(
  `\nMobile TBT with the telemetry and with it blocked, ${runs} pairs per route (Lighthouse, ${throttling}, CPU ${cpu?.multiplier}x: ${cpu?.how}):`,
);
console.log('| route | with | blocked | paired difference: median (middle half) | target +10 ms |');
console.log('| --- | --- | --- | --- | --- |');
for (const [route, cost] of Object.entries(routes)) {
  console.log(
    `| \`${route}\` | ${ms(cost.with)} | ${ms(cost.blocked)} | ${ms(cost.difference)} (${ms(cost.lowerQuartile)} to ${ms(cost.upperQuartile)}) | ${cost.difference <= 10 ? 'met' : 'missed'} |`,
  );
}
const blockedNote = alsoBlocked ? `, ${alsoBlocked} blocked in every variant` : '';
const spread = (/** @type {import('./lib/score-figure.mjs').ScoreSpread} */ score) =>
  score.lowest === score.highest ? `${score.median}` : `${score.median} (${score.lowest}-${score.highest})`;
console.log(`\nMobile score, median (range) of ${runs} runs, against the same page without scripts${blockedNote}:`);
console.log('| route | with the telemetry | telemetry blocked | no scripts | target: equal to no scripts |');
console.log('| --- | --- | --- | --- | --- |');
for (const [route, figure] of Object.entries(scoreFigures)) {
  console.log(
    `| \`${route}\` | ${spread(figure.with.site)} | ${spread(figure.blocked.site)} | ${spread(figure.with.noScripts)} | ${figure.with.equal ? 'met' : 'missed'} |`,
  );
}
say(`results written to ${path.relative(ROOT, jsonPath)}`);
