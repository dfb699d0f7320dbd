import type { PGlite } from '@electric-sql/pglite';
import type { UserRow } from './auth-store';
import { GoTrueError } from './gotrue-error';
import {
  activeRefreshToken,
  addRefreshToken,
  revokeRefreshTokens,
  sessionExists,
  type RefreshTokenRow,
  type SessionKeys,
} from './session-store';

/** What the refresh_token grant obeys (config.toml `[auth]`). */
export interface RotationRules {
  rotation: boolean;
  reuseIntervalSeconds: number;
}

// GoTrue's RefreshTokenGrantParams.Validate: its default algorithm's tokens are 12 characters.
const TOKEN_SHAPE = /^[a-z0-9]{12}$/;

/**
 * `POST /token?grant_type=refresh_token` as GoTrue's tokens.Service.RefreshTokenGrant does it
 * for its default (v1) tokens: the token used is revoked and a child issued in the same session.
 * A revoked token is answered with the session's active token when it is that token's parent (a
 * client that lost the last answer), with a new child inside the reuse interval (concurrent
 * refreshes), and otherwise counts as theft: every live token of the session is revoked.
 */
export async function refreshTokenGrant(
  db: PGlite,
  token: string,
  rules: RotationRules,
  nowMs: number,
): Promise<{ user: UserRow; keys: SessionKeys }> {
  // Longer tokens are GoTrue's v2 format, which this backend never issues: refused as unparsable.
  if (!TOKEN_SHAPE.test(token)) throw new GoTrueError(400, 'validation_failed', 'Refresh token is not valid');
  const outcome = await db.transaction(async (tx) => {
    const found = await tx.query<RefreshTokenRow>('select * from auth.refresh_tokens where token = $1 for update', [
      token,
    ]);
    const row = found.rows[0];
    let user = row && (await tx.query<UserRow>('select * from auth.users where id = $1', [row.user_id])).rows[0];
    if (!row || !user)
      return new GoTrueError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (!(await sessionExists(tx, row.session_id)))
      return new GoTrueError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found');
    let issued: string | null = null;
    if (row.revoked) {
      const active = await activeRefreshToken(tx, row.session_id);
      if (active?.parent === row.token) issued = active.token;
      else if (nowMs > row.updated_at.getTime() + rules.reuseIntervalSeconds * 1000) {
        if (rules.rotation) await revokeRefreshTokens(tx, { session: row.session_id }, nowMs);
        // Committed with the refusal, as GoTrue's storage.NewCommitWithError.
        return new GoTrueError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
    }
    if (!issued) {
      await revokeRefreshTokens(tx, { token: row.token }, nowMs);
      issued = await addRefreshToken(tx, row.user_id, row.session_id, row.token, nowMs);
      // GoTrue's createRefreshToken counts every new token as a sign-in.
      const signedIn = await tx.query<UserRow>(
        'update auth.users set last_sign_in_at = to_timestamp($2::double precision / 1000) where id = $1 returning *',
        [row.user_id, nowMs],
      );
      user = signedIn.rows[0] ?? user;
    }
    await tx.query('update auth.sessions set updated_at = to_timestamp($2::double precision / 1000) where id = $1', [
      row.session_id,
      nowMs,
    ]);
    return { user, keys: { sessionId: row.session_id, refreshToken: issued } };
  });
  if (outcome instanceof GoTrueError) throw outcome;
  return outcome;
}
