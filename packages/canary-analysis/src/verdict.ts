// What a look decides, as codes with their numbers: the watcher acts on the action, the edges
// (the command line, the staff release health page) put the verdict into words, and the release
// journal stores it as it is (JSON: every number finite).
import type { Inconsistency } from './consistent-counts';
import type { MetricCheck } from './metric-check';
import type { SampleRatio } from './sample-ratio';
import type { Metric } from './policy';
import type { Dropped, Uncounted } from './uncounted';

/** What the canary does now. */
export type Action = 'hold' | 'step' | 'promote' | 'abort' | 'stop';

/** The step's page loads against what each arm needs. */
export interface StepLoads {
  canary: number;
  live: number;
  needed: number;
}

/** What a step that holds waits for. */
export type Wait =
  /** the telemetry has counts that cannot be (Verdict.inconsistent) */
  | { code: 'inconsistent' }
  /** the split is off the share, by no more than `forgedVisitors` addresses could add */
  | { code: 'off-split'; observedShare: number; evidence: number; forgedVisitors: number }
  /** the caps dropped reports of the step (both arms added up) */
  | ({ code: 'partial' } & Dropped)
  /** the step has run `minutes` of its `needed` bake time */
  | { code: 'baking'; minutes: number; needed: number }
  /** an arm has fewer page loads than it needs */
  | ({ code: 'too-few-loads' } & StepLoads)
  /** evidence of harm is building up on these guards */
  | { code: 'building'; metrics: Metric[] };

/** Why a step that could not step up within the maximum wait stops. */
export type StopCause =
  | ({ code: 'too-few-loads' } & StepLoads)
  | ({ code: 'partial' } & Dropped)
  | { code: 'inconsistent' }
  | { code: 'off-split' }
  /** the evidence on these guards neither clears the canary nor shows harm */
  | { code: 'undecided'; metrics: Metric[] };

/** The decision's headline. */
export type Outcome =
  /** a guard shows harm: share 0 % */
  | { code: 'abort'; metrics: Metric[] }
  /** the split is off the share beyond chance and forgery: share 0 % */
  | {
      code: 'sample-ratio-mismatch';
      share: number;
      observedShare: number;
      canaryLoads: number;
      pageLoads: number;
      evidence: number;
      needed: number;
      forgedVisitors: number;
    }
  /** held for the maximum wait (`minutes` in the step at `share`): share 0 % */
  | { code: 'stop'; share: number; minutes: number; cause: StopCause }
  /** the share stays; it stops in `minutesLeft` if it cannot step up */
  | { code: 'hold'; share: number; waits: Wait[]; minutesLeft: number }
  | { code: 'promote'; share: number; minutes: number }
  /** to the next share, after `minutes` with at least `loadsPerArm` page loads on each arm */
  | { code: 'step'; from: number; to: number; minutes: number; loadsPerArm: number };

/** Everything the words of a decision need. */
export interface Verdict {
  outcome: Outcome;
  /** significant metrics that are not guards: named, never acted on */
  reportedOnly: { metric: Metric; direction: 'harm' | 'drop' }[];
  inconsistent: Inconsistency[];
  /** errored, crashed, conversions */
  metrics: MetricCheck[];
  /** Web Vitals at p75, reported only */
  vitalsP75: { live?: Record<string, number>; canary?: Record<string, number> };
  uncounted: Uncounted;
}

/** The numbers of a look, for machines. */
export interface DecisionStats {
  share: number;
  /** the share a step up goes to (100: promotion) */
  nextShare: number;
  minutesInStep: number;
  minutesRunning: number;
  stepPageLoads: StepLoads;
  sampleRatio: SampleRatio;
  /** errored, crashed, conversions */
  metrics: MetricCheck[];
  vitalsP75: Verdict['vitalsP75'];
  uncounted: Uncounted;
  /** counts that cannot be as read, each with the bound it was read as: no step up on them */
  inconsistent: Inconsistency[];
}

/** The action an outcome takes. */
export const actionOf = (outcome: Outcome): Action =>
  outcome.code === 'sample-ratio-mismatch' ? 'stop' : outcome.code;
