// Forged beacons against the decision, on synthetic series: up to 5 addresses sending, every
// minute, as many page loads of one arm's release as the telemetry counts from an address, errored
// or clean. Real page loads are each a visitor of their own; each forging address is one visitor of
// its arm per step. Harm is tested on visitors with the policy's forgedVisitors discounted per arm,
// so what they send neither aborts a healthy canary nor hides a harmful one's errors.
import { DEFAULT_POLICY } from './policy';
import { decide } from './decision';
import { runCanary, type Scenario } from './test-support/synthetic';

const LIVE = { errored: 0.01, crashed: 0.002, conversions: 0.03 };
const HARMFUL = { ...LIVE, errored: 0.03 };
const common = { policy: DEFAULT_POLICY, looks: 30, loadsPerLook: 1000, minutesPerLook: 10, live: LIVE };
const RUNS = 100;

function runMany(scenario: Omit<Scenario, 'seed'>) {
  const runs = Array.from({ length: RUNS }, (_, i) => runCanary({ ...scenario, seed: i + 1 }));
  const ended = (action: string) => runs.filter((run) => run.last.action === action);
  return { runs, ended };
}

describe('forged beacons from up to 5 addresses', () => {
  it.each([1, 3, 5])(
    'never abort a healthy canary: %p address(es) sending errored page loads on its arm',
    (addresses) => {
      const { runs, ended } = runMany({
        ...common,
        canary: LIVE,
        forgers: { addresses, arm: 'canary', errored: true },
      });
      expect(ended('abort')).toHaveLength(0);
      // Their page loads skew the split: it holds (never steps up on it) rather than stopping.
      expect(ended('stop')).toHaveLength(0);
      // The errored page loads they add are counted, and are what a page-load rule would abort on.
      const last = runs[0]?.decisions.at(-1)?.stats.metrics.find((m) => m.metric === 'errored');
      expect(last?.unit).toBe('visitors');
    },
  );

  it('would abort that healthy canary if harm were counted by page loads: the visitor rule is what holds', () => {
    const share = 10;
    const forged = 5 * 3 * 60; // 5 addresses, 3 page loads a minute each, one hour
    const arms = {
      canary: { pageLoads: 600 + forged, errored: 6 + forged, crashed: 1, conversions: 18 },
      live: { pageLoads: 5400, errored: 54, crashed: 11, conversions: 162 },
    };
    const state = { share, startedAt: 0, stepStartedAt: 0 };
    expect(decide(DEFAULT_POLICY, state, arms, 3_600_000).action).toBe('abort');
    const visitors = {
      canary: { ...arms.canary, visitors: 605, erroredVisitors: 11, crashedVisitors: 1 },
      live: { ...arms.live, visitors: 5400, erroredVisitors: 54, crashedVisitors: 11 },
    };
    expect(decide(DEFAULT_POLICY, state, visitors, 3_600_000).action).not.toBe('abort');
  });

  it("do not hide a harmful canary's errors (1 % to 3 %) by sending errored page loads on the live arm", () => {
    const { ended } = runMany({ ...common, canary: HARMFUL, forgers: { addresses: 5, arm: 'live', errored: true } });
    expect(ended('abort').length).toBeGreaterThanOrEqual(90);
    expect(ended('promote')).toHaveLength(0);
  });

  it("do not hide a harmful canary's errors by sending clean page loads on its arm", () => {
    const { ended } = runMany({ ...common, canary: HARMFUL, forgers: { addresses: 5, arm: 'canary', errored: false } });
    expect(ended('abort').length).toBeGreaterThanOrEqual(90);
    expect(ended('promote')).toHaveLength(0);
  });

  it('leave the rule as sensitive as before without them: a harmful canary counted by visitors is aborted', () => {
    const { ended } = runMany({ ...common, canary: HARMFUL, visitors: true });
    expect(ended('abort').length).toBeGreaterThanOrEqual(95);
  });
});
