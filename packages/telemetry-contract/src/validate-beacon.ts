import { BEACON_SCHEMA, type Beacon } from './beacon-schema.ts';
import type { FieldSchema, TextFormat } from './schema-kinds.ts';

/** What of the site a beacon is checked against (its manifest's bundles, its release names). */
export interface BeaconSite {
  /** The bundles of the site manifest. */
  bundles: readonly string[];
  /** The site's release-name pattern (anchored). */
  releaseName: RegExp | string;
}

/** Why a beacon is refused: the first problem found, naming the field. */
export class BeaconRefusal extends Error {
  override readonly name = 'BeaconRefusal';
}

/** The bundle of an error sample that no release the page runs can be named for. */
export const UNKNOWN_BUNDLE = 'unknown';

const fail = (message: string): never => {
  throw new BeaconRefusal(message);
};

const PAGE_LOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const WORD = /^\S+$/;

type Json = Record<string, unknown>;

/** Walks `schema` over `value`; `where` names the value in messages, `base` its children's prefix. */
type Walk = (schema: FieldSchema, value: unknown, where: string, base: string, parent?: Json) => void;

function walker(site: BeaconSite): Walk {
  const releaseName = new RegExp(typeof site.releaseName === 'string' ? site.releaseName : site.releaseName.source);
  const bundlesOrUnknown = [...site.bundles, UNKNOWN_BUNDLE];
  const formats: Record<TextFormat, (text: string, where: string) => void> = {
    release: (text, where) => void (releaseName.test(text) || fail(`${where} "${text}" is not a release name.`)),
    path: (text, where) =>
      void (PATH.test(text) || fail(`${where} must be a path starting with "/", without query or fragment.`)),
    word: (text, where) => void (WORD.test(text) || fail(`${where} must not contain spaces.`)),
  };
  const oneOf = (value: unknown, where: string, allowed: readonly string[]) => {
    if (typeof value !== 'string' || !allowed.includes(value)) fail(`${where} must be one of ${allowed.join(', ')}.`);
  };

  const walk: Walk = (schema, value, where, base, parent) => {
    switch (schema.kind) {
      case 'literal':
        if (value !== schema.value) fail(`${where} must be ${schema.value}.`);
        return;
      case 'boolean':
        if (typeof value !== 'boolean') fail(`${where} must be true or false.`);
        return;
      case 'uuid':
        if (typeof value !== 'string' || !PAGE_LOAD_ID.test(value))
          fail(`${where} must be a random UUID in lower case (crypto.randomUUID()).`);
        return;
      case 'text': {
        if (typeof value !== 'string' || value.length === 0) return fail(`${where} must be a non-empty string.`);
        if (value.length > schema.max) fail(`${where} is ${value.length} characters long; at most ${schema.max}.`);
        if (schema.format) formats[schema.format](value, where);
        return;
      }
      case 'oneOf':
        return oneOf(value, where, schema.values);
      case 'bundle':
        return oneOf(value, where, schema.unknown ? bundlesOrUnknown : site.bundles);
      case 'number': {
        const max = typeof schema.max === 'number' ? schema.max : schema.max.max[String(parent?.[schema.max.by])];
        if (
          typeof value !== 'number' ||
          !Number.isFinite(value) ||
          value < schema.min ||
          !(value <= (max ?? -Infinity))
        )
          fail(`${where} must be a number from ${schema.min} to ${max}.`);
        return;
      }
      case 'list': {
        if (!Array.isArray(value)) return fail(`${where} must be an array.`);
        const max = schema.max === 'bundles' ? site.bundles.length : schema.max;
        if (value.length > max) fail(`${where} has ${value.length} items; at most ${max}.`);
        value.forEach((item, i) => walk(schema.items, item, `${base}[${i}]`, `${base}[${i}]`));
        return;
      }
      case 'object': {
        if (typeof value !== 'object' || value === null || Array.isArray(value))
          return fail(`${where} must be an object.`);
        const record = value as Json;
        for (const key of Object.keys(record))
          if (!Object.hasOwn(schema.fields, key)) fail(`${where} has an unknown field "${key}".`);
        const fields = Object.entries(schema.fields);
        for (const [key, field] of fields)
          if (record[key] === undefined && !field.optional) fail(`${where} lacks "${key}".`);
        for (const [key, field] of fields) {
          if (record[key] === undefined) continue;
          // A beacon's own fields are named in quotes ("routes"); deeper ones by their path (routes[0]).
          const child = base ? `${base}.${key}` : key;
          walk(field, record[key], base ? child : `"${key}"`, child, record);
        }
        return;
      }
    }
  };
  return walk;
}

/** What the walk cannot say alone: how the fields of one beacon agree. */
function checkAgreement(beacon: Beacon): void {
  // A later beacon is counted only for a page load ingestion saw begin: it must say which.
  if (beacon.load === undefined && !beacon.first) fail('A later beacon must name its page load ("load").');
  if (beacon.releases.length === 0) fail('"releases" must name at least one release.');
  const running = new Set(beacon.releases.map((release) => release.bundle));
  if (running.size !== beacon.releases.length) fail('"releases" names a bundle twice.');
  if (beacon.first && beacon.routes.length === 0) fail('The first beacon of a page load must name its landing route.');
  for (const field of ['errored', 'crashed'] as const) {
    for (const name of beacon[field])
      if (!running.has(name)) fail(`"${field}" names "${name}", which is not among releases.`);
    if (new Set(beacon[field]).size !== beacon[field].length) fail(`"${field}" names a bundle twice.`);
  }
  beacon.errors.forEach(({ bundle }, i) => {
    if (bundle !== UNKNOWN_BUNDLE && !running.has(bundle))
      fail(`errors[${i}].bundle "${bundle}" is not among releases.`);
  });
}

/**
 * The validator of a site's beacons: checks a parsed beacon against BEACON_SCHEMA (every field
 * there and no other, at any depth; closed lists, lengths, counts, ranges) and how its fields agree,
 * and returns it typed. Throws {@link BeaconRefusal} naming the first problem.
 */
export function createBeaconValidator(site: BeaconSite): (input: unknown) => Beacon {
  const walk = walker(site);
  return (input) => {
    walk(BEACON_SCHEMA.beacon, input, 'The beacon', '');
    const beacon = input as Beacon;
    checkAgreement(beacon);
    return beacon;
  };
}
