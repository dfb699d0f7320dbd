import { getSupabase } from 'shared-ui';
import { asError } from '../lib/error-message';
import type { ClientSource } from './supabase-client';

export interface CompanyEmailCheck {
  /** True when the email's domain belongs to the named company. */
  isValid: boolean;
  /** Why the check failed, for the console; the visitor sees the site's own message. */
  reason?: string;
}

/**
 * Asks the `validate-company-email` function whether the email's domain matches the company.
 * Throws on a function error or an answer without a boolean isValid.
 */
export async function validateCompanyEmail(
  details: { email: string; company: string },
  client: ClientSource = getSupabase(),
): Promise<CompanyEmailCheck> {
  const db = await client;
  const { data, error } = await db.functions.invoke<CompanyEmailCheck>('validate-company-email', {
    body: { email: details.email, company: details.company },
  });
  if (error) throw asError(error);
  if (typeof data?.isValid !== 'boolean') throw new Error('The email check gave an unexpected answer.');
  return typeof data.reason === 'string' ? { isValid: data.isValid, reason: data.reason } : { isValid: data.isValid };
}
