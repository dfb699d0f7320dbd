import { formatTable, targetsOf } from './report.mjs';

/** @param {string} table @param {string} label the row's label, trimmed @returns {string[]} its cells */
const row = (table, label) =>
  (table.split('\n').find((line) => line.trim().startsWith(label)) ?? '')
    .slice(40)
    .trim()
    .split(/\s{2,}/);

/** @type {import('./report.mjs').Results} */
const results = {
  date: '2026-11-24T00:00:00Z',
  machine: { cpus: 2, cpuModel: 'x', memoryGiB: 4, node: 'v20', chromium: 'Chromium 1' },
  quick: true,
  runs: 1,
  presets: ['mobile'],
  routes: {
    '/': {
      federated: {
        interactiveAt: { paint: 900, ready: 2400, samples: [] },
        headerAnswers: { at: 2100, afterPaint: 1250, samples: [] },
        mobile: { score: 90, fcp: 900, lcp: 1200, tbt: 240, cls: 0, si: 1000, lcpElement: null, samples: [] },
      },
      monolith: {
        interactiveAt: { paint: 800, ready: 2000, samples: [] },
        headerAnswers: { at: 1600, afterPaint: 800, samples: [] },
        mobile: { score: 95, fcp: 800, lcp: 1000, tbt: 120, cls: 0, si: 900, lcpElement: null, samples: [] },
      },
      noScripts: {
        interactiveAt: { paint: 700, ready: Number.NaN, samples: [] },
        mobile: { score: 100, fcp: 700, lcp: 700, tbt: 0, cls: 0, si: 700, lcpElement: null, samples: [] },
      },
    },
  },
  duplicates: {},
};

describe('formatTable', () => {
  const table = formatTable(results);

  it('gives each figure of the federated site against the single bundle and the page without scripts', () => {
    expect(row(table, 'Lighthouse mobile score')).toEqual(['90', '95', '100', '0.95', '-10']);
    expect(row(table, 'TBT (mobile)')).toEqual(['240 ms', '120 ms', '0 ms', '2.00', '+240 ms']);
    expect(row(table, 'Phone: first paint')).toEqual(['900 ms', '800 ms', '700 ms', '1.13', '+200 ms']);
  });

  it('prints n/a where the page without scripts has no such figure', () => {
    expect(row(table, 'Phone: interactive at')).toEqual(['2400 ms', '2000 ms', 'n/a', '1.20', '-']);
    expect(row(table, 'Phone: header answers at')).toEqual(['2100 ms', '1600 ms', 'n/a', '1.31', '-']);
    expect(row(table, 'after first paint')).toEqual(['+1.25 s', '+0.80 s', 'n/a', '1.56', '-']);
  });
});

/** @param {import('./report.mjs').Results} measured */
const federatedOf = (measured) => {
  const federated = measured.routes['/']?.federated;
  if (!federated) throw new Error('no federated figures');
  return federated;
};
/** @param {import('./report.mjs').BuildResult} build */
const mobileOf = (build) => {
  if (!build.mobile) throw new Error('no mobile figures');
  return build.mobile;
};

describe('targetsOf', () => {
  /** @param {string} start @returns {import('./report.mjs').Target | undefined} */
  const target = (start) => targetsOf(results).find((t) => t.name.startsWith(start));

  it("takes interactive-at after the first paint as the median of each load's own gap", () => {
    const withSamples = structuredClone(results);
    const federated = withSamples.routes['/']?.federated;
    if (!federated) throw new Error('no federated figures');
    federated.interactiveAt = {
      paint: 500,
      ready: 1900,
      samples: [
        { paint: 400, ready: 1800 },
        { paint: 600, ready: 1900 },
        { paint: 500, ready: 2500 },
      ],
    };
    const interactive = targetsOf(withSamples).find((t) => t.name.startsWith('/ interactive at'));
    expect(interactive).toEqual(expect.objectContaining({ actual: 1400, limit: 1500, pass: true }));
  });

  it('holds the header to first paint + 0.8 s and the score to that of the page without scripts', () => {
    expect(target('/ header answers at')).toEqual(expect.objectContaining({ actual: 1250, limit: 800, pass: false }));
    expect(target('/ mobile score equal to')).toEqual(expect.objectContaining({ actual: 10, pass: false }));
    const equal = structuredClone(results);
    federatedOf(equal).mobile = { ...mobileOf(federatedOf(equal)), score: 100 };
    expect(targetsOf(equal).find((t) => t.name.startsWith('/ mobile score equal to'))).toEqual(
      expect.objectContaining({ actual: 0, pass: true }),
    );
  });

  it("holds the telemetry's cost to +10 ms of TBT, where the site was measured with it blocked", () => {
    expect(target('/ mobile TBT within +10 ms')).toBeUndefined();
    const measured = structuredClone(results);
    const federated = federatedOf(measured);
    const runs = (/** @type {number[]} */ tbts) =>
      tbts.map((tbt) => ({ ...mobileOf(federated), tbt, benchmarkIndex: 600 }));
    federated.mobileWithoutTelemetry = { ...mobileOf(federated), tbt: 228, samples: runs([228, 100, 400]) };
    /** @param {number[]} tbts the runs with the telemetry, round by round */
    const cost = (tbts) => {
      federated.mobile = { ...mobileOf(federated), tbt: 0, samples: runs(tbts) };
      return targetsOf(measured).find((t) => t.name.startsWith('/ mobile TBT within +10 ms'));
    };
    // Paired round by round: a round's difference, not the medians' (here 0 against 228).
    expect(cost([238, 100, 410])).toEqual(expect.objectContaining({ actual: 10, limit: 10, pass: true }));
    expect(cost([239, 111, 0])).toEqual(expect.objectContaining({ actual: 11, pass: false }));
    expect(row(formatTable(measured), 'TBT (mobile), telemetry blocked')).toEqual(['228 ms', '-', 'n/a', '-', '-']);
  });

  it("holds the worst task of the site's scripts to 50 ms, where it was measured", () => {
    expect(target("/ no task of the site's scripts")).toEqual(expect.objectContaining({ pass: false }));
    const measured = structuredClone(results);
    const federated = measured.routes['/']?.federated;
    if (!federated) throw new Error('no federated figures');
    federated.scriptTasks = { longest: 38, worst: 47, worstRun: null, over: 0, samples: [38, 47, 30], telemetry: 0 };
    expect(targetsOf(measured).find((t) => t.name.startsWith('/ no task'))).toEqual(
      expect.objectContaining({ actual: 47, limit: 50, pass: true }),
    );
  });

  it("holds the telemetry's own script runs under 50 ms in every load, where they were measured", () => {
    expect(target('/ telemetry: no script run over 50 ms')).toEqual(expect.objectContaining({ pass: false }));
    const measured = structuredClone(results);
    const federated = federatedOf(measured);
    /** @param {number} telemetry */
    const telemetryTarget = (telemetry) => {
      federated.scriptTasks = { longest: 60, worst: 90, worstRun: null, over: 2, samples: [60], telemetry };
      return targetsOf(measured).find((t) => t.name.startsWith('/ telemetry: no script run over 50 ms'));
    };
    expect(telemetryTarget(0)).toEqual(expect.objectContaining({ actual: 0, limit: 50, pass: true }));
    expect(telemetryTarget(51)).toEqual(expect.objectContaining({ actual: 51, pass: false }));
    expect(row(formatTable(measured), "telemetry's longest in a long frame")[0]).toBe('51 ms');
  });
});
