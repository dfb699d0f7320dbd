import type { Beacon } from 'telemetry-contract';
import { beaconBytes, fitBeacon } from './fit-beacon';

const beacon = (errors: number): Beacon => ({
  v: 1,
  first: true,
  releases: [{ bundle: 'shell', version: '20261120-101500-a1b2c3d', arm: 'live' }],
  routes: ['/'],
  browser: 'firefox',
  mobile: false,
  errored: ['shell'],
  crashed: [],
  errors: Array.from({ length: errors }, (_, i) => ({
    bundle: 'shell',
    message: `Error ${i} ${'x'.repeat(150)}`,
    frames: [],
  })),
  vitals: [{ name: 'FCP', value: 900, route: '/' }],
  conversions: [{ kind: 'contact-sent', route: '/' }],
});

describe('fitBeacon', () => {
  it('gives up the last errors first, keeping the counts, until the beacon fits', () => {
    const full = beacon(10);
    const limit = beaconBytes(beacon(4));
    const fitted = fitBeacon(full, limit)!;
    expect(beaconBytes(fitted)).toBeLessThanOrEqual(limit);
    expect(fitted.errors.map((error) => error.message.slice(0, 7))).toEqual([
      'Error 0',
      'Error 1',
      'Error 2',
      'Error 3',
    ]);
    expect(fitted).toMatchObject({ errored: ['shell'], vitals: full.vitals, conversions: full.conversions });
  });

  it('sends nothing rather than a beacon over the limit', () => {
    expect(fitBeacon(beacon(0), 50)).toBeNull();
    expect(fitBeacon(beacon(3))).toEqual(beacon(3));
  });
});
