import { BEACON_SCHEMA } from './beacon-schema.ts';

const FIELDS = BEACON_SCHEMA.beacon.fields;
const ERROR = FIELDS.errors.items.fields;

/**
 * The schema's numbers by name, for the code that builds beacons (the shell cuts to them) and the
 * function that applies the caps: read from BEACON_SCHEMA, never written again.
 */
export const BEACON_LIMITS = {
  path: BEACON_SCHEMA.path,
  version: FIELDS.v.value,
  maxBytes: BEACON_SCHEMA.maxBytes,
  maxRoutes: FIELDS.routes.max,
  maxErrors: FIELDS.errors.max,
  maxVitals: FIELDS.vitals.max,
  maxConversions: FIELDS.conversions.max,
  maxFrames: ERROR.frames.max,
  maxMessageLength: ERROR.message.max,
  maxFrameLength: ERROR.frames.items.max,
  maxRouteLength: FIELDS.routes.items.max,
  /** The largest value of each Web Vital. */
  vitalMax: FIELDS.vitals.items.fields.value.max.max,
  loadsPerAddressPerMinute: BEACON_SCHEMA.loadsPerAddressPerMinute,
  loadsPerMinuteGlobal: BEACON_SCHEMA.loadsPerMinuteGlobal,
  loadsPerAddressPerReleasePerMinute: BEACON_SCHEMA.loadsPerAddressPerReleasePerMinute,
} as const;
