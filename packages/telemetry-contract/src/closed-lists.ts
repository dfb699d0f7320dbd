// The beacon's closed lists are Postgres enums (supabase/migrations/*_telemetry_enums.sql), read
// here from the types `npm run db:types` generates: adding an arm, a browser family, a conversion
// kind or a Web Vital is a migration, and the schema, the validator and the type follow.
import { Constants, type Database } from 'database-types';

type Enums = Database['public']['Enums'];

/** How a page load got a release: `live`, `canary` or `preview`. */
export type BeaconArm = Enums['telemetry_arm'];
/** The browser family a beacon names (the user-agent string itself is never sent). */
export type BeaconBrowser = Enums['telemetry_browser'];
/** A conversion a page load reports. */
export type BeaconConversion = Enums['telemetry_conversion'];
/** A Web Vital a page load reports. */
export type BeaconVitalName = Enums['telemetry_vital'];

/** Every arm, in the enum's order. */
export const ARMS: readonly BeaconArm[] = Constants.public.Enums.telemetry_arm;
/** Every browser family. */
export const BROWSERS: readonly BeaconBrowser[] = Constants.public.Enums.telemetry_browser;
/** Every conversion kind. */
export const CONVERSIONS: readonly BeaconConversion[] = Constants.public.Enums.telemetry_conversion;
/** Every Web Vital. */
export const VITALS: readonly BeaconVitalName[] = Constants.public.Enums.telemetry_vital;
