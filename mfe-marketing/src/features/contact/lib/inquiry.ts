/** A contact inquiry as kept in the visitor's browser (spec 3: localStorage `inquiries`, a list). */
export interface Inquiry {
  name: string;
  email: string;
  message: string;
  /** ISO timestamp of sending. */
  date: string;
}

export type InquiryFields = Omit<Inquiry, 'date'>;

/** Limits that keep an inquiry readable and the browser's storage small. */
export const INQUIRY_LIMITS = { name: 100, email: 254, message: 2000 } as const;

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

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const LABELS: Record<keyof InquiryFields, string> = { name: 'name', email: 'email address', message: 'message' };

/** Trims every field, so spaces alone count as empty. */
export function trimFields(fields: InquiryFields): InquiryFields {
  return { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
}

/** The first problem with the (trimmed) fields, or null when the inquiry can be sent. */
export function findProblem(fields: InquiryFields): InquiryProblem | null {
  if (!fields.name || !fields.email || !fields.message) return MISSING_FIELDS;
  for (const key of Object.keys(INQUIRY_LIMITS) as (keyof InquiryFields)[]) {
    if (fields[key].length > INQUIRY_LIMITS[key]) {
      return {
        title: 'Too long',
        description: `Please keep your ${LABELS[key]} within ${INQUIRY_LIMITS[key]} characters (it has ${fields[key].length}).`,
      };
    }
  }
  if (!EMAIL_SHAPE.test(fields.email)) {
    return {
      title: 'Check your email address',
      description: 'Please enter a valid email address, like name@company.com.',
    };
  }
  return null;
}
