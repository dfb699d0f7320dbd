// Looks at canaries that show how counts are read: counts that cannot be, partial counts (the
// telemetry's caps dropped reports), visitors, conversions, Web Vitals, and numbers past any ratio.
import type { ArmCounts, Arms } from '../counts';
import { canaryPolicy } from '../policy';
import { arm, look, partial, HOUR, MINUTE } from './look';

const ready: Arms = { canary: arm(600, 6, 0, 20), live: arm(5400, 54, 0, 180) };
const readyToPromote: Arms = { canary: arm(2400, 22, 3, 50), live: arm(2380, 25, 5, 74) };
const liveAllCrashed: Arms = { ...ready, live: arm(5400, 54, 5401, 180) };
const conversionsDrop: Arms = { canary: arm(8000, 80, 8, 160), live: arm(8000, 80, 8, 240) };
const tolerant = canaryPolicy({ maxUncountedShare: 0.01 });
/** An arm's counts with every page load a visitor of its own. */
const seen = (pageLoads: number, visitors: number, erroredVisitors: number): ArmCounts => ({
  ...arm(pageLoads, erroredVisitors, 0, 0),
  visitors,
  erroredVisitors,
  crashedVisitors: 0,
});
const visitorsAboveCount: ArmCounts = { ...arm(100, 1, 0, 0), visitors: 3, erroredVisitors: 4 };

export const LOOKS_OF_COUNTS = {
  inconsistent: {
    /** A later beacon counted right after a step started: 1 errored of 0 page loads. */
    erroredOfNoLoads: look(10, { canary: arm(0, 1, 0, 0), live: arm(0, 0, 0, 0) }, 2 * HOUR),
    earlierStepNotCounts: look(50, { canary: arm(10, 0, 0, 0), live: arm(90, 0, 0, 0) }, 0, {
      earlierSteps: [{ share: 10, canary: arm(10, 0, 0, 0), live: arm(90, 0, -1, 0.5) }],
    }),
    ready: look(10, ready, 2 * HOUR),
    canaryAllCrashed: look(10, { ...ready, canary: arm(600, 6, 601, 20) }, 2 * HOUR),
    liveAllCrashed: look(10, liveAllCrashed, 2 * HOUR),
    liveAllCrashedAtMaxWait: look(10, liveAllCrashed, 48 * HOUR),
    visitorsAndText: look(
      10,
      { canary: visitorsAboveCount, live: { ...arm(100, 1, 0, 0), conversions: 'many' as unknown as number } },
      0,
    ),
    visitorsAboveCount: look(10, { canary: visitorsAboveCount, live: arm(900, 9, 0, 0) }, 0),
  },
  partial: {
    nothingDropped: look(50, readyToPromote, 3 * HOUR),
    oneLoadDropped: look(50, { ...readyToPromote, live: partial([2380, 25, 5, 74], 1) }, 3 * HOUR),
    laterReportsDropped: look(
      10,
      { canary: partial([600, 6, 0, 18], 3, 1), live: partial([5400, 54, 0, 162], 9, 2) },
      2 * HOUR,
    ),
    onlyReportsDropped: look(10, { canary: partial([600, 6, 0, 18], 0, 1), live: arm(5400, 54, 0, 162) }, 2 * HOUR),
    harmInPartial: look(
      10,
      { canary: partial([212, 2, 4, 6], 50), live: partial([1890, 19, 0, 57], 400) },
      30 * MINUTE,
    ),
    atMaxWait: look(50, { ...readyToPromote, canary: partial([2400, 22, 3, 50], 7) }, 48 * HOUR),
    /** 23 / 2,400 = 0.96 % uncounted, under a policy that allows 1 %. */
    withinAllowance: look(50, { ...readyToPromote, live: partial([2380, 25, 5, 74], 20, 3) }, 3 * HOUR, {
      policy: tolerant,
    }),
    /** 25 / 2,400 = 1.04 %. */
    overAllowance: look(50, { ...readyToPromote, live: partial([2380, 25, 5, 74], 20, 5) }, 3 * HOUR, {
      policy: tolerant,
    }),
    droppedNotACount: look(10, { ...readyToPromote, canary: partial([2400, 22, 3, 50], -1) }, 0),
  },
  visitors: {
    errored: look(10, { canary: seen(900, 900, 29), live: seen(8100, 8100, 85) }, 2.5 * HOUR),
    fewCrashed: look(
      5,
      { canary: { ...seen(600, 600, 6), crashedVisitors: 7 }, live: seen(11400, 11400, 114) },
      2 * HOUR,
    ),
  },
  conversions: {
    drop: look(50, conversionsDrop, 2 * HOUR),
    dropGuarded: look(50, conversionsDrop, 2 * HOUR, {
      policy: canaryPolicy({ guards: ['errored', 'crashed', 'conversions'] }),
    }),
    rise: look(50, { ...conversionsDrop, canary: arm(8000, 80, 8, 320) }, 2 * HOUR),
  },
  vitals: look(
    50,
    {
      canary: { ...arm(600, 6, 0, 18), vitalsP75: { LCP: 3100, INP: 180, CLS: 0.123 } },
      live: { ...arm(600, 6, 0, 18), vitalsP75: { LCP: 2100, INP: 170, CLS: 0.05 } },
    },
    2 * HOUR,
  ),
  /** 400 crashes on the canary against none overflow every ratio of the mixture. */
  overflowing: look(10, { canary: arm(1000, 0, 400, 0), live: arm(9000, 0, 0, 0) }, HOUR),
};
