// The browser's side of the one scrubber (supabase/functions/_shared/telemetry/scrub-text.ts): what
// an error message or frame may carry is replaced before a beacon leaves the page, by the same rules
// the function applies again on arrival.
import { BEACON_LIMITS } from './beacon-contract';
import { scrubMessage as scrubText } from '../../../supabase/functions/_shared/telemetry/scrub-text';

export { scrubFrame } from '../../../supabase/functions/_shared/telemetry/scrub-text';

/** Cuts a text to `max` characters, never in the middle of a character. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
}

/** An error message as it may be sent: scrubbed (scrub-text.ts), cut to the contract's length. */
export function scrubMessage(message: string, max: number = BEACON_LIMITS.maxMessageLength): string {
  return cutText(scrubText(message), max);
}
