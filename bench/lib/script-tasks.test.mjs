import { LONG_TASK_MS, summarise } from './script-tasks.mjs';

/** @param {number} duration @param {string} [source] @returns {import('./script-tasks.mjs').ScriptRun} */
const run = (duration, source = 'http://localhost:8080/releases/v1/main.js') => ({
  duration,
  source,
  invoker: 'MessagePort.onmessage',
});

describe('summarise', () => {
  it("gives the median of each load's longest script run, the worst run and how many were long", () => {
    const summary = summarise([
      [run(12), run(40)],
      [run(48), run(7, 'http://localhost:8081/releases/m1/remoteEntry.js')],
      [run(61), run(30)],
    ]);
    expect(summary).toEqual({
      longest: 48,
      worst: 61,
      worstRun: run(61),
      over: 1,
      samples: [40, 48, 61],
      telemetry: 0,
    });
    expect(LONG_TASK_MS).toBe(50);
  });

  it('counts a load without any named script run as 0 ms', () => {
    expect(summarise([[], [run(20)]])).toEqual(
      expect.objectContaining({ longest: 10, worst: 20, over: 0, samples: [0, 20] }),
    );
  });

  it("names the telemetry chunk's longest run in a long frame, of all loads", () => {
    /** @param {number} duration */
    const telemetry = (duration) => run(duration, 'http://localhost:8080/releases/v1/telemetry.e9da5c4ab9.js');
    const summary = summarise([[run(70), telemetry(9)], [telemetry(14)], []]);
    expect(summary).toEqual(expect.objectContaining({ worst: 70, telemetry: 14 }));
    expect(summarise([[run(70, 'http://localhost:8080/releases/v1/telemetry-free.js')]]).telemetry).toBe(0);
  });
});
