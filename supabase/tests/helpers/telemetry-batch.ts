import type { Beacon } from 'telemetry-contract';
import { validateBeacon } from '../../functions/_shared/telemetry/validate-beacon';

/** The page-load id of test page load `n` (a version 4 UUID, as crypto.randomUUID makes them). */
export const pageLoadId = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * One item of collect_telemetry's batch, as the function sends it: the beacon validated, its
 * page-load id replaced by a key, the visitor keyed (here by plain prefixes: keying is the
 * function's, tested there). `address` stands for the address's key; null: unknown.
 */
export function batchItem(address: string | null, beacon: Beacon) {
  const { load, ...stored } = validateBeacon(beacon);
  return {
    address_key: address,
    visitor_key: address === null ? null : `visitor:${address}`,
    load_key: load === null ? null : `key:${load}`,
    beacon: stored,
  };
}
