// The beacon's shape and limits, as the collect-telemetry Edge Function reads them: one file for
// both sides, never a copy.
export { BEACON_LIMITS } from '../../../supabase/functions/_shared/telemetry/beacon';
export type {
  Beacon,
  BeaconArm,
  BeaconBrowser,
  BeaconConversion,
  BeaconError,
  BeaconRelease,
  BeaconVitalName,
} from '../../../supabase/functions/_shared/telemetry/beacon';
