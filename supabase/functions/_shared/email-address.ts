import { parse } from 'tldts';

/** Longest address SMTP can carry (RFC 5321 path limit minus the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

// RFC 5322 dot-atom for the local part. Quoted local parts and IP-literal domains are legal but
// never used for business mailboxes, so they are rejected rather than half-supported.
const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A syntactically valid address split into the parts the company check needs. */
export interface ParsedEmail {
  /** Full domain after the @, lower-cased, e.g. `mail.acme.co.in`. */
  domain: string;
  /** Registrable domain per the public suffix list, e.g. `acme.co.in`. */
  registrableDomain: string;
  /** Registrable domain without its public suffix, e.g. `acme`. */
  label: string;
}

/** Outcome of {@link parseEmailAddress}: the parts, or a human-readable reason. */
export type EmailParseResult = { ok: true; email: ParsedEmail } | { ok: false; reason: string };

/**
 * Checks the address syntax and finds its registrable domain with the public suffix list, so
 * `ana@mail.acme.co.in` yields the label `acme` (not `co`). Expects a trimmed string.
 */
export function parseEmailAddress(email: string): EmailParseResult {
  const invalid = { ok: false, reason: 'Please enter a valid email address.' } as const;
  if (email.length > MAX_EMAIL_LENGTH) {
    return { ok: false, reason: `Email address is too long (maximum ${MAX_EMAIL_LENGTH} characters).` };
  }
  const at = email.lastIndexOf('@');
  if (at <= 0 || at !== email.indexOf('@')) return invalid;
  const localPart = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  if (localPart.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(localPart)) return invalid;
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => DOMAIN_LABEL.test(label))) return invalid;

  const parsed = parse(domain);
  // isIcann is false for made-up or internal suffixes (".local", ".corp"), which cannot receive mail.
  if (parsed.isIp || !parsed.isIcann || !parsed.domain || !parsed.domainWithoutSuffix) {
    return { ok: false, reason: `"${domain}" is not a public internet domain.` };
  }
  return {
    ok: true,
    email: { domain, registrableDomain: parsed.domain, label: parsed.domainWithoutSuffix },
  };
}
