import type { Verdict } from 'canary-analysis';
import type { Enums } from 'shared-ui';
/** The windows the page shows: the last 24 hours by the hour, the last 7 days by 6 hours. */
export const HEALTH_WINDOWS = {
  '24h': { label: '24 hours', hours: 24, bucketHours: 1, per: 'per hour' },
  '7d': { label: '7 days', hours: 7 * 24, bucketHours: 6, per: 'per 6 hours' },
} as const;

export type HealthWindow = keyof typeof HEALTH_WINDOWS;

const HOUR_MS = 3_600_000;

/**
 * Where a window's first bucket starts: its length before `now`, back to the start of a bucket of
 * UTC time (an hour's on the hour, 6 hours' at 00, 06, 12 and 18), so that every row and point of
 * the page names a time on the clock and the newest bucket is the one under way.
 */
export function windowStart(now: number, window: HealthWindow): number {
  const { hours, bucketHours } = HEALTH_WINDOWS[window];
  const bucket = bucketHours * HOUR_MS;
  return Math.floor((now - hours * HOUR_MS) / bucket) * bucket;
}

/** One bucket of one release: what its page loads reported (telemetry_release_series). */
export interface SeriesPoint {
  at: string;
  bundle: string;
  version: string;
  pageLoads: number;
  errored: number;
  crashed: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  /** Page loads the telemetry's caps dropped: not in pageLoads nor in any rate. */
  droppedLoads: number;
  /** Later reports of counted page loads the caps dropped (their errors, crashes, vitals). */
  droppedUpdates: number;
  /** Counts that could not be as read (bounded-point.ts), and what they are shown as. */
  inconsistent?: string;
}

/** What the release journal calls a switch (release_switches.kind, the database's enum). */
export type SwitchKind = Enums<'release_switch_kind'>;

/** A switch of a bundle's live release or canary (release_switches). */
export interface ReleaseSwitch {
  at: string;
  bundle: string;
  version: string;
  previous: string | null;
  kind: SwitchKind;
  share: number | null;
  reason: string;
}

/** A bundle's canary as its last change or its watcher's last look left it (release_canaries). */
export interface CanaryRecord {
  bundle: string;
  version: string;
  live: string;
  share: number;
  leaseUntil: string;
  status: Enums<'release_canary_status'>;
  decision: string | null;
  /** the watcher's last verdict, codes with their numbers (verdict-words.ts says it); null before its first look and in rows written before verdicts were kept */
  verdict: Verdict | null;
  /** the words of a decision written before verdicts were kept */
  reasons: string[];
  updatedAt: string;
}

/** One of a release's most frequent errors (telemetry_top_errors). */
export interface TopError {
  message: string;
  frames: string[];
  count: number;
  firstSeen: string;
  lastSeen: string;
}

/** Everything the page shows for one window. */
export interface ReleaseHealth {
  window: HealthWindow;
  since: string;
  until: string;
  series: SeriesPoint[];
  /** The newest switches first, from before the window too (what is live comes from them). */
  switches: ReleaseSwitch[];
  canaries: CanaryRecord[];
  /** By `bundle@version`. */
  topErrors: Record<string, TopError[]>;
}

/** The key of a release in maps. */
export const releaseKey = (bundle: string, version: string) => `${bundle}@${version}`;

/** Switches that change which release is live, rather than a canary's share. */
const CANARY_ONLY: readonly SwitchKind[] = ['canary-start', 'canary-step', 'canary-abort', 'canary-stop'];

/** The release live after a bundle's newest switch (a canary's own switches leave its live one). */
export function liveAfter(change: ReleaseSwitch): string | null {
  return CANARY_ONLY.includes(change.kind) ? change.previous : change.version;
}

/** A bundle's part of the page. */
export interface BundleHealth {
  bundle: string;
  live: string | null;
  /** Its canary while it runs and its lease holds; else its last one (ended), or null. */
  canary: CanaryRecord | null;
  running: boolean;
  /** Versions reported in the window, in the order they first appear. */
  versions: string[];
  /** Bucket starts with a report, oldest first. */
  times: string[];
  points: SeriesPoint[];
  /** Switches in the window, oldest first. */
  switches: ReleaseSwitch[];
}

/** Each bundle named by the telemetry, the journal or a canary, by name. */
export function bundlesOf(health: ReleaseHealth, now: number): BundleHealth[] {
  const names = new Set([
    ...health.series.map((p) => p.bundle),
    ...health.switches.map((s) => s.bundle),
    ...health.canaries.map((c) => c.bundle),
  ]);
  const since = Date.parse(health.since);
  return [...names].sort().map((bundle) => {
    const points = health.series.filter((p) => p.bundle === bundle).sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    const newest = health.switches.find((s) => s.bundle === bundle);
    const canary = health.canaries.find((c) => c.bundle === bundle) ?? null;
    const running = canary?.status === 'running' && Date.parse(canary.leaseUntil) > now;
    return {
      bundle,
      live: newest ? liveAfter(newest) : null,
      canary,
      running,
      versions: [...new Set(points.map((p) => p.version))],
      times: [...new Set(points.map((p) => p.at))],
      points,
      switches: health.switches.filter((s) => s.bundle === bundle && Date.parse(s.at) >= since).reverse(),
    };
  });
}
