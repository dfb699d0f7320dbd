// What a running canary's state may hold: a share of page loads and a lease in the ranges the
// commands take (commands/value-ranges.ts), checked again wherever a state is made, so a command
// that slips past the command line still writes nothing it could not have been typed with.
import { VALUE_RANGES } from '../commands/value-ranges';
import { UsageError } from '../errors';

/**
 * A running canary's share: a whole percent the commands take; all page loads is a promotion, none
 * an end.
 */
export function checkedShare(share: number): number {
  const { min, max } = VALUE_RANGES.percent;
  if (!Number.isInteger(share) || share < min || share > max) {
    throw new UsageError(`A running canary's share is a whole percent from ${min} to ${max}, not ${share}.`);
  }
  return share;
}

/** A lease in the range the commands take. */
export function checkedLease(leaseSeconds: number): number {
  const { min, max } = VALUE_RANGES.lease;
  if (!(leaseSeconds >= min && leaseSeconds <= max)) {
    throw new UsageError(`A canary's lease is from ${min} to ${max} seconds, not ${leaseSeconds}.`);
  }
  return leaseSeconds;
}
