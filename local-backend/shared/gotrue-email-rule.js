// GoTrue's address check (supabase/auth internal/api/mail.go validateEmail): at most 255 bytes, and
// the format of its checkmail dependency (github.com/badoux/checkmail ValidateFormat): a local part
// of letters, digits and .!#$%&'*+/=?^_`{|}~- , then host labels of letters, digits and inner
// hyphens (63 at most each) separated by dots. JavaScript with its types beside it, outside src/,
// so the backend (src/auth/email-rule.ts, compiled or not) and `npm run staff` (no build needed,
// also against a hosted project) load this one file.

const FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const MAX_BYTES = 255;

/**
 * Why GoTrue refuses `email` (its 400 `validation_failed` message), or null when it accepts it.
 * GoTrue checks the address as sent (no trimming) and stores it lower-cased.
 * @param {string} email
 * @returns {string | null}
 */
export function authEmailProblem(email) {
  if (email === '') return 'An email address is required';
  if (new TextEncoder().encode(email).length > MAX_BYTES) return 'An email address is too long';
  if (!FORMAT.test(email)) return 'Unable to validate email address: invalid format';
  return null;
}
