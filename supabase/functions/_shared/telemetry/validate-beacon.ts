import {
  BEACON_LIMITS,
  type BeaconArm,
  type BeaconBrowser,
  type BeaconConversion,
  type BeaconVitalName,
} from './beacon.ts';
import { scrubFrame, scrubMessage } from './scrub-text.ts';
import facts from './site-facts.json' with { type: 'json' };

/** The bundles of the site manifest; errors may also be attributed to "unknown". */
export const BUNDLES: readonly string[] = facts.bundles.map((b) => b.name);
/** Every route of the site manifest; other paths are stored as {@link OTHER_ROUTE}. */
export const ROUTES: readonly string[] = facts.bundles.flatMap((b) => b.routes);
/** Where a page not in the manifest (a mistyped address, say) is counted, so no typed path is stored. */
export const OTHER_ROUTE = '*';
/** A route not known at the time of a beacon: a later beacon of a page load that shows no new route. */
export const NO_ROUTE = '';
const VERSION = new RegExp(facts.versionPattern);
const PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const FRAME = /^\S+$/;
/** A page-load id: a random (version 4) UUID in lower case, as crypto.randomUUID makes it. */
const PAGE_LOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A release a page load runs, as stored. */
export interface ValidRelease {
  bundle: string;
  version: string;
  arm: BeaconArm;
  /** This beacon counts the page load for the release (beacon.ts). */
  counted: boolean;
}

/** A beacon that passed every check, reduced to what is stored (routes mapped to the manifest's). */
export interface ValidBeacon {
  first: boolean;
  /** The page-load id; null in a first beacon without one. Never stored: the function keys it. */
  load: string | null;
  releases: ValidRelease[];
  /** Manifest routes (or "*") shown since the previous beacon, landing route first. */
  routes: string[];
  browser: BeaconBrowser;
  mobile: boolean;
  errored: string[];
  crashed: string[];
  errors: { bundle: string; message: string; frames: string[] }[];
  vitals: { name: BeaconVitalName; value: number; route: string }[];
  conversions: { kind: BeaconConversion; route: string }[];
}

/** Why a body is refused: the first problem found, naming the field. */
export class BeaconError extends Error {}

type Json = Record<string, unknown>;

const fail = (message: string): never => {
  throw new BeaconError(message);
};

/** An object with exactly `keys`, besides those of `optional` it may have. */
function object(value: unknown, where: string, keys: readonly string[], optional: readonly string[] = []): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(`${where} must be an object.`);
  const record = value as Json;
  for (const key of Object.keys(record))
    if (!keys.includes(key) && !optional.includes(key)) fail(`${where} has an unknown field "${key}".`);
  for (const key of keys) if (!(key in record)) fail(`${where} lacks "${key}".`);
  return record;
}

function list(value: unknown, where: string, max: number): unknown[] {
  if (!Array.isArray(value)) fail(`${where} must be an array.`);
  const items = value as unknown[];
  if (items.length > max) fail(`${where} has ${items.length} items; at most ${max}.`);
  return items;
}

function text(value: unknown, where: string, max: number): string {
  if (typeof value !== 'string' || value.length === 0) fail(`${where} must be a non-empty string.`);
  const s = value as string;
  if (s.length > max) fail(`${where} is ${s.length} characters long; at most ${max}.`);
  return s;
}

function oneOf<T extends string>(value: unknown, where: string, allowed: readonly string[]): T {
  if (typeof value !== 'string' || !allowed.includes(value)) fail(`${where} must be one of ${allowed.join(', ')}.`);
  return value as T;
}

function flag(value: unknown, where: string): boolean {
  if (typeof value !== 'boolean') fail(`${where} must be true or false.`);
  return value as boolean;
}

/** A path as the site routes it, mapped to the manifest route it names (trailing slash ignored) or "*". */
function route(value: unknown, where: string): string {
  const path = text(value, where, BEACON_LIMITS.maxRouteLength);
  if (!PATH.test(path)) fail(`${where} must be a path starting with "/", without query or fragment.`);
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.includes(bare) ? bare : OTHER_ROUTE;
}

function bundleNames(value: unknown, where: string, running: Set<string>): string[] {
  const names = list(value, where, BUNDLES.length).map((v, i) => oneOf(v, `${where}[${i}]`, BUNDLES));
  for (const name of names) if (!running.has(name)) fail(`${where} names "${name}", which is not among releases.`);
  if (new Set(names).size !== names.length) fail(`${where} names a bundle twice.`);
  return names;
}

const BEACON_KEYS = [
  'v',
  'first',
  'releases',
  'routes',
  'browser',
  'mobile',
  'errored',
  'crashed',
  'errors',
  'vitals',
  'conversions',
];

/**
 * Checks a parsed beacon against beacon.ts and beacon-limits.json and returns what is stored.
 * Throws {@link BeaconError} naming the first problem; nothing of a refused beacon is kept.
 */
export function validateBeacon(input: unknown): ValidBeacon {
  const b = object(input, 'The beacon', BEACON_KEYS, ['load']);
  if (b.v !== BEACON_LIMITS.version) fail(`"v" must be ${BEACON_LIMITS.version}.`);
  const first = flag(b.first, '"first"');
  // A later beacon is counted only for a page load ingestion saw begin: it must say which.
  if (b.load === undefined && !first) fail('A later beacon must name its page load ("load").');
  if (b.load !== undefined && (typeof b.load !== 'string' || !PAGE_LOAD_ID.test(b.load)))
    fail('"load" must be a random UUID in lower case (crypto.randomUUID()).');
  const load = (b.load as string | undefined) ?? null;

  const releases = list(b.releases, '"releases"', BUNDLES.length).map((value, i): ValidRelease => {
    const r = object(value, `releases[${i}]`, ['bundle', 'version', 'arm'], ['counted']);
    const bundle = oneOf(r.bundle, `releases[${i}].bundle`, BUNDLES);
    const version = text(r.version, `releases[${i}].version`, 64);
    if (!VERSION.test(version)) fail(`releases[${i}].version "${version}" is not a release name.`);
    const arm = oneOf<BeaconArm>(r.arm, `releases[${i}].arm`, BEACON_LIMITS.arms);
    // Counted in the first beacon unless it says otherwise; in a later one when it says so.
    const counted = r.counted === undefined ? first : flag(r.counted, `releases[${i}].counted`);
    return { bundle, version, arm, counted };
  });
  if (releases.length === 0) fail('"releases" must name at least one release.');
  const running = new Set(releases.map((r) => r.bundle));
  if (running.size !== releases.length) fail('"releases" names a bundle twice.');

  const routes = list(b.routes, '"routes"', BEACON_LIMITS.maxRoutes).map((v, i) => route(v, `routes[${i}]`));
  if (first && routes.length === 0) fail('The first beacon of a page load must name its landing route.');

  const errors = list(b.errors, '"errors"', BEACON_LIMITS.maxErrors).map((value, i) => {
    const e = object(value, `errors[${i}]`, ['bundle', 'message', 'frames']);
    const bundle = oneOf(e.bundle, `errors[${i}].bundle`, [...BUNDLES, 'unknown']);
    if (bundle !== 'unknown' && !running.has(bundle)) fail(`errors[${i}].bundle "${bundle}" is not among releases.`);
    const message = scrubMessage(text(e.message, `errors[${i}].message`, BEACON_LIMITS.maxMessageLength));
    const frames = list(e.frames, `errors[${i}].frames`, BEACON_LIMITS.maxFrames).map((f, j) => {
      const frame = text(f, `errors[${i}].frames[${j}]`, BEACON_LIMITS.maxFrameLength);
      if (!FRAME.test(frame)) fail(`errors[${i}].frames[${j}] must not contain spaces.`);
      return scrubFrame(frame);
    });
    return { bundle, message: message || '(empty message)', frames };
  });

  const vitalNames = Object.keys(BEACON_LIMITS.vitals);
  const vitals = list(b.vitals, '"vitals"', BEACON_LIMITS.maxVitals).map((value, i) => {
    const v = object(value, `vitals[${i}]`, ['name', 'value', 'route']);
    const name = oneOf<BeaconVitalName>(v.name, `vitals[${i}].name`, vitalNames);
    const max = BEACON_LIMITS.vitals[name].max;
    if (typeof v.value !== 'number' || !Number.isFinite(v.value) || v.value < 0 || v.value > max)
      fail(`vitals[${i}].value must be a number from 0 to ${max}.`);
    return { name, value: v.value as number, route: route(v.route, `vitals[${i}].route`) };
  });

  const conversions = list(b.conversions, '"conversions"', BEACON_LIMITS.maxConversions).map((value, i) => {
    const c = object(value, `conversions[${i}]`, ['kind', 'route']);
    return {
      kind: oneOf<BeaconConversion>(c.kind, `conversions[${i}].kind`, BEACON_LIMITS.conversions),
      route: route(c.route, `conversions[${i}].route`),
    };
  });

  return {
    first,
    load,
    releases,
    routes,
    browser: oneOf<BeaconBrowser>(b.browser, '"browser"', BEACON_LIMITS.browsers),
    mobile: flag(b.mobile, '"mobile"'),
    errored: bundleNames(b.errored, '"errored"', running),
    crashed: bundleNames(b.crashed, '"crashed"', running),
    errors,
    vitals,
    conversions,
  };
}
