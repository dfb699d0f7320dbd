// What a browser reports in an error message can quote what a visitor typed or was given (an
// address in a form, a token in a URL). The browser side replaces these before sending; the
// function does it again, so a browser that forgot cannot get them stored.

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;
const QUERY_OR_FRAGMENT = /[?#][^\s)'"]*/g;
// Long runs of digits (phone numbers, ids) and long letter-digit runs (tokens, keys, hashes).
const LONG_NUMBER = /\d{5,}/g;
const TOKEN = /(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}/g;

/** An error message with emails, query strings, long numbers and token-like runs replaced. */
export function scrubMessage(message: string): string {
  return message
    .replace(EMAIL, '<email>')
    .replace(QUERY_OR_FRAGMENT, '')
    .replace(TOKEN, '<token>')
    .replace(LONG_NUMBER, '<number>')
    .trim();
}

/** A stack frame without its query string or fragment (`/main.js?token=…:1:2` → `/main.js:1:2`). */
export function scrubFrame(frame: string): string {
  return frame.replace(/[?#][^:]*(?=:\d+:\d+$)/, '').replace(QUERY_OR_FRAGMENT, '');
}
