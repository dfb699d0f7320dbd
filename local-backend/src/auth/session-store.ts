import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';

type Db = PGlite | Transaction;

/** Session id and the refresh token that continues it. */
export interface SessionKeys {
  sessionId: string;
  refreshToken: string;
}

/** A stored refresh token, as GoTrue's models.RefreshToken reads it. */
export interface RefreshTokenRow {
  id: number;
  token: string;
  user_id: string;
  session_id: string;
  parent: string | null;
  revoked: boolean;
  /** When it was issued or, once revoked, when it was revoked: the reuse interval counts from here. */
  updated_at: Date;
}

// GoTrue's crypto.SecureAlphanumeric(12): lower-case base32, the only shape its /token accepts
// for tokens of its default algorithm. 32 symbols divide 256, so `byte & 31` is uniform.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function newRefreshToken(): string {
  return Array.from(randomBytes(12), (byte) => ALPHABET[byte & 31]).join('');
}

/** `$n` as a timestamptz from the backend's clock (milliseconds), so tests can move time. */
const AT = (n: number): string => `to_timestamp($${n}::double precision / 1000)`;

/** Starts a session with its first refresh token, at `nowMs`. */
export async function startSession(db: Db, userId: string, nowMs: number): Promise<SessionKeys> {
  const session = await db.query<{ id: string }>(
    `insert into auth.sessions (user_id, created_at, updated_at) values ($1, ${AT(2)}, ${AT(2)}) returning id`,
    [userId, nowMs],
  );
  const sessionId = session.rows[0]?.id ?? '';
  return { sessionId, refreshToken: await addRefreshToken(db, userId, sessionId, null, nowMs) };
}

/** Issues a refresh token in a session; `parent` is the token it replaces (GoTrue's token family). */
export async function addRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
  nowMs: number,
): Promise<string> {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at)
     values ($1, $2, $3, $4, ${AT(5)}, ${AT(5)})`,
    [token, userId, sessionId, parent, nowMs],
  );
  return token;
}

/** Revokes one token (`token`) or every live token of a session (`session`), stamping the time as GoTrue does. */
export async function revokeRefreshTokens(
  db: Db,
  which: { token: string } | { session: string },
  nowMs: number,
): Promise<void> {
  // A swap stamps its token even when it was revoked already (a reuse inside the interval), which
  // restarts that token's interval; a session's revocation leaves revoked tokens' times alone.
  const where = 'token' in which ? 'token = $1' : 'session_id = $1 and not revoked';
  const value = 'token' in which ? which.token : which.session;
  await db.query(`update auth.refresh_tokens set revoked = true, updated_at = ${AT(2)} where ${where}`, [value, nowMs]);
}

/** The session's newest live refresh token (GoTrue's FindCurrentlyActiveRefreshToken), or null. */
export async function activeRefreshToken(db: Db, sessionId: string): Promise<RefreshTokenRow | null> {
  const result = await db.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [sessionId],
  );
  return result.rows[0] ?? null;
}

/** True when the session exists (it has not been signed out). */
export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const result = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return result.rows.length > 0;
}

/** Ends sessions: `local` this one, `others` all but this one, `global` all of the user's. */
export async function endSessions(
  db: Db,
  userId: string,
  sessionId: string | null,
  scope: 'global' | 'local' | 'others',
): Promise<void> {
  // A token without a session (GoTrue allows one) can only sign the user out everywhere.
  if (sessionId && scope === 'local') await db.query('delete from auth.sessions where id = $1', [sessionId]);
  else if (sessionId && scope === 'others')
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, sessionId]);
  else await db.query('delete from auth.sessions where user_id = $1', [userId]);
}
