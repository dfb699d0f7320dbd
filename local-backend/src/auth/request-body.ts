import type { IncomingMessage } from 'node:http';
import { readBody } from '../http/io';
import { GoTrueError } from './gotrue-error';

/** The request body as a JSON object, or GoTrue's 400 `bad_json`. */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body = JSON.parse(await readBody(req)) as unknown;
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through to the GoTrue answer below
  }
  throw new GoTrueError(400, 'bad_json', 'Could not parse request body as JSON');
}

/** A JSON object field, or undefined; anything else is GoTrue's 400 `validation_failed`. */
export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new GoTrueError(400, 'validation_failed', `${name} must be a JSON object`);
  return value as Record<string, unknown>;
}

/** GoTrue's default minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** Refuses a password shorter than {@link MIN_PASSWORD_LENGTH} the way GoTrue does. */
export function checkPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new GoTrueError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    });
  }
}
