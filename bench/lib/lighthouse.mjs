// Lighthouse (performance category only) in Debian's Chromium with the flags of config/chromium.json.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
import shellChunks from '../../shell/chunk-names.js';
import { cpuMultiplierFor } from './cpu-calibration.mjs';
import { median } from './median.mjs';

/** The blocked-URL pattern (`*` for any text) that takes the shell's telemetry chunk out of a run. */
export const TELEMETRY_BLOCKED = `*/${shellChunks.telemetry}.*.js`;

export async function launchLighthouseChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
}

/** @typedef {'mobile' | 'desktop'} Preset */

/**
 * @typedef {object} LighthouseFigures
 * @property {number} score 0-100
 * @property {number} fcp
 * @property {number} lcp
 * @property {number} tbt
 * @property {number} cls
 * @property {number} si
 * @property {string | null} lcpElement
 * @property {number} benchmarkIndex Lighthouse's measure of this host's CPU in the run
 */

/**
 * One Lighthouse run; returns the figures the benchmark reports.
 * @param {import('chrome-launcher').LaunchedChrome} chrome
 * @param {string} url
 * @param {Preset} preset
 * @param {{ blockedUrlPatterns?: string[], throttlingMethod?: 'simulate' | 'devtools', cpuSlowdownMultiplier?: number }} [options]
 *   blockedUrlPatterns: requests the browser fails at once (Chromium's URL patterns, `*` for any
 *   text); throttlingMethod: Lighthouse's, `simulate` unless asked (`devtools` really slows the
 *   page); cpuSlowdownMultiplier: the mobile preset's CPU slowdown (4 unless asked; calibrateMobileCpu)
 * @returns {Promise<LighthouseFigures>}
 */
export async function runLighthouse(
  chrome,
  url,
  preset,
  { blockedUrlPatterns, throttlingMethod, cpuSlowdownMultiplier } = {},
) {
  if (cpuSlowdownMultiplier !== undefined && preset !== 'mobile')
    throw new Error('the CPU slowdown is calibrated for the mobile preset only');
  /** @type {import('lighthouse').Flags} */
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(blockedUrlPatterns ? { blockedUrlPatterns } : {}),
    ...(throttlingMethod ? { throttlingMethod } : {}),
    // Merged into the preset's throttling: only the CPU slowdown changes.
    ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
  };
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse: no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const category = lhr.categories.performance;
  if (!category) throw new Error('lighthouse: no performance category in the result');
  return {
    score: Math.round((category.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    lcpElement: lcpSnippet(lhr.audits['largest-contentful-paint-element']),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** @typedef {{ benchmarkIndex: number, multiplier: number, how: string }} MobileCpu */

/**
 * The mobile preset's CPU slowdown: `auto` calibrates it for this host (cpu-calibration.mjs) from
 * the median BenchmarkIndex of three Lighthouse runs of `url`; a number is taken as it is
 * (Lighthouse's own default is 4).
 * @param {import('chrome-launcher').LaunchedChrome} chrome
 * @param {string} url
 * @param {string} choice `auto` or a multiplier
 * @returns {Promise<MobileCpu>}
 */
export async function mobileCpuSlowdown(chrome, url, choice) {
  const indexes = [];
  for (let i = 0; i < 3; i += 1) indexes.push((await runLighthouse(chrome, url, 'mobile')).benchmarkIndex);
  const benchmarkIndex = median(indexes);
  if (choice !== 'auto') {
    const multiplier = Number(choice);
    if (!(multiplier >= 1)) throw new RangeError(`--cpu-slowdown is auto or a multiplier of 1 or more: ${choice}`);
    return { benchmarkIndex, multiplier, how: `as asked; BenchmarkIndex ${Math.round(benchmarkIndex)}` };
  }
  const multiplier = Math.round(cpuMultiplierFor(benchmarkIndex) * 100) / 100;
  return { benchmarkIndex, multiplier, how: `calibrated for BenchmarkIndex ${Math.round(benchmarkIndex)}` };
}

/**
 * The LCP element's HTML snippet: the node of the first row of the audit's first table (its
 * details are a list of tables).
 * @param {import('lighthouse').Result['audits'][string] | undefined} audit
 * @returns {string | null}
 */
function lcpSnippet(audit) {
  const table = audit?.details?.type === 'list' ? audit.details.items[0] : undefined;
  const node = table?.type === 'table' ? table.items[0]?.node : undefined;
  return typeof node === 'object' && 'type' in node && node.type === 'node' ? (node.snippet ?? null) : null;
}
