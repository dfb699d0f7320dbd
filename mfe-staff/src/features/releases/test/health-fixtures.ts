import type { HealthSources } from '../hooks/use-release-health';
import type { CanaryRecord, ReleaseSwitch, SeriesPoint, TopError } from '../lib/release-health';

/** The moment the fixtures are read at. */
export const NOW = Date.parse('2026-11-26T12:00:00Z');

const point = (at: string, version: string, counts: Partial<SeriesPoint>): SeriesPoint => ({
  at,
  bundle: 'marketing',
  version,
  pageLoads: 0,
  errored: 0,
  crashed: 0,
  lcp: null,
  inp: null,
  cls: null,
  droppedLoads: 0,
  droppedUpdates: 0,
  ...counts,
});

export const SERIES: SeriesPoint[] = [
  point('2026-11-26T09:00:00.000Z', 'v1', { pageLoads: 40, errored: 2, crashed: 1, lcp: 1250, inp: 125, cls: 0.05 }),
  point('2026-11-26T10:00:00.000Z', 'v1', {
    pageLoads: 30,
    errored: 0,
    crashed: 0,
    lcp: 1500,
    inp: 150,
    cls: 0.1,
    droppedLoads: 4,
  }),
  point('2026-11-26T10:00:00.000Z', 'v2', {
    pageLoads: 10,
    errored: 3,
    crashed: 0,
    lcp: 2750,
    inp: null,
    cls: null,
    droppedLoads: 2,
    droppedUpdates: 1,
  }),
];

export const SWITCHES: ReleaseSwitch[] = [
  {
    at: '2026-11-26T10:30:00.000Z',
    bundle: 'marketing',
    version: 'v2',
    previous: 'v1',
    kind: 'canary-step',
    share: 25,
    reason: 'canary at 25 %: no harm seen',
  },
  {
    at: '2026-11-26T09:45:00.000Z',
    bundle: 'marketing',
    version: 'v2',
    previous: 'v1',
    kind: 'canary-start',
    share: 10,
    reason: 'canary started at 10 %',
  },
  {
    at: '2026-11-20T08:00:00.000Z',
    bundle: 'marketing',
    version: 'v1',
    previous: 'v0',
    kind: 'release',
    share: null,
    reason: 'release',
  },
];

export const CANARY: CanaryRecord = {
  bundle: 'marketing',
  version: 'v2',
  live: 'v1',
  share: 25,
  leaseUntil: '2026-11-26T12:09:30.000Z',
  status: 'running',
  decision: 'hold',
  // A decision journaled before verdicts were kept: its words only.
  verdict: null,
  reasons: ['canary has 10 page loads of the 200 a step needs'],
  updatedAt: '2026-11-26T11:59:00.000Z',
};

export const ERRORS: TopError[] = [
  {
    message: 'TypeError: x is undefined',
    frames: ['https://cdn.example/marketing/releases/v2/main.js:1:200'],
    count: 3,
    firstSeen: '2026-11-26T10:05:00.000Z',
    lastSeen: '2026-11-26T10:40:00.000Z',
  },
];

/** Stubbed backend calls answering with the fixtures (or what `overrides` say). */
export function stubSources(overrides: Partial<HealthSources> = {}): HealthSources {
  return {
    getReleaseSeries: jest.fn(async () => SERIES),
    getSwitches: jest.fn(async () => SWITCHES),
    getCanaries: jest.fn(async () => [CANARY]),
    getTopErrors: jest.fn(async (_bundle: string, version: string) => (version === 'v2' ? ERRORS : [])),
    ...overrides,
  };
}
