// The telemetry beacon: what a visitor's browser sends (shell/src/telemetry) and what the
// collect-telemetry Edge Function accepts, declared once. One page load sends one or more beacons;
// each carries only what is new since the previous one. They name their page load by a random id
// made for it alone, so ingestion counts each page load once and refuses a later beacon of a page
// load it never saw begin (docs/telemetry.md); nothing identifies the visitor.
import { ARMS, BROWSERS, CONVERSIONS, VITALS, type BeaconVitalName } from './closed-lists.ts';
import type { FieldSchema, Infer } from './schema-kinds.ts';

/** The largest value each Web Vital may report (milliseconds; CLS a score): one per enum value. */
const VITAL_MAX = {
  LCP: 120000,
  INP: 60000,
  CLS: 100,
  FCP: 120000,
  TTFB: 120000,
} as const satisfies Record<BeaconVitalName, number>;

/** A path the site routes (`/services`); stored as the manifest route it names, or `*`. */
const ROUTE = { kind: 'text', max: 100, format: 'path' } as const;

/** The schema of a beacon, its endpoint and the caps ingestion applies: the whole contract. */
export const BEACON_SCHEMA = {
  /** The Edge Function beacons are sent to (`/functions/v1/<path>`). */
  path: 'collect-telemetry',
  /** The most bytes of a beacon's JSON text (UTF-8). */
  maxBytes: 16384,
  /** Page loads (first beacons), and as many later beacons, counted per address and minute. */
  loadsPerAddressPerMinute: 30,
  /** Page loads counted per minute from all addresses the function cannot tell (the global cap). */
  loadsPerMinuteGlobal: 6000,
  /** Page loads of one release counted per address and minute. */
  loadsPerAddressPerReleasePerMinute: 3,
  beacon: {
    kind: 'object',
    fields: {
      /** The format's version. */
      v: { kind: 'literal', value: 1 },
      /** True in the first beacon of a page load (what the per-address cap counts as a page load). */
      first: { kind: 'boolean' },
      /**
       * The page load's id: a random UUID the browser makes when the page loads, sends in each of its
       * beacons, and never stores or reuses. Required in a later beacon; a first beacon without it
       * (a shell released before it existed) counts its page load and can have no later beacons.
       */
      load: { kind: 'uuid', optional: true },
      /** Every release the page load runs: the shell's and each remote it loaded so far. */
      releases: {
        kind: 'list',
        max: 'bundles',
        items: {
          kind: 'object',
          fields: {
            /** A bundle name of the site manifest (shell, marketing, knowledge-hub, staff). */
            bundle: { kind: 'bundle' },
            /** A release version (the site's release-name pattern). */
            version: { kind: 'text', max: 64, format: 'release' },
            /** Which release of a bundle a page load runs, and how it got it. */
            arm: { kind: 'oneOf', values: ARMS },
            /**
             * True in the one beacon that counts this page load for the release: the first beacon names
             * every release loaded by then; a remote loaded later is counted in the first beacon that
             * names it. Without it, the release is counted when the beacon is the page load's first.
             */
            counted: { kind: 'boolean', optional: true },
          },
        },
      },
      /** Routes shown since the previous beacon (the landing route first). */
      routes: { kind: 'list', max: 10, items: ROUTE },
      browser: { kind: 'oneOf', values: BROWSERS },
      mobile: { kind: 'boolean' },
      /**
       * Bundles of `releases` that newly count this page load as errored (an uncaught error or
       * rejection); one that cannot be attributed counts as the shell's.
       */
      errored: { kind: 'list', max: 'bundles', items: { kind: 'bundle' } },
      /** Bundles of `releases` that newly count this page load as crashed (failed to load, or the unavailable screen). */
      crashed: { kind: 'list', max: 'bundles', items: { kind: 'bundle' } },
      /** Error samples, scrubbed (scrub-text.ts). */
      errors: {
        kind: 'list',
        max: 10,
        items: {
          kind: 'object',
          fields: {
            /** The bundle it is attributed to, or "unknown". */
            bundle: { kind: 'bundle', unknown: true },
            /** Cut to its length, emails and tokens replaced. */
            message: { kind: 'text', max: 200 },
            /** Top frames as `<bundle>@<version>/<file>:<line>:<column>` or `<file>:<line>:<column>`. */
            frames: { kind: 'list', max: 5, items: { kind: 'text', max: 200, format: 'word' } },
          },
        },
      },
      vitals: {
        kind: 'list',
        max: 20,
        items: {
          kind: 'object',
          fields: {
            name: { kind: 'oneOf', values: VITALS },
            value: { kind: 'number', min: 0, max: { by: 'name', max: VITAL_MAX } },
            route: ROUTE,
          },
        },
      },
      conversions: {
        kind: 'list',
        max: 10,
        items: { kind: 'object', fields: { kind: { kind: 'oneOf', values: CONVERSIONS }, route: ROUTE } },
      },
    },
  },
} as const satisfies { readonly path: string; readonly maxBytes: number; readonly beacon: FieldSchema } & Record<
  `loadsPer${string}`,
  number
>;

/** A beacon, as the schema accepts it. */
export type Beacon = Infer<typeof BEACON_SCHEMA.beacon>;
/** A release a page load runs. */
export type BeaconRelease = Beacon['releases'][number];
/** An error sample of a beacon (attributed, scrubbed, cut). */
export type BeaconErrorSample = Beacon['errors'][number];
