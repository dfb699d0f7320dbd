import type { Inquiry } from './inquiry';

/** localStorage key of the inquiries list (spec 3). */
export const INQUIRIES_KEY = 'inquiries';

/** Where an unreadable earlier value is moved, so it is never silently thrown away. */
export const backupKey = (now: Date) => `${INQUIRIES_KEY}.backup-${now.toISOString()}`;

function looksLikeInquiry(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && 'message' in value;
}

/**
 * The list already stored, keeping whatever can be kept: an array as it is (foreign entries
 * included), a single inquiry object wrapped in a list, anything else moved to a backup key.
 */
function readExisting(storage: Storage, now: Date): unknown[] {
  const raw = storage.getItem(INQUIRIES_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed;
    if (looksLikeInquiry(parsed)) return [parsed];
  } catch {
    // Not JSON: fall through to the backup.
  }
  storage.setItem(backupKey(now), raw);
  return [];
}

/**
 * Appends an inquiry to the stored list. Throws when the browser refuses to store it (private
 * mode, full quota), so the caller can keep the form as it is.
 */
export function appendInquiry(inquiry: Inquiry, storage: Storage = window.localStorage, now = new Date()): void {
  const list = readExisting(storage, now);
  storage.setItem(INQUIRIES_KEY, JSON.stringify([...list, inquiry]));
}
