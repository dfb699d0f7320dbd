import type { Beacon, BeaconErrorSample, BeaconRelease } from './beacon-schema.ts';
import type { BeaconArm, BeaconBrowser, BeaconConversion, BeaconVitalName } from './closed-lists.ts';

// The type is mapped from the schema: these lines compile only while it says what the schema says
// (`npm run typecheck -w telemetry-contract` checks them; jest runs the one below).
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const is = <T extends true>(): T => true as T;

const checks = [
  is<Equal<Beacon['v'], 1>>(),
  is<Equal<Beacon['first'], boolean>>(),
  is<Equal<Beacon['load'], string | undefined>>(),
  is<Equal<BeaconArm, 'live' | 'canary' | 'preview'>>(),
  is<Equal<BeaconVitalName, 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'>>(),
  is<Equal<BeaconRelease, { bundle: string; version: string; arm: BeaconArm; counted?: boolean }>>(),
  is<Equal<Beacon['browser'], BeaconBrowser>>(),
  is<Equal<Beacon['conversions'], { kind: BeaconConversion; route: string }[]>>(),
  is<Equal<Beacon['vitals'], { name: BeaconVitalName; value: number; route: string }[]>>(),
  is<Equal<BeaconErrorSample, { bundle: string; message: string; frames: string[] }>>(),
  is<Equal<Beacon['errored'], string[]>>(),
  is<Equal<Beacon['routes'], string[]>>(),
  is<
    Equal<
      keyof Beacon,
      | 'v'
      | 'first'
      | 'load'
      | 'releases'
      | 'routes'
      | 'browser'
      | 'mobile'
      | 'errored'
      | 'crashed'
      | 'errors'
      | 'vitals'
      | 'conversions'
    >
  >(),
];

describe('the Beacon type', () => {
  it('is mapped from the schema (checked by the type check)', () => {
    expect(checks.every(Boolean)).toBe(true);
  });
});
