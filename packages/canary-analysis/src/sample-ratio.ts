// A sample-ratio mismatch: the arms' page loads do not split as the share says, so something other
// than chance decides which visitors reach which arm (lost beacons, a cache, a crash before the
// report) and the comparison of their rates cannot be trusted.
//
// Tested sequentially, as the rates are, so that looking at every interval never makes chance look
// like a mismatch: the likelihood of the step's split under a Beta prior on the canary's true share
// of page loads (centred on the share, weighing SRM_PRIOR_LOADS page loads), against its likelihood
// at the share. That ratio is a martingale of mean 1 while the split is the share's, so by Ville's
// inequality it ever reaches 1/α with a chance of at most α, however often it is looked at
// (docs/canary-rule.md).
import { logBeta } from './distributions';

/** The prior's weight in page loads: what the test is most sensitive to (docs/canary-rule.md). */
export const SRM_PRIOR_LOADS = 100;

/** A step's page-load split against its share. */
export interface SampleRatio {
  /** the canary's share of page loads the step asks for, in % */
  expectedShare: number;
  /** the canary's share of the step's page loads, in % */
  observedShare: number;
  /** the mixture likelihood ratio of another split against the share's (1 with nothing to split) */
  evidence: number;
  /** the same evidence once the page loads a few addresses may have added to either arm are allowed for */
  beyondForgeable: number;
}

/**
 * The step's page-load split against its share; `beyondForgeable` allows `forgeable` page loads
 * (what a few addresses may have added to either arm): the least evidence of the split as counted
 * and with either arm's page loads reduced by them, so added page loads alone never reach it.
 */
export function sampleRatio(share: number, canaryLoads: number, liveLoads: number, forgeable = 0): SampleRatio {
  const counted = splitEvidence(share, canaryLoads, liveLoads);
  const p = share / 100;
  if (!(forgeable > 0 && p > 0 && p < 1)) return { ...counted, beyondForgeable: counted.evidence };
  // Take from the arm that is over its share as many page loads (up to `forgeable`) as bring the
  // split nearest the share: the split least like a mismatch that forged page loads could explain.
  const bounded = (x: number) => Math.round(Math.min(forgeable, Math.max(0, x)));
  const fromCanary = bounded(canaryLoads - (p / (1 - p)) * liveLoads);
  const fromLive = bounded(liveLoads - ((1 - p) / p) * canaryLoads);
  const beyondForgeable = Math.min(
    counted.evidence,
    splitEvidence(share, canaryLoads - fromCanary, liveLoads).evidence,
    splitEvidence(share, canaryLoads, liveLoads - fromLive).evidence,
  );
  return { ...counted, beyondForgeable };
}

function splitEvidence(share: number, canaryLoads: number, liveLoads: number): Omit<SampleRatio, 'beyondForgeable'> {
  const total = canaryLoads + liveLoads;
  const observedShare = total ? (100 * canaryLoads) / total : 0;
  const p = share / 100;
  if (!(p > 0 && p < 1)) return { expectedShare: share, observedShare, evidence: 1 };
  const a = SRM_PRIOR_LOADS * p;
  const b = SRM_PRIOR_LOADS * (1 - p);
  const logEvidence =
    logBeta(a + canaryLoads, b + liveLoads) - logBeta(a, b) - canaryLoads * Math.log(p) - liveLoads * Math.log(1 - p);
  return { expectedShare: share, observedShare, evidence: Math.exp(logEvidence) };
}
