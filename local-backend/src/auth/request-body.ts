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

/** The word Go's encoding/json uses for a JSON value's kind. */
function jsonKind(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  return typeof value === 'object' ? 'object' : typeof value;
}

/**
 * GoTrue decodes a body into a Go struct: a field of the wrong JSON type fails the whole body with
 * 400 `bad_json` and encoding/json's words, which name the struct (`params`) and the field.
 */
function typeMismatch(params: string, name: string, value: unknown, goType: string): GoTrueError {
  return new GoTrueError(
    400,
    'bad_json',
    `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(value)} into Go struct field ${params}.${name} of type ${goType}`,
  );
}

/** A JSON object field, or undefined (absent or null); any other type is GoTrue's 400 `bad_json`. */
export function objectField(
  body: Record<string, unknown>,
  name: string,
  params: string,
): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw typeMismatch(params, name, value, 'map[string]interface {}');
  return value as Record<string, unknown>;
}

/** String fields as Go decodes them: absent or null is '', any other type 400 `bad_json`. */
export function stringFields<K extends string>(
  body: Record<string, unknown>,
  params: string,
  names: K[],
): Record<K, string> {
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value = body[name] ?? '';
    if (typeof value !== 'string') throw typeMismatch(params, name, value, 'string');
    fields[name] = value;
  }
  return fields;
}

/** An optional field of another Go type (`*string`, `bool`): undefined when absent or null, else 400 `bad_json`. */
export function optionalField<T extends string | boolean>(
  body: Record<string, unknown>,
  name: string,
  params: string,
  type: 'string' | 'boolean',
): T | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== type) throw typeMismatch(params, name, value, type === 'boolean' ? 'bool' : 'string');
  return value as T;
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
