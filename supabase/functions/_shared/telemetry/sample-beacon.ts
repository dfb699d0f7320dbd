import type { Beacon } from 'telemetry-contract';

/** Release names of the form RELEASE_VERSION_PATTERN accepts, for tests and the bench. */
export const SAMPLE_VERSIONS = {
  shell: '20261120-101500-abc1234',
  marketing: '20261121-093000-def5678',
  canary: '20261125-120000-0a1b2c3',
} as const;

/**
 * A first beacon of a page load on the home page, running the live shell and marketing releases,
 * with two vitals and nothing wrong; `overrides` replace whole fields.
 */
export function sampleBeacon(overrides: Partial<Beacon> = {}): Beacon {
  return {
    v: 1,
    first: true,
    releases: [
      { bundle: 'shell', version: SAMPLE_VERSIONS.shell, arm: 'live' },
      { bundle: 'marketing', version: SAMPLE_VERSIONS.marketing, arm: 'live' },
    ],
    routes: ['/'],
    browser: 'chrome',
    mobile: false,
    errored: [],
    crashed: [],
    errors: [],
    vitals: [
      { name: 'LCP', value: 1800, route: '/' },
      { name: 'CLS', value: 0.02, route: '/' },
    ],
    conversions: [],
    ...overrides,
  };
}
