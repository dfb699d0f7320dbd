// The steps of a canary as windows of the telemetry's minutes, and their counts: those kept in
// canary.json as they are, the others read once (one query a window, both arms at once).
import type { CanaryState, StepCounts } from '../canary/canary-state';
import type { ReadArms } from './read-arms';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A step with a share, as the telemetry counts it. */
export interface StepWindow {
  /** the step's start, as canary.json has it */
  at: string;
  share: number;
  from: Date;
  to: Date;
  current: boolean;
  /** kept in canary.json when the step ended */
  counts?: StepCounts;
}

/**
 * The UTC days [from, to) touches: the telemetry tells a visitor apart for one UTC day, so a few
 * visitors count once per day of a step.
 */
export const utcDays = (from: Date, to: Date): number =>
  Math.max(
    1,
    Math.floor((Math.max(to.getTime(), from.getTime() + 1) - 1) / DAY) - Math.floor(from.getTime() / DAY) + 1,
  );

/**
 * The window of each step with a share that has no counts kept, the current one last. The telemetry
 * counts by the minute a report arrives: a step's window starts at the first whole minute after
 * its share was set and a finished one ends at the minute its share changed, so the minute of a
 * change, whose page loads had either share (or none), is counted in no step.
 */
export function stepWindows(state: CanaryState, now: Date): StepWindow[] {
  const steps = state.steps.filter((step) => step.share > 0);
  return steps.map((step, i) => {
    const next = steps[i + 1];
    const from = new Date(Math.ceil(Date.parse(step.at) / MINUTE) * MINUTE);
    const end = next ? new Date(Math.floor(Date.parse(next.at) / MINUTE) * MINUTE) : now;
    const to = end < from ? from : end;
    return {
      at: step.at,
      share: step.share,
      from,
      to,
      current: !next,
      ...(step.counts ? { counts: step.counts } : {}),
    };
  });
}

/** A step's counts, with its start and share. */
export type CountedStep = StepCounts & { at: string; share: number };

/**
 * The counts of each step of `state`, the current step last: those kept in the state as they are,
 * the others read; `taken` holds the finished steps read now, by their start, to be kept.
 */
export async function stepCounts(
  state: CanaryState,
  { bundle, readArms, now }: { bundle: string; readArms: ReadArms; now: Date },
): Promise<{ steps: CountedStep[]; taken: Record<string, StepCounts> }> {
  const taken: Record<string, StepCounts> = {};
  const steps = await Promise.all(
    stepWindows(state, now).map(async ({ at, share, from, to, current, counts }) => {
      if (counts) return { at, share, ...counts };
      const { live, canary } = await readArms({ bundle, live: state.live, canary: state.version, from, to });
      const read = { live, canary, days: utcDays(from, to) };
      if (!current) taken[at] = read;
      return { at, share, ...read };
    }),
  );
  return { steps, taken };
}
