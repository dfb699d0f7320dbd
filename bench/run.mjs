#!/usr/bin/env node
// npm run bench: builds the federated composition and the single-bundle build of the same source,
// serves both, and the federated site's served first screens with every script taken out (the
// physical limit, bench/lib/no-scripts.mjs); measures what each route loads before its first screen,
// when it paints, when its header answers input and when it is interactive on the phone profile,
// finds packages shipped twice, runs Lighthouse on all three, then prints one comparison table
// (federated against the single bundle and against the page without scripts) and writes it as JSON.
//   --quick        one Lighthouse run per route, mobile preset only
//   --skip-build   measure the existing builds
//   --runs N       Lighthouse runs per route and preset (default 3)
//   --cpu-slowdown auto|N  the mobile preset's CPU slowdown: auto (default) calibrates it for this
//                  host from Lighthouse's BenchmarkIndex (bench/lib/cpu-calibration.mjs); 4 is
//                  Lighthouse's own default, made for a high-end desktop
//   --bytes-only   skip Lighthouse (bundle analysis only)
//   --loads N      cold loads on the phone profile per route for each of "interactive at" and
//                  "header answers at" (default 5; --quick: 3)
//   --json PATH    where the JSON goes (default .local/bench/results.json)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../scripts/lib/serve-site.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/lib/chromium.mjs';
import { BENCH_DIR, serveBuilds } from './lib/serve-builds.mjs';
import { chromium } from 'playwright-core';
import { measureFirstScreenOnly, measureRoute, waitForFirstScreen } from './lib/first-screen.mjs';
import { measureInteractiveAt } from './lib/interactive-at.mjs';
import { measureHeaderAnswers } from './lib/header-answers.mjs';
import { measureScriptTasks } from './lib/script-tasks.mjs';
import { CARD_ROUTES, measureCardsShown } from './lib/cards-shown.mjs';
import { duplicatedPackages } from './lib/duplicates.mjs';
import { TELEMETRY_BLOCKED, launchLighthouseChrome, mobileCpuSlowdown, runLighthouse } from './lib/lighthouse.mjs';
import { median } from './lib/median.mjs';
import { formatTable, targetsOf } from './lib/report.mjs';
import { machine } from './lib/machine.mjs';
import { args, option } from './lib/command-line.mjs';
import { SHELL_BUNDLE } from 'release';

/** @typedef {import('./lib/report.mjs').Results} Results */

const quick = args.includes('--quick');
const runs = quick ? 1 : Number.parseInt(option('--runs') ?? '3', 10);
const cpuChoice = option('--cpu-slowdown') ?? 'auto';
const loads = Number.parseInt(option('--loads') ?? (quick ? '3' : '5'), 10);
/** @type {import('./lib/lighthouse.mjs').Preset[]} */
const presets = args.includes('--bytes-only') ? [] : quick ? ['mobile'] : ['mobile', 'desktop'];
const jsonPath = path.resolve(option('--json') ?? path.join(BENCH_DIR, 'results.json'));
// Every route of the site manifest.
const ROUTES = SHELL_BUNDLE.routes;
const BUILDS = /** @type {const} */ (['federated', 'monolith', 'noScripts']);

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
/** @param {string} line */
const say = (line) => console.log(`[bench ${elapsed()}] ${line}`);
/** @param {number} n */
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** @param {number} n */
const ms = (n) => `${Math.round(n)} ms`;

/**
 * @param {string} command
 * @param {string[]} commandArgs
 * @returns {Promise<void>}
 */
function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} failed:\n${output}`)),
    );
  });
}

ensureChromium(say);
if (!args.includes('--skip-build')) {
  say('building the federated composition (lerna run build)…');
  await run('npx', ['lerna', 'run', 'build', '--stream']);
  say('building the single-bundle site (bench/webpack.monolith.js)…');
  await run('npx', ['webpack', '--config', 'bench/webpack.monolith.js', '--mode', 'production']);
}

say('serving both builds, the pages without scripts and a fresh local backend…');
const served = await serveBuilds({ log: (line) => say(`  ${line}`) });
/** @type {Results} */
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  quick,
  runs,
  presets,
  routes: {},
  duplicates: {},
  noScriptsPages: served.noScriptsPages,
};
/** The figures of one route in one build, created on first use. @param {string} route @param {string} build */
const entryOf = (route, build) => ((results.routes[route] ??= {})[build] ??= {});
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const build of BUILDS) {
      // The page without scripts has no take-over: its first screen and first paint only.
      const takeOver = build !== 'noScripts';
      /** @type {string[]} */
      const visited = [];
      for (const route of ROUTES) {
        const url = served.urls[build] + route;
        const entry = entryOf(route, build);
        if (takeOver) {
          const { firstScreen, interactive, unnamed } = await measureRoute(browser, url);
          visited.push(...interactive.files.filter((f) => f.kind === 'js').map((f) => f.url));
          entry.bytes = { ...firstScreen, files: undefined, loaded: firstScreen.files };
          entry.interactiveBytes = { ...interactive, files: undefined, loaded: interactive.files };
          entry.unnamed = unnamed;
          say(
            `named   ${build.padEnd(9)} ${route.padEnd(10)} requests before take-over the served page does not name: ` +
              (unnamed.length ? unnamed.join(', ') : 'none'),
          );
          say(
            `bytes ${build.padEnd(9)} ${route.padEnd(10)} JS before first screen ${kb(firstScreen.js.compressed)} ` +
              `compressed (${firstScreen.requests} requests); until interactive ${kb(interactive.js.compressed)} ` +
              `(${kb(interactive.js.raw)} raw, ${interactive.requests} requests)`,
          );
        } else {
          const firstScreen = await measureFirstScreenOnly(browser, url);
          entry.bytes = firstScreen && { ...firstScreen, files: undefined, loaded: firstScreen.files };
          say(
            `bytes ${build.padEnd(9)} ${route.padEnd(10)} ` +
              (firstScreen ? `first screen from the HTML alone` : 'no first screen without scripts'),
          );
        }
        entry.interactiveAt = await measureInteractiveAt(browser, url, loads, { takeOver });
        if (takeOver) {
          entry.headerAnswers = await measureHeaderAnswers(browser, url, loads);
          entry.scriptTasks = await measureScriptTasks(browser, url, loads);
          if (CARD_ROUTES.includes(route)) entry.cardsShown = await measureCardsShown(browser, url, loads);
        }
        const { headerAnswers: header, scriptTasks: tasks, cardsShown: cards } = entry;
        say(
          `phone   ${build.padEnd(9)} ${route.padEnd(10)} first paint ${ms(entry.interactiveAt.paint)}` +
            (takeOver ? `, interactive at ${ms(entry.interactiveAt.ready)}` : '') +
            (header ? `, header answers at ${ms(header.at)} (first paint + ${ms(header.afterPaint)})` : '') +
            (cards ? `, first card at ${ms(cards.at)} (first paint + ${ms(cards.afterPaint)})` : '') +
            (tasks ? `, longest script task ${ms(tasks.longest)} (worst ${ms(tasks.worst)})` : '') +
            ` (median of ${loads} cold loads each)`,
        );
      }
      if (!takeOver) continue;
      // Everything loaded while visiting every route (later chunks too), for the duplicate check.
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') visited.push(response.url());
      });
      for (const route of ROUTES) {
        await page.goto(served.urls[build] + route, { waitUntil: 'commit' });
        await waitForFirstScreen(page);
        await page.waitForLoadState('networkidle');
      }
      await context.close();
      results.duplicates[build] = duplicatedPackages(visited, served.fileOf);
      say(`duplicates ${build}: ${results.duplicates[build].map((d) => d.pkg).join(', ') || 'none'}`);
    }
  } finally {
    await browser.close();
  }

  // Each build, and the federated site once more with its telemetry's chunk blocked: the site as it
  // was before visitors' browsers reported anything (the shell's start holds only the error buffer).
  /** @type {{ build: typeof BUILDS[number], key: 'mobile' | 'desktop' | 'mobileWithoutTelemetry', preset: import('./lib/lighthouse.mjs').Preset, blocked?: string[] }[]} */
  const lighthouseRuns = [
    ...BUILDS.flatMap((build) => presets.map((preset) => ({ build, key: preset, preset }))),
    ...(presets.includes('mobile')
      ? [
          {
            build: /** @type {const} */ ('federated'),
            key: /** @type {const} */ ('mobileWithoutTelemetry'),
            preset: /** @type {const} */ ('mobile'),
            blocked: [TELEMETRY_BLOCKED],
          },
        ]
      : []),
  ];
  const total = lighthouseRuns.length * ROUTES.length * runs;
  let done = 0;
  const chrome = total > 0 ? await launchLighthouseChrome() : null;
  if (chrome) {
    results.mobileCpu = await mobileCpuSlowdown(chrome, served.urls.noScripts + ROUTES[0], cpuChoice);
    say(`lighthouse mobile: CPU slowed ${results.mobileCpu.multiplier}x (${results.mobileCpu.how})`);
  }
  /** @type {Map<string, import('./lib/lighthouse.mjs').LighthouseFigures[]>} by variant and route */
  const samplesOf = new Map();
  try {
    // Round after round of every variant and route: a machine that slows down during the run
    // slows each variant alike, and the medians compare like with like.
    for (let i = 0; i < runs; i += 1) {
      for (const { build, key, preset, blocked } of lighthouseRuns) {
        for (const route of ROUTES) {
          if (!chrome) throw new Error('no Chrome for Lighthouse');
          const sample = await runLighthouse(chrome, served.urls[build] + route, preset, {
            blockedUrlPatterns: blocked,
            ...(preset === 'mobile' ? { cpuSlowdownMultiplier: results.mobileCpu?.multiplier } : {}),
          });
          const id = `${build} ${key} ${route}`;
          samplesOf.set(id, [...(samplesOf.get(id) ?? []), sample]);
          done += 1;
          say(
            `lighthouse ${done}/${total} ${build} ${key} ${route} run ${i + 1}: score ${sample.score}, ` +
              `LCP ${(sample.lcp / 1000).toFixed(2)} s, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls.toFixed(3)}`,
          );
        }
      }
    }
    for (const { build, key } of lighthouseRuns) {
      for (const route of ROUTES) {
        const samples = samplesOf.get(`${build} ${key} ${route}`) ?? [];
        /** @param {'score' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'si'} figure */
        const pick = (figure) => median(samples.map((s) => s[figure]));
        entryOf(route, build)[key] = {
          score: pick('score'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          si: pick('si'),
          lcpElement: samples[0]?.lcpElement ?? null,
          samples,
        };
      }
    }
  } finally {
    await chrome?.kill();
  }
} finally {
  await served.stop();
}

results.targets = targetsOf(results);
mkdirSync(path.dirname(jsonPath), { recursive: true });
writeFileSync(jsonPath, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\n${formatTable(results)}`);
say(`results written to ${path.relative(ROOT, jsonPath)}`);
