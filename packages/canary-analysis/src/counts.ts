// What the decision reads: each arm's counts in a step, and the steps of a canary.
/** What the browsers report of one arm, counted since its step started. */
export interface ArmCounts {
  pageLoads: number;
  /** page loads with an uncaught error */
  errored: number;
  /** page loads where the remote failed to load or its error screen showed */
  crashed: number;
  /** page loads that converted */
  conversions: number;
  /** Web Vitals at p75 (LCP, INP in ms, CLS), reported only */
  vitalsP75?: Record<string, number>;
  /** page loads the telemetry's caps dropped (not in pageLoads): the counts are partial (0 when absent) */
  droppedLoads?: number;
  /** later reports of counted page loads the caps dropped (errors, crashes, conversions possibly missing) */
  droppedUpdates?: number;
  /** visitors first counted for the release in the step; with them, errored and crashed are tested on visitors */
  visitors?: number;
  /** of them, those who reported it errored */
  erroredVisitors?: number;
  /** of them, those who reported it crashed */
  crashedVisitors?: number;
}

/** Both arms' counts in a step, and the UTC days its window touches (1 when absent). */
export interface Arms {
  live: ArmCounts;
  canary: ArmCounts;
  days?: number;
}

/** A step's share (%) and its counts: a visitor is told apart for a day, so a few count once per day. */
export interface StepArms extends Arms {
  share: number;
}
