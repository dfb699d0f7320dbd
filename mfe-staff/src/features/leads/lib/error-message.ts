/** Shown when a failure carries no message of its own. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** The message of whatever was thrown (an Error or a supabase-js error object), or the generic one. */
export function errorMessage(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}
