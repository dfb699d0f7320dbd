// What a look of the watcher reads of the telemetry: both arms of a canary's step, in one query.
// The reader itself is given by the command's entry (it talks to the project: a server key,
// supabase-js); a test gives a stand-in.
import type { ArmCounts } from 'canary-analysis';
import type { Database } from 'database-types';

/** An arm of a canary, as the telemetry's enum names it. */
export type CanaryArm = Extract<Database['public']['Enums']['telemetry_arm'], 'live' | 'canary'>;

/** What a canary's step is: the live release and the candidate of a bundle, in a time window. */
export interface StepQuery {
  bundle: string;
  /** the release on the live arm */
  live: string;
  /** the release on the canary arm */
  canary: string;
  from: Date;
  to: Date;
}

/** The counts of page loads reported for both arms of a step, in one query. */
export type ReadArms = (query: StepQuery) => Promise<Record<CanaryArm, ArmCounts>>;
