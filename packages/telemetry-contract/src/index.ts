// The telemetry beacon's contract, shared by the browser that sends beacons (shell/src/telemetry)
// and the collect-telemetry Edge Function that checks and stores them (supabase/functions): one
// schema gives the type, the validator and the limits; its closed lists are the database's enums.
// No dependency but the generated database types: it runs in the browser, in Deno and in Node.
export { BEACON_LIMITS } from './beacon-limits.ts';
export type { Beacon, BeaconErrorSample, BeaconRelease } from './beacon-schema.ts';
export type { BeaconArm, BeaconBrowser, BeaconConversion, BeaconVitalName } from './closed-lists.ts';
export { SAMPLE_VERSIONS, sampleBeacon } from './sample-beacon.ts';
export { SCRUB_FRAME_CASES, SCRUB_MESSAGE_CASES } from './scrub-cases.ts';
export { createScrubber } from './scrub-text.ts';
export { BeaconRefusal, createBeaconValidator, UNKNOWN_BUNDLE } from './validate-beacon.ts';
