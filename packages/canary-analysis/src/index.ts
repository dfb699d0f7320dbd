// The statistics of the canary rule (docs/canary-rule.md): what a look at a canary decides, as
// codes with their numbers. No dependencies, and no words: the callers say them.
export { DEFAULT_POLICY, canaryPolicy } from './policy';
export type { CanaryPolicy } from './policy';
export { decide } from './decision';
export type { Decision } from './decision';
export type { ArmCounts } from './counts';
export type { CountName, Inconsistency } from './consistent-counts';
export type { MetricCheck } from './metric-check';
export type { Outcome, StopCause, Verdict, Wait } from './verdict';
