import type { IncomingMessage } from 'node:http';
import type { BackendContext } from '../http/context';
import { findUserByPassword, updateUser, type UserRow } from './auth-store';
import { enforceRateLimit } from './auth-rate-limits';
import { validatedEmail } from './email-rule';
import { GoTrueError } from './gotrue-error';
import { checkPassword, jsonBody, objectField, optionalField, stringFields } from './request-body';
import { requireUser } from './require-user';
import { endSessions } from './session-store';

/**
 * `PUT /user` (supabase-js `updateUser`) as GoTrue's UserUpdate: a signed-in user changes its
 * password or its user_metadata (`data`). app_metadata is the service key's alone: asking to change
 * it is refused with 403, so a user can never give itself the staff claim.
 */
export async function updateOwnUser(req: IncomingMessage, ctx: BackendContext): Promise<UserRow> {
  const user = await requireUser(req, ctx);
  enforceRateLimit(ctx.authLimits.userUpdates, req);
  const body = await jsonBody(req);
  const { email, phone } = stringFields(body, 'UserUpdateParams', ['email', 'phone']);
  const password = optionalField<string>(body, 'password', 'UserUpdateParams', 'string');
  const userMetadata = objectField(body, 'data', 'UserUpdateParams');
  const appMetadata = objectField(body, 'app_metadata', 'UserUpdateParams');
  // GoTrue's validateUserUpdateParams: a given address is checked first, with the one rule.
  if (email) validatedEmail(email);
  if (password !== undefined) checkPassword(password);
  if (appMetadata !== undefined)
    throw new GoTrueError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
  // GoTrue confirms a change of address by email or SMS, which this backend cannot send.
  if ((email && email.toLowerCase() !== user.email) || phone)
    throw new GoTrueError(
      422,
      'validation_failed',
      'Changing the email or phone is not available in the local backend',
    );
  if (password && (await findUserByPassword(ctx.db, user.email, password, { signIn: false })))
    throw new GoTrueError(422, 'same_password', 'New password should be different from the old password.');
  const updated = await updateUser(ctx.db, user.id, { password, userMetadata });
  if (!updated) throw new GoTrueError(404, 'user_not_found', 'User not found');
  // GoTrue's User.UpdatePassword: a new password signs out every other session of the user.
  if (password !== undefined) await endSessions(ctx.db, user.id, user.sessionId, user.sessionId ? 'others' : 'global');
  return updated;
}
