import type { ToastInput } from 'shared-ui';

export const EXPORT_FAILED_TITLE = 'Export Failed';

/** The export's failure toasts (the site's wording: a title, then what to do). */
export const EXPORT_MESSAGES = {
  signedOut: {
    variant: 'destructive',
    title: EXPORT_FAILED_TITLE,
    description: 'Your session has ended. Please sign in again, then export the leads.',
  },
  forbidden: {
    variant: 'destructive',
    title: EXPORT_FAILED_TITLE,
    description: 'Your account has no access to the leads. Please sign in with a staff account.',
  },
  failed: {
    variant: 'destructive',
    title: EXPORT_FAILED_TITLE,
    description: 'The leads could not be exported. Please try again.',
  },
} as const satisfies Record<string, ToastInput>;

/** Shown in the page when the list could not be loaded. */
export const LOAD_FAILED = 'The leads could not be loaded.';

/** Shown in the page when the database gave up on the list (its statement timeout). */
export const LOAD_TIMED_OUT = 'The leads took too long to load. Narrow the dates or the search, then try again.';
