// The benchmark's comparison table and the targets, from the results object of bench/run.mjs.
import { median } from './median.mjs';
import { pairedCost } from './paired-cost.mjs';

const KB = 1024;

/**
 * @typedef {import('./first-screen.mjs').LoadedBytes} LoadedBytes
 * @typedef {Omit<LoadedBytes, 'files'> & { files?: undefined, loaded: LoadedBytes['files'], fromHtml?: boolean }} WrittenBytes
 *   as in the JSON: the file list last, under `loaded`
 * @typedef {Omit<import('./lighthouse.mjs').LighthouseFigures, 'benchmarkIndex'> & { samples: import('./lighthouse.mjs').LighthouseFigures[] }} PresetFigures
 *   the median of each figure, and every run
 * @typedef {object} BuildResult one route of one build
 * @property {WrittenBytes | null} [bytes] before the first screen (null: the page without scripts never shows it)
 * @property {WrittenBytes} [interactiveBytes] until the page is interactive
 * @property {string[]} [unnamed] requests before take-over the served page does not name
 * @property {import('./interactive-at.mjs').InteractiveAt} [interactiveAt]
 * @property {import('./header-answers.mjs').HeaderAnswers} [headerAnswers]
 * @property {import('./script-tasks.mjs').ScriptTasks} [scriptTasks]
 * @property {import('./interactive-at.mjs').MomentAt} [cardsShown] the route's first resource card on screen
 * @property {PresetFigures} [mobile]
 * @property {PresetFigures} [mobileWithoutTelemetry] the federated site with its telemetry's chunk blocked
 * @property {PresetFigures} [desktop]
 * @typedef {object} Target
 * @property {string} name
 * @property {number} [actual]
 * @property {number} limit
 * @property {boolean} pass
 * @property {'score' | 'ms' | 'cls' | 'bytes' | 'count' | 'ratio'} unit
 * @typedef {object} Results what bench/run.mjs measures, and writes as JSON
 * @property {string} date
 * @property {{ cpus: number, cpuModel: string, memoryGiB: number, node: string, chromium: string }} machine
 * @property {boolean} quick
 * @property {number} runs
 * @property {import('./lighthouse.mjs').Preset[]} presets
 * @property {Record<string, Record<string, BuildResult>>} routes by route, then by build: `federated`,
 *   `monolith` (the single bundle) and `noScripts` (the federated site's served pages, every script taken out)
 * @property {Record<string, import('./duplicates.mjs').Duplicate[]>} duplicates by build
 * @property {Record<string, string>} [noScriptsPages] what was taken out of each route's served page
 * @property {import('./lighthouse.mjs').MobileCpu} [mobileCpu] the CPU slowdown of the mobile preset's runs
 *   for the no-scripts variant, and whether it was rendered ahead of time
 * @property {Target[]} [targets] added last, from the rest (targetsOf)
 */

/** @type {Record<'score' | 'ms' | 's' | 'plusS' | 'cls' | 'kb' | 'n', (v: number) => string>} */
const fmt = {
  score: (v) => (Number.isFinite(v) ? String(Math.round(v)) : '-'),
  ms: (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '-'),
  s: (v) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : '-'),
  plusS: (v) => (Number.isFinite(v) ? `+${(v / 1000).toFixed(2)} s` : '-'),
  cls: (v) => (Number.isFinite(v) ? v.toFixed(3) : '-'),
  kb: (v) => (Number.isFinite(v) ? `${(v / KB).toFixed(1)} KB` : '-'),
  n: (v) => (Number.isFinite(v) ? String(v) : '-'),
};

/** @type {[label: string, get: (r: BuildResult) => number | undefined, format: (v: number) => string][]} */
const ROWS = [
  ['Phone: first paint', (r) => r.interactiveAt?.paint, fmt.ms],
  ['Phone: interactive at', (r) => r.interactiveAt?.ready, fmt.ms],
  ['Phone: header answers at', (r) => r.headerAnswers?.at, fmt.ms],
  ['  after first paint (same load)', (r) => r.headerAnswers?.afterPaint, fmt.plusS],
  ['Phone: first resource card at', (r) => r.cardsShown?.at, fmt.ms],
  ['  card after first paint (same load)', (r) => r.cardsShown?.afterPaint, fmt.plusS],
  ['Phone: longest script in a long frame', (r) => r.scriptTasks?.longest, fmt.ms],
  ['  worst of the loads', (r) => r.scriptTasks?.worst, fmt.ms],
  ["  telemetry's longest in a long frame", (r) => r.scriptTasks?.telemetry, fmt.ms],
  ['Lighthouse mobile score', (r) => r.mobile?.score, fmt.score],
  ['  LCP (mobile)', (r) => r.mobile?.lcp, fmt.s],
  ['  TBT (mobile)', (r) => r.mobile?.tbt, fmt.ms],
  ['  TBT (mobile), telemetry blocked', (r) => r.mobileWithoutTelemetry?.tbt, fmt.ms],
  ['  CLS (mobile)', (r) => r.mobile?.cls, fmt.cls],
  ['  FCP (mobile)', (r) => r.mobile?.fcp, fmt.s],
  ['Lighthouse desktop score', (r) => r.desktop?.score, fmt.score],
  ['  LCP (desktop)', (r) => r.desktop?.lcp, fmt.s],
  ['  TBT (desktop)', (r) => r.desktop?.tbt, fmt.ms],
  ['JS before first screen, compressed', (r) => r.bytes?.js.compressed, fmt.kb],
  ['  JS raw', (r) => r.bytes?.js.raw, fmt.kb],
  ['CSS before first screen, compressed', (r) => r.bytes?.css.compressed, fmt.kb],
  ['  CSS raw', (r) => r.bytes?.css.raw, fmt.kb],
  ['Requests before first screen', (r) => r.bytes?.requests, fmt.n],
  ['JS until interactive, compressed', (r) => r.interactiveBytes?.js.compressed, fmt.kb],
  ['  JS raw', (r) => r.interactiveBytes?.js.raw, fmt.kb],
  ['Requests until interactive', (r) => r.interactiveBytes?.requests, fmt.n],
  ['  of them not named by the page', (r) => r.unnamed?.length, fmt.n],
];

/** @param {number} a @param {number} b */
const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? (a / b).toFixed(2) : '-');
/** a - b, signed, in the row's unit. @param {number} a @param {number} b @param {(v: number) => string} format */
const difference = (a, b, format) =>
  Number.isFinite(a) && Number.isFinite(b) ? `${a >= b ? '+' : ''}${format(a - b).replace(/^\+/, '')}` : '-';
/** @param {string} text @param {number} width */
const pad = (text, width, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** Bytes (JS + CSS, compressed) before the first screen. @param {BuildResult | undefined} r */
export const firstScreenBytes = (r) => (r?.bytes ? r.bytes.js.compressed + r.bytes.css.compressed : Number.NaN);
/** Bytes (JS + CSS, compressed) until the route's page is interactive. @param {BuildResult | undefined} r */
export const interactiveBytes = (r) =>
  r?.interactiveBytes ? r.interactiveBytes.js.compressed + r.interactiveBytes.css.compressed : Number.NaN;

/**
 * When the page is live after its first paint: the median over the loads of each load's own gap.
 * @param {import('./interactive-at.mjs').InteractiveAt | undefined} at
 */
const afterPaint = (at) =>
  at?.samples.length
    ? median(at.samples.map((s) => s.ready - s.paint))
    : (at?.ready ?? Number.NaN) - (at?.paint ?? Number.NaN);

/**
 * @param {Results} results
 * @returns {Target[]}
 */
export function targetsOf(results) {
  /** @type {Target[]} */
  const targets = [];
  /**
   * @param {string} name @param {number | undefined} actual @param {number} limit @param {boolean} pass
   * @param {Target['unit']} unit
   */
  const add = (name, actual, limit, pass, unit) => targets.push({ name, actual, limit, pass, unit });
  for (const [route, builds] of Object.entries(results.routes)) {
    const fed = builds.federated ?? {};
    const mono = builds.monolith ?? {};
    const noScripts = builds.noScripts ?? {};
    /** @param {number | undefined} actual @param {number} limit */
    const atMost = (actual, limit) => (actual ?? Number.NaN) <= limit;
    const readyAfterPaint = afterPaint(fed.interactiveAt);
    add(
      `${route} interactive at <= first paint + 1.5 s (phone)`,
      readyAfterPaint,
      1500,
      atMost(readyAfterPaint, 1500),
      'ms',
    );
    const header = fed.headerAnswers?.afterPaint;
    add(`${route} header answers at <= first paint + 0.8 s (phone)`, header, 800, atMost(header, 800), 'ms');
    if (fed.cardsShown) {
      const card = fed.cardsShown.afterPaint;
      add(`${route} first resource card at <= first paint + 1.7 s (phone)`, card, 1700, atMost(card, 1700), 'ms');
    }
    const task = fed.scriptTasks?.worst;
    add(`${route} no task of the site's scripts over 50 ms (phone, worst load)`, task, 50, atMost(task, 50), 'ms');
    const unnamed = fed.unnamed?.length;
    add(`${route} requests before take-over not named by the served page: none`, unnamed, 0, unnamed === 0, 'count');
    const requests = fed.interactiveBytes?.requests;
    add(`${route} requests until interactive <= 12`, requests, 12, (requests ?? Number.NaN) <= 12, 'count');
    const readyRatio = interactiveBytes(fed) / interactiveBytes(mono);
    add(`${route} bytes until interactive <= 1.15x single bundle`, readyRatio, 1.15, readyRatio <= 1.15, 'ratio');
    add(`${route} mobile score >= 97`, fed.mobile?.score, 97, (fed.mobile?.score ?? Number.NaN) >= 97, 'score');
    add(`${route} mobile TBT <= 150 ms`, fed.mobile?.tbt, 150, (fed.mobile?.tbt ?? Number.NaN) <= 150, 'ms');
    const below = (noScripts.mobile?.score ?? Number.NaN) - (fed.mobile?.score ?? Number.NaN);
    add(`${route} mobile score equal to the page without scripts`, below, 0, below <= 0, 'score');
    const telemetryTask = fed.scriptTasks?.telemetry;
    add(
      `${route} telemetry: no script run over 50 ms (phone, worst load)`,
      telemetryTask,
      50,
      atMost(telemetryTask, 50),
      'ms',
    );
    if (fed.mobileWithoutTelemetry) {
      // Run i of each variant is of the same round (bench/run.mjs): their difference is a pair's.
      const tbtOf = (/** @type {PresetFigures | undefined} */ figures) => (figures?.samples ?? []).map((s) => s.tbt);
      const added = pairedCost(tbtOf(fed.mobile), tbtOf(fed.mobileWithoutTelemetry)).difference;
      add(
        `${route} mobile TBT within +10 ms of the site with telemetry blocked (median of paired runs)`,
        added,
        10,
        added <= 10,
        'ms',
      );
    }
    add(`${route} mobile LCP <= 1.0 s`, fed.mobile?.lcp, 1000, (fed.mobile?.lcp ?? Number.NaN) <= 1000, 'ms');
    add(`${route} mobile CLS <= 0.01`, fed.mobile?.cls, 0.01, (fed.mobile?.cls ?? Number.NaN) <= 0.01, 'cls');
    if (results.presets.includes('desktop')) {
      add(`${route} desktop score 100`, fed.desktop?.score, 100, (fed.desktop?.score ?? Number.NaN) >= 100, 'score');
    }
  }
  const dups = results.duplicates.federated ?? [];
  add('no package loaded twice (federated)', dups.length, 0, dups.length === 0, 'count');
  return targets;
}

/** @param {Target} t */
const show = (t) =>
  ({
    score: fmt.score,
    ms: fmt.ms,
    cls: fmt.cls,
    bytes: fmt.kb,
    count: fmt.n,
    ratio: /** @param {number} v */ (v) => (Number.isFinite(v) ? `x${v.toFixed(2)}` : '-'),
  })[t.unit](t.actual ?? Number.NaN);

/** @param {Results} results */
export function formatTable(results) {
  const widths = [38, 13, 13, 13, 11, 15];
  /** @param {string[]} cells */
  const line = (cells) => cells.map((cell, i) => pad(cell, widths[i] ?? 0, i > 0)).join('  ');
  /** @type {string[]} */
  const out = [];
  const mode = results.quick ? 'quick: 1 Lighthouse run, mobile only' : `median of ${results.runs} Lighthouse runs`;
  const cpu = results.mobileCpu
    ? `; Lighthouse mobile CPU ${results.mobileCpu.multiplier}x, ${results.mobileCpu.how}`
    : '';
  out.push(
    `Federated vs single bundle vs no scripts (${mode}; ${results.machine.cpus} CPUs, ${results.machine.chromium}${cpu})`,
  );
  out.push("no scripts: the federated site's served first screens with every script taken out (the physical limit)");
  out.push(line(['route / metric', 'federated', 'single bundle', 'no scripts', 'fed./single', 'fed.-no scripts']));
  out.push('-'.repeat(widths.reduce((a, b) => a + b + 2, -2)));
  for (const [route, builds] of Object.entries(results.routes)) {
    out.push(route);
    for (const [label, get, format] of ROWS) {
      /** @param {BuildResult | undefined} r */
      const value = (r) => get(r ?? {}) ?? Number.NaN;
      const fed = value(builds.federated);
      const single = value(builds.monolith);
      const none = value(builds.noScripts);
      if (!Number.isFinite(fed) && !Number.isFinite(single) && !Number.isFinite(none)) continue;
      // Measured, but without scripts there is no such figure (or no first screen at all).
      const noneCell = builds.noScripts && !Number.isFinite(none) ? 'n/a' : format(none);
      out.push(
        line([`  ${label}`, format(fed), format(single), noneCell, ratio(fed, single), difference(fed, none, format)]),
      );
    }
  }
  out.push('');
  for (const [build, dups] of Object.entries(results.duplicates)) {
    const label = build === 'federated' ? 'federated' : 'single bundle';
    out.push(
      `Packages shipped more than once (${label}): ` +
        (dups.length ? dups.map((d) => `${d.pkg} (${d.modules} modules in ${d.files.join(', ')})`).join('; ') : 'none'),
    );
  }
  out.push('');
  out.push('Targets');
  for (const t of results.targets ?? []) out.push(`  ${t.pass ? 'met   ' : 'MISSED'}  ${t.name}: ${show(t)}`);
  return out.join('\n');
}
