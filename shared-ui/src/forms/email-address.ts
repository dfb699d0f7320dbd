import rule from './email-rule.json';

/**
 * The site's one email rule: the text of the `resource_leads_email_shape` CHECK in
 * supabase/migrations, written in escapes that PostgreSQL and JavaScript read the same way. One @,
 * something on both sides, a dot in the domain, no white space. Kept as JSON because the local
 * backend's auth (plain Node, built on its own) reads the same file; supabase/tests compares it
 * with the CHECK in the database and runs both on sample addresses.
 */
export const EMAIL_PATTERN = new RegExp(rule.pattern);

/** Longest address the database accepts (`resource_leads_email_length`), in characters. */
export const EMAIL_MAX_LENGTH: number = rule.maxLength;

/** True when `value` (already trimmed) has the shape the database accepts. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** What a form says when an address does not have that shape (as a destructive toast). */
export const EMAIL_ADDRESS_PROBLEM = {
  title: 'Check your email address',
  description: 'Please enter a valid email address, like name@company.com.',
} as const;
