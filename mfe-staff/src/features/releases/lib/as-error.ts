/** A backend failure (supabase-js's error object) as an Error carrying its message. */
export function asError(failure: { message?: string } | null | undefined): Error {
  return new Error(failure?.message || 'The backend answered with an error.', { cause: failure });
}
