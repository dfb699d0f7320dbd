import { matchCompanyToDomainLabel } from './company-domain-match.ts';
import { MAX_COMPANY_LENGTH, normaliseCompany } from './company-name.ts';
import { parseEmailAddress } from './email-address.ts';
import { classifyMailProvider } from './email-providers.ts';

/** The function's answer: always a verdict plus a reason a person can act on. */
export interface CompanyEmailVerdict {
  isValid: boolean;
  reason: string;
}

/**
 * Decides whether an email address plausibly belongs to the named company: a syntactically valid
 * address, not at a free or disposable provider, whose registrable domain matches the company.
 * Pure and synchronous so the same code runs in the Edge Function (Deno) and in Node tests.
 */
export function validateCompanyEmail(rawEmail: string, rawCompany: string): CompanyEmailVerdict {
  const email = rawEmail.trim();
  const company = rawCompany.trim();
  if (!email) return invalid('Email address is required.');
  const parsed = parseEmailAddress(email);
  if (!parsed.ok) return invalid(parsed.reason);
  if (!company) return invalid('Company name is required.');
  if (company.length > MAX_COMPANY_LENGTH) {
    return invalid(`Company name is too long (maximum ${MAX_COMPANY_LENGTH} characters).`);
  }

  const { domain, registrableDomain, label } = parsed.email;
  const provider = classifyMailProvider(domain, registrableDomain);
  if (provider === 'disposable') {
    return invalid(`${registrableDomain} is a disposable email service; please use your work email address.`);
  }
  if (provider === 'free') {
    return invalid(`${registrableDomain} is a free email provider; please use your work email address.`);
  }
  if (normaliseCompany(company).words.length === 0) {
    return invalid('Company name needs more than a legal form such as "Pvt Ltd" to be recognised.');
  }
  const match = matchCompanyToDomainLabel(label, company);
  if (match) return { isValid: true, reason: match };
  return invalid(`The email domain ${registrableDomain} does not match the company name "${company}".`);
}

function invalid(reason: string): CompanyEmailVerdict {
  return { isValid: false, reason };
}
