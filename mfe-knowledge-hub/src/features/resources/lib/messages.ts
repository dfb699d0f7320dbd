import type { ToastInput } from 'shared-ui';

/** The Knowledge Hub's toasts, worded as the product spec (points 5 and 8) gives them. */
export const MESSAGES = {
  loadFailed: {
    variant: 'destructive',
    title: 'Error',
    description: 'Failed to load resources. Please try again later.',
  },
  contentNeeded: {
    title: '🚧 Genuine content needed!',
    description: 'Please provide the file or URL for this resource to make it accessible.',
    duration: 5000,
  },
  validationFailed: {
    variant: 'destructive',
    title: 'Validation Failed',
    description: 'The email domain must match the company name.',
  },
  // Not in the spec: the dialog's code could not be downloaded (a dropped connection).
  dialogUnavailable: {
    variant: 'destructive',
    title: 'Error',
    description: 'This resource cannot be opened right now. Please check your connection and try again.',
  },
  accessGranted: {
    title: 'Success!',
    description: 'Thank you! You can now access the resource.',
  },
} as const satisfies Record<string, ToastInput>;

export const SUBMISSION_FAILED_TITLE = 'Submission Failed';
