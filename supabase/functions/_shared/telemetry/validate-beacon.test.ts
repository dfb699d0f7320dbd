import {
  BeaconRefusal,
  SAMPLE_VERSIONS,
  SCRUB_FRAME_CASES,
  SCRUB_MESSAGE_CASES,
  sampleBeacon,
} from 'telemetry-contract';
import { BUNDLES, validateBeacon } from './validate-beacon.ts';

// Every field, list and limit of the contract is tested in packages/telemetry-contract
// (validate-beacon.test.ts): here, that the function checks by it against this site, and what it keeps.
const refusal = (input: unknown): string => {
  try {
    validateBeacon(input);
  } catch (error) {
    if (error instanceof BeaconRefusal) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

const LOAD = '3f2a1c9e-5b7d-4e1f-9a2b-6c8d0e1f2a3b';

describe('validateBeacon', () => {
  it('keeps the page-load id, requires it in a later beacon, and refuses one that is not a random UUID', () => {
    expect(validateBeacon(sampleBeacon({ load: LOAD })).load).toBe(LOAD);
    expect(validateBeacon(sampleBeacon({ first: false, load: LOAD })).load).toBe(LOAD);
    expect(refusal(sampleBeacon({ first: false }))).toBe('A later beacon must name its page load ("load").');
    expect(refusal({ ...sampleBeacon(), load: LOAD.toUpperCase() })).toBe(
      '"load" must be a random UUID in lower case (crypto.randomUUID()).',
    );
  });

  it('accepts a well-formed first beacon and keeps what is stored', () => {
    expect(validateBeacon(sampleBeacon())).toEqual({
      first: true,
      load: null,
      releases: sampleBeacon().releases.map((release) => ({ ...release, counted: true })),
      routes: ['/'],
      browser: 'chrome',
      mobile: false,
      errored: [],
      crashed: [],
      errors: [],
      vitals: sampleBeacon().vitals,
      conversions: [],
    });
  });

  it('counts a later beacon for the releases it marks counted only', () => {
    const [shell, marketing] = sampleBeacon().releases;
    const later = validateBeacon(
      sampleBeacon({ first: false, load: LOAD, releases: [shell!, { ...marketing!, counted: true }] }),
    );
    expect(later.releases.map((release) => release.counted)).toEqual([false, true]);
    expect(refusal(sampleBeacon({ releases: [{ ...shell!, counted: 'yes' as never }] }))).toMatch(
      /releases\[0\]\.counted/,
    );
  });

  it("checks bundles and release names against this site's (site-facts.json)", () => {
    expect(BUNDLES).toEqual(['shell', 'marketing', 'knowledge-hub', 'staff']);
    const releases = [{ bundle: 'payments', version: SAMPLE_VERSIONS.shell, arm: 'live' as const }];
    expect(refusal(sampleBeacon({ releases }))).toMatch(/releases\[0\]\.bundle must be one of shell, marketing/);
    for (const version of ['latest', '20261120-101500-ABC1234', '20261120-101500-abc1234-0'])
      expect(refusal(sampleBeacon({ releases: [{ bundle: 'shell', version, arm: 'live' }] }))).toMatch(
        /is not a release name/,
      );
    expect(
      validateBeacon(sampleBeacon({ releases: [{ bundle: 'shell', version: '20261124-170000-nogit-2', arm: 'live' }] }))
        .releases,
    ).toHaveLength(1);
  });

  it('stores a path outside the manifest as "*", never as typed, and a trailing slash as the route', () => {
    const valid = validateBeacon(
      sampleBeacon({
        routes: ['/services/', '/my-secret-page', '/staff/leads'],
        vitals: [{ name: 'LCP', value: 1, route: '/my-secret-page' }],
        conversions: [{ kind: 'contact-sent', route: '/about/' }],
      }),
    );
    expect(valid.routes).toEqual(['/services', '*', '/staff/leads']);
    expect(valid.vitals[0]?.route).toBe('*');
    expect(valid.conversions[0]?.route).toBe('/about');
  });

  it('replaces emails, query strings, long numbers and tokens in error messages and frames', () => {
    const valid = validateBeacon(
      sampleBeacon({
        errors: [
          {
            bundle: 'marketing',
            message: 'Failed for priya@acme.co.in at /x?token=abc phone 9876543210 key eyJhbGciOiJIUzI1NiJ9abc123',
            frames: ['marketing@20261121-093000-def5678/main.js?t=secret:10:5'],
          },
        ],
      }),
    );
    expect(valid.errors[0]).toEqual({
      bundle: 'marketing',
      message: 'Failed for <email> at /x phone <number> key <token>',
      frames: ['marketing@20261121-093000-def5678/main.js:10:5'],
    });
  });
});

describe('what the function stores of error samples (scrubbed again, whatever the browser did)', () => {
  const stored = (message: string, frames: string[]) =>
    validateBeacon(sampleBeacon({ errors: [{ bundle: 'marketing', message, frames }] })).errors[0];

  it.each(SCRUB_MESSAGE_CASES)('a message with %s', (_what, reported, kept) => {
    expect(stored(reported, [])?.message).toBe(kept);
  });

  it.each(SCRUB_FRAME_CASES)('a frame with %s', (_what, reported, kept) => {
    expect(stored('Error', [reported])?.frames).toEqual([kept]);
  });
});
