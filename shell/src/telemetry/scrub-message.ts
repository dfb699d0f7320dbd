// The browser's side of the one scrubber (telemetry-contract's createScrubber): what an error
// message or frame may carry is replaced before a beacon leaves the page, by the same rules the
// collect-telemetry function applies again on arrival, with this site's release names kept.
import { RELEASE_VERSION_PATTERN } from 'release-layout';
import { BEACON_LIMITS, createScrubber } from 'telemetry-contract';

const scrubber = createScrubber(RELEASE_VERSION_PATTERN);

/** Cuts a text to `max` characters, never in the middle of a character. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
}

/** An error message as it may be sent: scrubbed, cut to the contract's length. */
export function scrubMessage(message: string, max: number = BEACON_LIMITS.maxMessageLength): string {
  return cutText(scrubber.message(message), max);
}

/** A stack frame as it may be sent: scrubbed, its release and location kept. */
export const scrubFrame = (frame: string): string => scrubber.frame(frame);
