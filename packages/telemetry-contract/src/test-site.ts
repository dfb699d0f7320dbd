import type { Beacon } from './beacon-schema.ts';
import { sampleBeacon } from './sample-beacon.ts';
import type { BeaconSite } from './validate-beacon.ts';

/** A site as the package's tests check beacons against: the bundles and release names of this one. */
export const TEST_SITE: BeaconSite = {
  bundles: ['shell', 'marketing', 'knowledge-hub', 'staff'],
  releaseName: /^\d{8}-\d{6}-(?:[0-9a-f]{7,40}|nogit)(?:-[1-9]\d{0,3})?$/,
};

export const LOAD = '3f2a1c9e-5b7d-4e1f-9a2b-6c8d0e1f2a3b';

/** The sample beacon naming its page load (`LOAD`); `overrides` replace whole fields. */
export const testBeacon = (overrides: Partial<Beacon> = {}): Beacon => sampleBeacon({ load: LOAD, ...overrides });
