import { BEACON_LIMITS } from './beacon.ts';
import { sampleBeacon, SAMPLE_VERSIONS } from './sample-beacon.ts';
import { BeaconError, validateBeacon } from './validate-beacon.ts';

const refusal = (input: unknown): string => {
  try {
    validateBeacon(input);
  } catch (error) {
    if (error instanceof BeaconError) return error.message;
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
    for (const load of ['1', LOAD.toUpperCase(), LOAD.replace('-4e1f', '-1e1f'), `${LOAD} `, 42, null])
      expect(refusal({ ...sampleBeacon(), load })).toBe(
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

  it('refuses a bundle the site manifest does not know', () => {
    const releases = [{ bundle: 'payments', version: SAMPLE_VERSIONS.shell, arm: 'live' as const }];
    expect(refusal(sampleBeacon({ releases }))).toMatch(/releases\[0\]\.bundle must be one of shell, marketing/);
  });

  it.each(['latest', '2026-11-20', '20261120-101500-ABC1234', '20261120-101500-abc1234-0'])(
    'refuses the version %p, which is not a release name',
    (version) => {
      const releases = [{ bundle: 'shell', version, arm: 'live' as const }];
      expect(refusal(sampleBeacon({ releases }))).toMatch(/is not a release name/);
    },
  );

  it('refuses an unknown arm, browser, conversion or vital', () => {
    expect(refusal({ ...sampleBeacon(), browser: 'netscape' })).toMatch(/"browser" must be one of/);
    expect(
      refusal(sampleBeacon({ releases: [{ bundle: 'shell', version: SAMPLE_VERSIONS.shell, arm: 'beta' as 'live' }] })),
    ).toMatch(/arm/);
    expect(refusal(sampleBeacon({ conversions: [{ kind: 'bought' as 'contact-sent', route: '/' }] }))).toMatch(/kind/);
    expect(refusal(sampleBeacon({ vitals: [{ name: 'FID' as 'LCP', value: 1, route: '/' }] }))).toMatch(/name/);
  });

  it.each([
    ['negative', -1],
    ['above the maximum', BEACON_LIMITS.vitals.LCP.max + 1],
    ['not a number', '1800'],
    ['infinite', Infinity],
  ])('refuses a vital value that is %s', (_, value) => {
    expect(refusal(sampleBeacon({ vitals: [{ name: 'LCP', value: value as number, route: '/' }] }))).toMatch(
      /vitals\[0\]\.value must be a number from 0 to 120000/,
    );
  });

  it('refuses more events than the limits allow', () => {
    const many = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);
    const vital = { name: 'CLS' as const, value: 0, route: '/' };
    expect(refusal(sampleBeacon({ vitals: many(BEACON_LIMITS.maxVitals + 1, vital) }))).toMatch(/at most 20/);
    const error = { bundle: 'shell', message: 'boom', frames: [] };
    expect(refusal(sampleBeacon({ errors: many(BEACON_LIMITS.maxErrors + 1, error) }))).toMatch(/"errors" has 11/);
    const conversion = { kind: 'contact-sent' as const, route: '/' };
    expect(refusal(sampleBeacon({ conversions: many(BEACON_LIMITS.maxConversions + 1, conversion) }))).toMatch(
      /conversions/,
    );
    expect(refusal(sampleBeacon({ routes: many(BEACON_LIMITS.maxRoutes + 1, '/') }))).toMatch(/"routes" has 11/);
    const frames = many(BEACON_LIMITS.maxFrames + 1, 'main.js:1:1');
    expect(refusal(sampleBeacon({ errors: [{ bundle: 'shell', message: 'x', frames }] }))).toMatch(/frames/);
  });

  it('refuses fields it does not know, at any depth, so nothing else can be sent along', () => {
    expect(refusal({ ...sampleBeacon(), visitorId: 'abc' })).toMatch(/unknown field "visitorId"/);
    const releases = [{ bundle: 'shell', version: SAMPLE_VERSIONS.shell, arm: 'live', user: 'x' }];
    expect(refusal({ ...sampleBeacon(), releases })).toMatch(/unknown field "user"/);
  });

  it('refuses a missing field, a wrong version of the format and a body that is not an object', () => {
    const { browser: _, ...rest } = sampleBeacon();
    expect(refusal(rest)).toMatch(/lacks "browser"/);
    expect(refusal({ ...sampleBeacon(), v: 2 })).toMatch(/"v" must be 1/);
    expect(refusal([sampleBeacon()])).toMatch(/must be an object/);
  });

  it('refuses errored, crashed and error bundles that are not among the releases', () => {
    expect(refusal(sampleBeacon({ errored: ['knowledge-hub'] }))).toMatch(/"errored" names "knowledge-hub"/);
    expect(refusal(sampleBeacon({ crashed: ['shell', 'shell'] }))).toMatch(/twice/);
    expect(refusal(sampleBeacon({ errors: [{ bundle: 'staff', message: 'x', frames: [] }] }))).toMatch(
      /not among releases/,
    );
    expect(
      validateBeacon(sampleBeacon({ errors: [{ bundle: 'unknown', message: 'x', frames: [] }] })).errors,
    ).toHaveLength(1);
  });

  it('refuses a first beacon without a landing route, and routes that are not paths', () => {
    expect(refusal(sampleBeacon({ routes: [] }))).toMatch(/landing route/);
    expect(validateBeacon(sampleBeacon({ first: false, load: LOAD, routes: [] })).routes).toEqual([]);
    expect(refusal(sampleBeacon({ routes: ['services'] }))).toMatch(/path starting with/);
    expect(refusal(sampleBeacon({ routes: ['/?email=a@b.co'] }))).toMatch(/without query/);
    expect(refusal(sampleBeacon({ routes: [`/${'a'.repeat(BEACON_LIMITS.maxRouteLength)}`] }))).toMatch(/at most 100/);
  });

  it('stores a path outside the manifest as "*", never as typed, and a trailing slash as the route', () => {
    const valid = validateBeacon(sampleBeacon({ routes: ['/services/', '/my-secret-page', '/staff/leads'] }));
    expect(valid.routes).toEqual(['/services', '*', '/staff/leads']);
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
