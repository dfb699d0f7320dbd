import { RESOURCE_LIMITS } from 'shared-ui';
import { DOCUMENT_PROBLEMS } from './document-file';

/** Shown when a failure carries no message of its own. */
export const UNEXPECTED_FAILURE = 'An unexpected error occurred. Please try again.';

export const FAILURE_MESSAGES = {
  notAllowed:
    'Your account is not allowed to do this. Staff access is needed: sign out and in again, or ask an administrator.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  nameTaken: 'A document with this name already exists. Please try again.',
  notChanged: 'The resource was not changed: it no longer exists, or your account may not edit it.',
  refused: 'The database refused one of the values. Please check the fields and try again.',
} as const;

/** What each CHECK constraint of `resources` means to the person who typed the value. */
const CHECKS: Record<string, string> = {
  resources_title_length: `The title must be 1 to ${RESOURCE_LIMITS.title} characters.`,
  resources_description_length: `The description must be at most ${RESOURCE_LIMITS.description} characters.`,
  resources_type_length: `The type must be 1 to ${RESOURCE_LIMITS.type} characters, with no spaces at either end.`,
  resources_url_length: `The document address must be at most ${RESOURCE_LIMITS.url} characters.`,
  resources_url_shape: 'The document must be an http:// or https:// address or an uploaded PDF.',
};

/** A failure as PostgREST and Storage report it (supabase-js passes these on). */
interface BackendFailure {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  statusCode?: unknown;
}

/** The api functions throw an Error whose cause is the backend's own report; Storage's errors are their own report. */
function reportOf(error: unknown): BackendFailure {
  if (error instanceof Error && typeof error.cause === 'object' && error.cause !== null) return error.cause;
  return typeof error === 'object' && error !== null ? error : {};
}

function messageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : reportOf(error).message;
  return typeof message === 'string' && message.trim() !== '' ? message : UNEXPECTED_FAILURE;
}

/**
 * One sentence a member of staff can act on: a refused CHECK names the field, a refusal by
 * row-level security (42501, or HTTP 403 from Storage) says that staff access is needed, a taken
 * object name or a too-large document says so; anything else shows the backend's own message.
 */
export function failureMessage(error: unknown): string {
  const report = reportOf(error);
  const code = typeof report.code === 'string' ? report.code : '';
  const statuses = [report.status, report.statusCode].map(String);
  if (code === '23514') {
    const constraint = /check constraint "([^"]+)"/.exec(messageOf(error))?.[1] ?? '';
    return CHECKS[constraint] ?? FAILURE_MESSAGES.refused;
  }
  if (code === '42501' || statuses.includes('403')) return FAILURE_MESSAGES.notAllowed;
  if (code === 'PGRST301' || code === 'PGRST303' || statuses.includes('401')) return FAILURE_MESSAGES.sessionExpired;
  if (statuses.includes('409') || report.statusCode === 'Duplicate') return FAILURE_MESSAGES.nameTaken;
  if (statuses.includes('413')) return DOCUMENT_PROBLEMS.tooLarge;
  if (statuses.includes('415')) return DOCUMENT_PROBLEMS.notPdf;
  return messageOf(error);
}

/**
 * supabase-js reports failures as values; the api functions throw them. A plain report becomes an
 * Error with its message, keeping the report as its cause (for {@link failureMessage} and the console).
 */
export function asError(error: unknown): Error {
  if (error instanceof Error) return error;
  return new Error(messageOf(error), { cause: error });
}
