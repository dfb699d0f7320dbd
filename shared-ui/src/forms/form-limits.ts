import { EMAIL_MAX_LENGTH } from './email-address';

/**
 * Longest values the Access Resource form sends: the CHECK constraints of `resource_leads`
 * (supabase/tests ties them to the database), counted with {@link charCount}.
 */
export const LEAD_LIMITS = { name: 200, email: EMAIL_MAX_LENGTH, company: 200 } as const;

/**
 * Longest values of a contact inquiry. Inquiries stay in the visitor's browser (spec 3), so only
 * the email has a database twin; the others keep a message readable and local storage small.
 */
export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 2000 } as const;
