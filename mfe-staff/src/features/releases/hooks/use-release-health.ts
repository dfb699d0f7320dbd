import { useCallback, useEffect, useState } from 'react';
import { getCanaries } from '../api/get-canaries';
import { getReleaseSeries } from '../api/get-release-series';
import { boundedPoint } from '../lib/bounded-point';
import { getSwitches } from '../api/get-switches';
import { getTopErrors } from '../api/get-top-errors';
import { HEALTH_WINDOWS, releaseKey, windowStart, type HealthWindow, type ReleaseHealth } from '../lib/release-health';

/** The page's backend calls; tests pass stubs. */
export interface HealthSources {
  getReleaseSeries: typeof getReleaseSeries;
  getSwitches: typeof getSwitches;
  getCanaries: typeof getCanaries;
  getTopErrors: typeof getTopErrors;
}

const BACKEND: HealthSources = { getReleaseSeries, getSwitches, getCanaries, getTopErrors };

export type HealthState =
  | { status: 'loading'; health: null; error: null }
  | { status: 'loaded'; health: ReleaseHealth; error: null }
  | { status: 'failed'; health: null; error: string };

/** Reads everything the page shows for `window` (ending now), with each release's top errors. */
export async function loadReleaseHealth(
  window: HealthWindow,
  now: number,
  sources: HealthSources = BACKEND,
): Promise<ReleaseHealth> {
  const { bucketHours } = HEALTH_WINDOWS[window];
  const until = new Date(now).toISOString();
  const since = new Date(windowStart(now, window)).toISOString();
  const [series, switches, canaries] = await Promise.all([
    sources.getReleaseSeries({ since, until, bucketHours }),
    sources.getSwitches(),
    sources.getCanaries(),
  ]);
  const releases = [...new Map(series.map((p) => [releaseKey(p.bundle, p.version), p])).values()];
  const errors = await Promise.all(releases.map((p) => sources.getTopErrors(p.bundle, p.version)));
  const topErrors = Object.fromEntries(releases.map((p, i) => [releaseKey(p.bundle, p.version), errors[i] ?? []]));
  // Counts that cannot be are shown within bounds and said: the page never stops on them.
  return { window, since, until, series: series.map(boundedPoint), switches, canaries, topErrors };
}

/** The health of `window`, loaded again when it changes or on retry; an older answer never wins. */
export function useReleaseHealth(window: HealthWindow, sources?: HealthSources) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<HealthState>({ status: 'loading', health: null, error: null });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading', health: null, error: null });
    loadReleaseHealth(window, Date.now(), sources).then(
      (health) => current && setState({ status: 'loaded', health, error: null }),
      (error: unknown) => {
        if (!current) return;
        console.error('Failed to load the release health:', error);
        setState({ status: 'failed', health: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [window, attempt, sources]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
