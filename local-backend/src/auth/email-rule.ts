import { readFileSync } from 'node:fs';
import { EMAIL_RULE_FILE } from '../paths';

// The same JSON the site's forms build their rule from (shared-ui is browser TypeScript, which
// this plain Node build cannot import), read once when the auth module loads.
const rule = JSON.parse(readFileSync(EMAIL_RULE_FILE, 'utf8')) as { pattern?: unknown };
if (typeof rule.pattern !== 'string') throw new Error(`${EMAIL_RULE_FILE} has no "pattern"`);
const EMAIL_PATTERN = new RegExp(rule.pattern);

/** True when `email` has the shape the database's CHECK (and every form of the site) accepts. */
export function isEmailAddress(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}
