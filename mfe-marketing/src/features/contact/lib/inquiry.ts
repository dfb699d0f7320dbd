import { charCount, CONTACT_LIMITS, EMAIL_ADDRESS_PROBLEM, isEmailAddress } from 'shared-ui';

/** A contact inquiry as kept in the visitor's browser (spec 3: localStorage `inquiries`, a list). */
export interface Inquiry {
  name: string;
  email: string;
  message: string;
  /** ISO timestamp of sending. */
  date: string;
}

export type InquiryFields = Omit<Inquiry, 'date'>;

/** Simulated send time (spec 9): no network call is made. */
export const SEND_DELAY_MS = 1500;

export interface InquiryProblem {
  title: string;
  description: string;
}

export const MISSING_FIELDS: InquiryProblem = {
  title: 'Heads up!',
  description: 'Please fill out all fields to send your message.',
};

const LABELS: Record<keyof InquiryFields, string> = { name: 'name', email: 'email address', message: 'message' };

/** Trims every field, so spaces alone count as empty. */
export function trimFields(fields: InquiryFields): InquiryFields {
  return { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
}

/** The first problem with the (trimmed) fields, or null when the inquiry can be sent. */
export function findProblem(fields: InquiryFields): InquiryProblem | null {
  if (!fields.name || !fields.email || !fields.message) return MISSING_FIELDS;
  // Limits and the email rule are the site's own (shared-ui), counted as the database counts.
  for (const key of ['name', 'email', 'message'] as const) {
    const count = charCount(fields[key]);
    if (count > CONTACT_LIMITS[key]) {
      return {
        title: 'Too long',
        description: `Please keep your ${LABELS[key]} within ${CONTACT_LIMITS[key]} characters (it has ${count}).`,
      };
    }
  }
  if (!isEmailAddress(fields.email)) return EMAIL_ADDRESS_PROBLEM;
  return null;
}
