import { BEACON_LIMITS } from './beacon-contract';

/** An absolute URL, up to the next space or closing bracket or quote. */
const URL_TEXT = /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'()<>]+/gi;
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
/** A JSON Web Token (three base64url parts, the first a JSON object) or a Supabase key. */
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const SUPABASE_KEY = /\bsb_[a-z]+_[\w-]+/gi;
const LONG_HEX = /\b[0-9a-f]{16,}\b/gi;
/** A long run of base64url (or base64 between slashes) with letters and digits: a token, never a word. */
const LONG_BASE64 = /(?=[\w+-]*\d)(?=[\w+-]*[a-z])[\w+-]{32,}={0,2}/gi;
/** Base64 with slashes, told from a path by a `+` or its `=` padding. */
const SLASHED_BASE64 = /(?=[\w+/]*\+|[\w+/]{32,}=)[\w+/]{32,}={0,2}/g;

/**
 * Replaces what could identify someone or unlock something: emails, JSON Web Tokens, Supabase keys
 * and long hex runs (in any text, a URL's path or a script's path included).
 */
export function scrubSecrets(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(JWT, '[token]')
    .replace(SUPABASE_KEY, '[token]')
    .replace(LONG_HEX, '[hex]');
}

/** A URL without its query, fragment or credentials; its path kept, so a failed script is named. */
function scrubUrl(url: string): string {
  const cut = url.replace(/[?#].*$/, '').replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/@]*@/i, '$1');
  return scrubSecrets(cut);
}

/** Text outside URLs: secrets and any long base64 run. */
function scrubText(text: string): string {
  return scrubSecrets(text).replace(SLASHED_BASE64, '[token]').replace(LONG_BASE64, '[token]');
}

/** Cuts a text to `max` characters, never in the middle of a character. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return text.slice(0, max).replace(/[\uD800-\uDBFF]$/, '');
}

/**
 * An error message as it may be sent: emails, tokens, keys and long hex or base64 runs replaced,
 * URLs without their query strings, cut to the contract's length.
 */
export function scrubMessage(message: string, max: number = BEACON_LIMITS.maxMessageLength): string {
  let scrubbed = '';
  let last = 0;
  for (const match of message.matchAll(URL_TEXT)) {
    scrubbed += scrubText(message.slice(last, match.index));
    scrubbed += scrubUrl(match[0]);
    last = match.index + match[0].length;
  }
  scrubbed += scrubText(message.slice(last));
  return cutText(scrubbed.replace(/\s+/g, ' ').trim(), max);
}
