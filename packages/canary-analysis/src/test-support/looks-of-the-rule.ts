// Looks at canaries that show the rule of docs/canary-rule.md: no traffic, a zero baseline, the
// steps, a sample-ratio mismatch and the worked example.
import type { Arms, StepArms } from '../counts';
import { canaryPolicy } from '../policy';
import { arm, look, HOUR, MINUTE } from './look';

const none: Arms = { canary: arm(0, 0, 0, 0), live: arm(0, 0, 0, 0) };
const clean: Arms = { canary: arm(600, 0, 0, 18), live: arm(5400, 0, 0, 162) };
const building: Arms = { canary: arm(540, 14, 1, 17), live: arm(4810, 47, 9, 149) };
const tenPercent: StepArms = { share: 10, canary: arm(540, 6, 1, 17), live: arm(4810, 47, 9, 149) };
const sixtyPercent: Arms = { canary: arm(600, 5, 0, 20), live: arm(400, 4, 0, 12) };
/** Without an allowance for forged page loads (forgedVisitors 0): the split alone. */
const strict = canaryPolicy({ forgedVisitors: 0 });

export const LOOKS_OF_THE_RULE = {
  noTraffic: {
    baking: look(10, none, 10 * MINUTE),
    beforeMaxWait: look(10, none, 48 * HOUR - MINUTE),
    atMaxWait: look(10, none, 48 * HOUR),
  },
  zeroBaseline: {
    crashesEarly: look(10, { canary: arm(212, 2, 4, 6), live: arm(1890, 19, 0, 57) }, 30 * MINUTE),
    twoCrashes: look(5, { canary: arm(600, 6, 2, 18), live: arm(11400, 114, 0, 342) }, 2 * HOUR),
    threeCrashes: look(5, { canary: arm(600, 6, 3, 18), live: arm(11400, 114, 0, 342) }, 2 * HOUR),
    belowFloor: look(10, { canary: arm(20000, 200, 3, 600), live: arm(180000, 1800, 0, 5400) }, 2 * HOUR),
    /** The same 3 crashes in 2,000 page loads (0.15 %): above the floor. */
    aboveFloor: look(10, { canary: arm(2000, 20, 3, 60), live: arm(18000, 180, 0, 540) }, 2 * HOUR),
    cleanBaking: look(10, clean, 30 * MINUTE),
    cleanBaked: look(10, clean, HOUR),
    cleanFewLoads: look(10, { canary: arm(499, 0, 0, 15), live: arm(4491, 0, 0, 135) }, HOUR),
  },
  steps: {
    lastStep: look(50, { canary: arm(2400, 22, 3, 50), live: arm(2380, 25, 5, 74) }, 3 * HOUR, {
      earlierSteps: [tenPercent],
    }),
    fromStartShare: look(5, { canary: arm(600, 6, 1, 18), live: arm(11400, 114, 18, 342) }, HOUR),
    harmBuilding: look(10, building, 2 * HOUR),
    harmUnresolved: look(10, building, 48 * HOUR),
    fullShare: look(100, { canary: arm(10, 0, 0, 0), live: arm(90, 0, 0, 0) }, 0),
  },
  sampleRatio: {
    mismatch: look(50, sixtyPercent, 3 * HOUR, { policy: strict }),
    withinChance: look(50, { canary: arm(1040, 10, 0, 31), live: arm(960, 9, 0, 29) }, 3 * HOUR),
    fewLoads: look(50, { canary: arm(16, 0, 0, 0), live: arm(2, 0, 0, 0) }, HOUR),
    atOneOverAlpha: look(50, { canary: arm(570, 5, 0, 17), live: arm(430, 4, 0, 13) }, 3 * HOUR, { policy: strict }),
    /** 5 addresses × 3 page loads a minute × 180 minutes could add 2,700 page loads to either arm. */
    forgeable: look(50, sixtyPercent, 3 * HOUR),
    /** Within one minute they could add 15: then the same split is a mismatch. */
    forgeableInAMinute: look(50, sixtyPercent, 3 * HOUR, { stepStartedAt: 3 * HOUR - MINUTE }),
  },
  /** An errored regression at 10 %, looked at after 1.5, 2 and 2.5 hours; and the low-traffic stop. */
  workedExample: {
    looks: [
      look(10, { canary: arm(540, 14, 1, 17), live: arm(4810, 47, 9, 149) }, 1.5 * HOUR),
      look(10, { canary: arm(720, 19, 1, 22), live: arm(6480, 63, 12, 201) }, 2 * HOUR),
      look(10, { canary: arm(900, 24, 1, 28), live: arm(8100, 80, 15, 251) }, 2.5 * HOUR),
    ],
    lowTraffic: look(10, { canary: arm(288, 3, 0, 9), live: arm(2592, 26, 5, 78) }, 48 * HOUR),
  },
};
