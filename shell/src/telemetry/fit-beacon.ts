import { BEACON_LIMITS, type Beacon } from 'telemetry-contract';

/** The size of a beacon as sent: its JSON text in UTF-8. */
export function beaconBytes(beacon: Beacon): number {
  return new TextEncoder().encode(JSON.stringify(beacon)).length;
}

/** What is given up, in this order, while a beacon is over the contract's size: details before counts. */
const CUT_ORDER = ['errors', 'vitals', 'routes', 'conversions'] as const;

/**
 * The beacon within the contract's byte limit: the last errors go first, then vitals, routes and
 * conversions, one at a time. Null only when even its counts alone would not fit.
 */
export function fitBeacon(beacon: Beacon, maxBytes: number = BEACON_LIMITS.maxBytes): Beacon | null {
  const fitted: Beacon = { ...beacon };
  for (const list of CUT_ORDER) {
    while (beaconBytes(fitted) > maxBytes && fitted[list].length) {
      (fitted as Record<typeof list, unknown[]>)[list] = fitted[list].slice(0, -1);
    }
  }
  return beaconBytes(fitted) <= maxBytes ? fitted : null;
}
