import { Constants } from 'database-types';
import { BEACON_LIMITS } from './beacon-limits.ts';
import { BEACON_SCHEMA, type Beacon } from './beacon-schema.ts';
import { ARMS, BROWSERS, CONVERSIONS, VITALS, type BeaconVitalName } from './closed-lists.ts';
import { SAMPLE_VERSIONS } from './sample-beacon.ts';
import { LOAD, TEST_SITE, testBeacon } from './test-site.ts';
import { BeaconRefusal, createBeaconValidator } from './validate-beacon.ts';

const validate = createBeaconValidator(TEST_SITE);

/** The message a beacon is refused with (the test fails if it is accepted). */
const refusal = (input: unknown): string => {
  try {
    validate(input);
  } catch (error) {
    if (error instanceof BeaconRefusal) return error.message;
    throw error;
  }
  throw new Error('accepted');
};
const many = <T>(n: number, item: T): T[] => Array.from({ length: n }, () => item);
const release = (bundle: string, arm: Beacon['releases'][number]['arm'] = 'live') => ({
  bundle,
  version: SAMPLE_VERSIONS.shell,
  arm,
});
const ALL_RELEASES = TEST_SITE.bundles.map((bundle) => release(bundle));

describe('the closed lists', () => {
  it('are the enums of the generated database types, not lists of their own', () => {
    expect(ARMS).toBe(Constants.public.Enums.telemetry_arm);
    expect(BROWSERS).toBe(Constants.public.Enums.telemetry_browser);
    expect(CONVERSIONS).toBe(Constants.public.Enums.telemetry_conversion);
    expect(VITALS).toBe(Constants.public.Enums.telemetry_vital);
  });

  it('give each Web Vital a maximum, and no other name one', () => {
    expect(Object.keys(BEACON_LIMITS.vitalMax).sort()).toEqual([...VITALS].sort());
  });

  it.each(ARMS)('accepts the arm %s', (arm) => {
    expect(validate(testBeacon({ releases: [release('shell', arm)] })).releases[0]?.arm).toBe(arm);
  });
  it.each(BROWSERS)('accepts the browser %s', (browser) => {
    expect(validate(testBeacon({ browser })).browser).toBe(browser);
  });
  it.each(CONVERSIONS)('accepts the conversion %s', (kind) => {
    expect(validate(testBeacon({ conversions: [{ kind, route: '/' }] })).conversions).toHaveLength(1);
  });
  it.each(VITALS)('accepts the vital %s from 0 to its maximum, and refuses above', (name) => {
    const max = BEACON_LIMITS.vitalMax[name];
    for (const value of [0, max])
      expect(validate(testBeacon({ vitals: [{ name, value, route: '/' }] })).vitals).toHaveLength(1);
    expect(refusal(testBeacon({ vitals: [{ name, value: max + 0.001, route: '/' }] }))).toBe(
      `vitals[0].value must be a number from 0 to ${max}.`,
    );
  });

  it('refuses a value of no list, naming every value of the list', () => {
    expect(refusal({ ...testBeacon(), browser: 'netscape' })).toBe(`"browser" must be one of ${BROWSERS.join(', ')}.`);
    expect(refusal(testBeacon({ releases: [release('shell', 'beta' as never)] }))).toBe(
      `releases[0].arm must be one of ${ARMS.join(', ')}.`,
    );
    expect(refusal(testBeacon({ conversions: [{ kind: 'bought' as never, route: '/' }] }))).toBe(
      `conversions[0].kind must be one of ${CONVERSIONS.join(', ')}.`,
    );
    expect(refusal(testBeacon({ vitals: [{ name: 'FID' as BeaconVitalName, value: 1, route: '/' }] }))).toBe(
      `vitals[0].name must be one of ${VITALS.join(', ')}.`,
    );
    // The same word in another case, or with a space, is no value of the list.
    expect(refusal({ ...testBeacon(), browser: 'Chrome' })).toMatch(/"browser" must be one of/);
    expect(refusal({ ...testBeacon(), browser: 'chrome ' })).toMatch(/"browser" must be one of/);
  });

  it('refuses a bundle the site does not have, and takes "unknown" for an error sample only', () => {
    expect(refusal(testBeacon({ releases: [release('payments')] }))).toBe(
      `releases[0].bundle must be one of ${TEST_SITE.bundles.join(', ')}.`,
    );
    expect(refusal(testBeacon({ errored: ['unknown'] }))).toMatch(/errored\[0\] must be one of/);
    expect(validate(testBeacon({ errors: [{ bundle: 'unknown', message: 'x', frames: [] }] })).errors).toHaveLength(1);
  });
});

describe('every limit', () => {
  it.each([
    ['routes', BEACON_LIMITS.maxRoutes, '/'],
    ['errors', BEACON_LIMITS.maxErrors, { bundle: 'shell', message: 'boom', frames: [] }],
    ['vitals', BEACON_LIMITS.maxVitals, { name: 'CLS', value: 0, route: '/' }],
    ['conversions', BEACON_LIMITS.maxConversions, { kind: 'contact-sent', route: '/' }],
  ] as const)('takes %s items up to its maximum (%i), not one more', (field, max, item) => {
    expect(validate(testBeacon({ [field]: many(max, item) }))[field]).toHaveLength(max);
    expect(refusal(testBeacon({ [field]: many(max + 1, item) }))).toBe(
      `"${field}" has ${max + 1} items; at most ${max}.`,
    );
  });

  it('takes as many releases as the site has bundles, each once', () => {
    expect(validate(testBeacon({ releases: ALL_RELEASES })).releases).toHaveLength(TEST_SITE.bundles.length);
    expect(refusal(testBeacon({ releases: [...ALL_RELEASES, release('shell')] }))).toBe(
      `"releases" has ${TEST_SITE.bundles.length + 1} items; at most ${TEST_SITE.bundles.length}.`,
    );
    expect(refusal(testBeacon({ releases: [release('shell'), release('shell')] }))).toBe(
      '"releases" names a bundle twice.',
    );
    expect(refusal(testBeacon({ releases: [] }))).toBe('"releases" must name at least one release.');
  });

  it('takes as many errored and crashed bundles as the site has, each once and among the releases', () => {
    const all = TEST_SITE.bundles;
    const beacon = testBeacon({ releases: ALL_RELEASES, errored: [...all], crashed: [...all] });
    expect(validate(beacon).errored).toEqual(all);
    expect(refusal({ ...beacon, errored: [...all, 'shell'] })).toBe(
      `"errored" has ${all.length + 1} items; at most ${all.length}.`,
    );
    expect(refusal(testBeacon({ crashed: ['shell', 'shell'] }))).toBe('"crashed" names a bundle twice.');
    expect(refusal(testBeacon({ errored: ['staff'] }))).toBe('"errored" names "staff", which is not among releases.');
    expect(refusal(testBeacon({ errors: [{ bundle: 'staff', message: 'x', frames: [] }] }))).toBe(
      'errors[0].bundle "staff" is not among releases.',
    );
  });

  it('takes frames up to their count and length, without spaces', () => {
    const error = (frames: string[]) => testBeacon({ errors: [{ bundle: 'shell', message: 'x', frames }] });
    const longest = `${'a'.repeat(BEACON_LIMITS.maxFrameLength - 4)}:1:1`;
    expect(validate(error(many(BEACON_LIMITS.maxFrames, longest))).errors[0]?.frames).toHaveLength(
      BEACON_LIMITS.maxFrames,
    );
    expect(refusal(error(many(BEACON_LIMITS.maxFrames + 1, 'main.js:1:1')))).toBe(
      `errors[0].frames has ${BEACON_LIMITS.maxFrames + 1} items; at most ${BEACON_LIMITS.maxFrames}.`,
    );
    expect(refusal(error([`${longest}1`]))).toBe(
      `errors[0].frames[0] is ${BEACON_LIMITS.maxFrameLength + 1} characters long; at most ${BEACON_LIMITS.maxFrameLength}.`,
    );
    expect(refusal(error(['main.js:1:1', 'at main.js:1:1']))).toBe('errors[0].frames[1] must not contain spaces.');
    expect(refusal(error(['']))).toBe('errors[0].frames[0] must be a non-empty string.');
  });

  it('takes a message, a route and a version up to their length', () => {
    const message = (text: string) => testBeacon({ errors: [{ bundle: 'shell', message: text, frames: [] }] });
    expect(validate(message('m'.repeat(BEACON_LIMITS.maxMessageLength))).errors).toHaveLength(1);
    expect(refusal(message('m'.repeat(BEACON_LIMITS.maxMessageLength + 1)))).toBe(
      `errors[0].message is ${BEACON_LIMITS.maxMessageLength + 1} characters long; at most ${BEACON_LIMITS.maxMessageLength}.`,
    );
    const route = `/${'a'.repeat(BEACON_LIMITS.maxRouteLength - 1)}`;
    expect(validate(testBeacon({ routes: [route] })).routes).toEqual([route]);
    expect(refusal(testBeacon({ routes: [`${route}a`] }))).toBe(
      `routes[0] is ${BEACON_LIMITS.maxRouteLength + 1} characters long; at most ${BEACON_LIMITS.maxRouteLength}.`,
    );
    const version = `20261120-101500-${'a'.repeat(40)}-9999`;
    const tooLong = `${version}${'0'.repeat(64 - version.length + 1)}`;
    expect(refusal(testBeacon({ releases: [{ ...release('shell'), version: tooLong }] }))).toMatch(/at most 64\.$/);
  });

  it.each([
    ['negative', -1],
    ['not a number', '1800'],
    ['infinite', Infinity],
    ['NaN', NaN],
    ['null', null],
  ])('refuses a vital value that is %s', (_what, value) => {
    expect(refusal(testBeacon({ vitals: [{ name: 'LCP', value: value as number, route: '/' }] }))).toBe(
      `vitals[0].value must be a number from 0 to ${BEACON_LIMITS.vitalMax.LCP}.`,
    );
  });

  it('reads every number of BEACON_LIMITS from the schema', () => {
    const fields = BEACON_SCHEMA.beacon.fields;
    expect(BEACON_LIMITS).toMatchObject({
      path: BEACON_SCHEMA.path,
      version: fields.v.value,
      maxRoutes: fields.routes.max,
      maxFrameLength: fields.errors.items.fields.frames.items.max,
      maxRouteLength: fields.routes.items.max,
      vitalMax: fields.vitals.items.fields.value.max.max,
    });
  });
});

describe('forged and malformed beacons', () => {
  it('refuses a field it does not know, at any depth', () => {
    expect(refusal({ ...testBeacon(), visitorId: 'abc' })).toBe('The beacon has an unknown field "visitorId".');
    expect(refusal(testBeacon({ releases: [{ ...release('shell'), user: 'x' } as never] }))).toBe(
      'releases[0] has an unknown field "user".',
    );
    expect(refusal(testBeacon({ errors: [{ bundle: 'shell', message: 'x', frames: [], stack: 'y' } as never] }))).toBe(
      'errors[0] has an unknown field "stack".',
    );
    expect(refusal(testBeacon({ vitals: [{ name: 'LCP', value: 1, route: '/', id: 'v1' } as never] }))).toMatch(
      /vitals\[0\] has an unknown field "id"/,
    );
    expect(
      refusal(testBeacon({ conversions: [{ kind: 'contact-sent', route: '/', email: 'a@b.co' } as never] })),
    ).toMatch(/conversions\[0\] has an unknown field "email"/);
  });

  it('refuses keys an object has by inheritance, as JSON.parse may make them', () => {
    const forged = JSON.parse(`{"__proto__": {"x": 1}, ${JSON.stringify(testBeacon()).slice(1)}`) as unknown;
    expect(refusal(forged)).toBe('The beacon has an unknown field "__proto__".');
    expect(refusal({ ...testBeacon(), toString: 'x' })).toBe('The beacon has an unknown field "toString".');
  });

  it('refuses a missing field, the wrong version and what is not an object', () => {
    const { browser: _, ...rest } = testBeacon();
    expect(refusal(rest)).toBe('The beacon lacks "browser".');
    expect(refusal({ ...testBeacon(), v: 2 })).toBe('"v" must be 1.');
    expect(refusal({ ...testBeacon(), v: '1' })).toBe('"v" must be 1.');
    for (const input of [null, 'beacon', 42, [testBeacon()]])
      expect(refusal(input)).toBe('The beacon must be an object.');
    expect(refusal(testBeacon({ releases: [null as never] }))).toBe('releases[0] must be an object.');
  });

  it('refuses values of the wrong type in every field', () => {
    expect(refusal({ ...testBeacon(), first: 'true' })).toBe('"first" must be true or false.');
    expect(refusal({ ...testBeacon(), mobile: 1 })).toBe('"mobile" must be true or false.');
    expect(refusal({ ...testBeacon(), routes: '/' })).toBe('"routes" must be an array.');
    expect(refusal({ ...testBeacon(), routes: [{ path: '/' }] })).toBe('routes[0] must be a non-empty string.');
    expect(refusal(testBeacon({ releases: [{ ...release('shell'), counted: 'yes' as never }] }))).toBe(
      'releases[0].counted must be true or false.',
    );
    expect(refusal(testBeacon({ errors: [{ bundle: 'shell', message: ['x'] as never, frames: [] }] }))).toBe(
      'errors[0].message must be a non-empty string.',
    );
  });

  it('refuses an oversized list by its count, whatever its items', () => {
    const huge = many(100_000, { a: 'x'.repeat(100) });
    expect(refusal({ ...testBeacon(), routes: huge })).toBe(
      `"routes" has 100000 items; at most ${BEACON_LIMITS.maxRoutes}.`,
    );
    expect(refusal({ ...testBeacon(), errors: huge })).toMatch(/^"errors" has 100000 items/);
  });

  it('refuses an oversized text by its length', () => {
    const message = 'x'.repeat(1_000_000);
    expect(refusal(testBeacon({ errors: [{ bundle: 'shell', message, frames: [] }] }))).toMatch(
      /^errors\[0\]\.message is 1000000 characters long/,
    );
  });

  it('refuses a page-load id that is not a random UUID in lower case', () => {
    for (const load of ['1', LOAD.toUpperCase(), LOAD.replace('-4e1f', '-1e1f'), `${LOAD} `, 42, null])
      expect(refusal({ ...testBeacon(), load })).toBe(
        '"load" must be a random UUID in lower case (crypto.randomUUID()).',
      );
  });

  it('refuses routes that are not paths and versions that are not release names', () => {
    for (const route of ['services', '/?email=a@b.co', '/a#b', '/a b'])
      expect(refusal(testBeacon({ routes: [route] }))).toBe(
        'routes[0] must be a path starting with "/", without query or fragment.',
      );
    for (const version of ['latest', '2026-11-20', '20261120-101500-ABC1234', '20261120-101500-abc1234-0'])
      expect(refusal(testBeacon({ releases: [{ ...release('shell'), version }] }))).toBe(
        `releases[0].version "${version}" is not a release name.`,
      );
  });
});

describe('how the fields of a beacon agree', () => {
  it('takes a first beacon without a page-load id, and refuses a later one', () => {
    const { load: _, ...first } = testBeacon();
    expect(validate(first).load).toBeUndefined();
    expect(refusal({ ...first, first: false })).toBe('A later beacon must name its page load ("load").');
    expect(validate(testBeacon({ first: false })).first).toBe(false);
  });

  it('needs the landing route in a first beacon only', () => {
    expect(refusal(testBeacon({ routes: [] }))).toBe('The first beacon of a page load must name its landing route.');
    expect(validate(testBeacon({ first: false, routes: [] })).routes).toEqual([]);
  });

  it('returns the beacon it was given, typed', () => {
    const beacon = testBeacon({ errored: ['marketing'] });
    expect(validate(beacon)).toBe(beacon);
  });
});
