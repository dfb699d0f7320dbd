import type { BackendContext } from '../http/context';
import type { Caller } from '../http/gateway-auth';
import { signJwt, verifyJwt } from '../jwt';
import { findObjectRow } from './object-row';
import type { ObjectPath } from './object-path';
import { objectNotFound } from './storage-error';
import { invalidInput, invalidJwt, invalidSignature } from './storage-refusals';
import { JOSE_MESSAGES } from './storage-caller';

/** The scope storage puts in a download token (src/internal/auth/jwt.ts). */
const DOWNLOAD_SCOPE = 'download';

/**
 * `POST /object/sign/<bucket>/<path>` (src/http/routes/object/getSignedURL.ts): the caller must
 * see the object (SELECT policy, else NoSuchKey); the answer is a path with a token that names it.
 */
export async function signObjectUrl(
  ctx: BackendContext,
  caller: Caller,
  object: ObjectPath,
  body: Record<string, unknown>,
): Promise<{ signedURL: string }> {
  const { expiresIn } = body;
  if (expiresIn === undefined) throw invalidInput('body', "must have required property 'expiresIn'");
  if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn))
    throw invalidInput('body', '/expiresIn must be integer');
  if (expiresIn < 1) throw invalidInput('body', '/expiresIn must be >= 1');
  if (!(await findObjectRow(ctx, object, caller))) throw objectNotFound();
  const url = `${object.bucket}/${object.name}`;
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt({ url, scope: DOWNLOAD_SCOPE, iat, exp: iat + expiresIn }, ctx.keys.legacySecret);
  return { signedURL: `/object/sign/${url}?token=${token}` };
}

/** Checks the token of `GET /object/sign/<bucket>/<path>?token=` (getSignedObject.ts) against the path. */
export async function verifySignedUrl(ctx: BackendContext, object: ObjectPath, token: string | null): Promise<void> {
  if (token === null) throw invalidInput('querystring', "must have required property 'token'");
  const verified = await verifyJwt(token, ctx.keys.legacySecret);
  if (!verified.ok) throw invalidJwt(JOSE_MESSAGES[verified.failure]);
  if (verified.claims.scope !== DOWNLOAD_SCOPE) throw invalidSignature();
  if (verified.claims.url !== `${object.bucket}/${object.name}`) throw invalidSignature();
}
