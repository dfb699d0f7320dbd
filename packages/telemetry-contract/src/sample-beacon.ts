// A beacon as the tests of both sides (the contract, the collect-telemetry function, the database's
// rules) and the telemetry bench send it: written once, here.
import type { Beacon } from './beacon-schema.ts';

/** Release names of the form the site's release-name pattern accepts. */
export const SAMPLE_VERSIONS = {
  shell: '20261120-101500-abc1234',
  marketing: '20261121-093000-def5678',
  canary: '20261125-120000-0a1b2c3',
} as const;

/**
 * A first beacon of a page load on the home page, running the live shell and marketing releases,
 * with two vitals and nothing wrong; it names no page load (`load`), so each one sent counts as a
 * page load of its own. `overrides` replace whole fields.
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
