/** Shown when a failure carries no message of its own. */
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';

/** The message of whatever was thrown, or the generic one when it has none. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return UNEXPECTED_ERROR_MESSAGE;
}

/**
 * supabase-js reports failures as values; the api functions throw them instead. A plain error
 * object becomes an Error with the same message, keeping the original as its cause for the console.
 */
export function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  const message = errorMessage(error);
  return new Error(message === UNEXPECTED_ERROR_MESSAGE ? '' : message, { cause: error });
}
