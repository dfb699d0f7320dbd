import type { Beacon } from './beacon-schema.ts';
import type { BeaconSite } from './validate-beacon.ts';

/** A site as the package's tests check beacons against: the bundles and release names of this one. */
export const TEST_SITE: BeaconSite = {
  bundles: ['shell', 'marketing', 'knowledge-hub', 'staff'],
  releaseName: /^\d{8}-\d{6}-(?:[0-9a-f]{7,40}|nogit)(?:-[1-9]\d{0,3})?$/,
};

export const SHELL_VERSION = '20261120-101500-abc1234';
export const MARKETING_VERSION = '20261121-093000-def5678';
export const LOAD = '3f2a1c9e-5b7d-4e1f-9a2b-6c8d0e1f2a3b';

/** A first beacon of a page load on the home page, nothing wrong; `overrides` replace whole fields. */
export function testBeacon(overrides: Partial<Beacon> = {}): Beacon {
  return {
    v: 1,
    first: true,
    load: LOAD,
    releases: [
      { bundle: 'shell', version: SHELL_VERSION, arm: 'live' },
      { bundle: 'marketing', version: MARKETING_VERSION, arm: 'live' },
    ],
    routes: ['/'],
    browser: 'chrome',
    mobile: false,
    errored: [],
    crashed: [],
    errors: [],
    vitals: [{ name: 'LCP', value: 1800, route: '/' }],
    conversions: [],
    ...overrides,
  };
}
