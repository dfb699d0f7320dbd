import { GoTrueError } from './gotrue-error';

// GoTrue's address check (supabase/auth internal/api/mail.go validateEmail): at most 255 bytes, and
// the format of its checkmail dependency (github.com/badoux/checkmail ValidateFormat): a local part
// of letters, digits and .!#$%&'*+/=?^_`{|}~- , then host labels of letters, digits and inner
// hyphens (63 at most each) separated by dots. `npm run staff -- add` checks with this rule too.
const FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const MAX_BYTES = 255;

/**
 * Why GoTrue refuses `email` (its 400 `validation_failed` message), or null when it accepts it.
 * GoTrue checks the address as sent (no trimming) and stores it lower-cased.
 */
export function authEmailProblem(email: string): string | null {
  if (email === '') return 'An email address is required';
  if (Buffer.byteLength(email, 'utf8') > MAX_BYTES) return 'An email address is too long';
  if (!FORMAT.test(email)) return 'Unable to validate email address: invalid format';
  return null;
}

/** The address GoTrue stores (lower-cased), or its 400 `validation_failed` with the reason. */
export function validatedEmail(email: string): string {
  const problem = authEmailProblem(email);
  if (problem) throw new GoTrueError(400, 'validation_failed', problem);
  return email.toLowerCase();
}
