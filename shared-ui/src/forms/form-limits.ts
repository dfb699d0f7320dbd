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

/**
 * What a Knowledge Hub resource may hold: the CHECK constraints of `resources` (title 1-300 after
 * trimming, description up to 2000, type 1-50, url up to 2048 characters) and the `resources`
 * storage bucket's file_size_limit for an uploaded document (supabase/tests ties both to the database).
 */
export const RESOURCE_LIMITS = {
  title: 300,
  description: 2000,
  type: 50,
  url: 2048,
  documentBytes: 20 * 1024 * 1024,
} as const;
