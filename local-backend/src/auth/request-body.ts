import type { IncomingMessage } from 'node:http';
import { BodyTooLargeError, MAX_BODY_BYTES, readBody } from '../http/io';
import { parseJsonText } from '../http/json-text';
import { GoTrueError } from './gotrue-error';

/**
 * The request body as a JSON object; GoTrue's 413 when it is over the size limit (GoTrue caps
 * bodies too), else its 400 `bad_json` for anything that is not a JSON object.
 */
export async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = await readBody(req);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    throw new GoTrueError(413, 'request_entity_too_large', `Request body too large (max ${MAX_BODY_BYTES} bytes)`);
  }
  try {
    const body = parseJsonText(text);
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
