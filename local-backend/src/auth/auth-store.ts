import type { PGlite, Transaction } from '@electric-sql/pglite';

/** A row of auth.users as PGlite returns it. */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date;
  updated_at: Date;
}

type Db = PGlite | Transaction;

/** What a new account starts with; GoTrue's own provider entries are always added to app_metadata. */
export interface NewUser {
  email: string;
  /** null: no password (the account cannot sign in with one until an admin sets it). */
  password: string | null;
  userMetadata?: Record<string, unknown>;
  /** Only the admin API passes this; sign-up never does. */
  appMetadata?: Record<string, unknown>;
  /** Sign-ups are confirmed at once (local development auto-confirms, like the CLI's default). */
  confirmed?: boolean;
  /** A sign-up starts a session at once, so it counts as a sign-in. */
  signedIn?: boolean;
}

/**
 * Creates a user with a bcrypt hash from pgcrypto, the algorithm GoTrue uses.
 * Returns null if the email is taken.
 */
export async function createUser(db: Db, user: NewUser): Promise<UserRow | null> {
  const appMetadata = { provider: 'email', providers: ['email'], ...user.appMetadata };
  const result = await db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, case when $2::text is null then null else extensions.crypt($2, extensions.gen_salt('bf')) end,
             case when $5 then now() end, case when $6 then now() end, $3::jsonb, $4::jsonb)
     on conflict (email) do nothing
     returning *`,
    [
      user.email,
      user.password,
      JSON.stringify(appMetadata),
      JSON.stringify(user.userMetadata ?? {}),
      user.confirmed ?? true,
      user.signedIn ?? false,
    ],
  );
  return result.rows[0] ?? null;
}

/** Changes to an existing user; metadata objects are merged key by key, a null value removes the key (as GoTrue). */
export interface UserChanges {
  password?: string;
  email?: string;
  confirmed?: boolean;
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

/** GoTrue's metadata update: keys are merged into the stored object; a null value removes its key. */
export function mergeMetadata(
  stored: Record<string, unknown>,
  changes: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(changes ?? {})) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** Applies {@link UserChanges}; returns the updated row, or null when the user does not exist. */
export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | null> {
  const current = (await db.query<UserRow>('select * from auth.users where id = $1 for update', [id])).rows[0];
  if (!current) return null;
  const result = await db.query<UserRow>(
    `update auth.users set
       encrypted_password = case when $2::text is null then encrypted_password
                                 else extensions.crypt($2, extensions.gen_salt('bf')) end,
       email = coalesce($3, email),
       email_confirmed_at = case when $4::boolean is null then email_confirmed_at
                                 when $4 then coalesce(email_confirmed_at, now()) end,
       raw_user_meta_data = $5::jsonb,
       raw_app_meta_data = $6::jsonb,
       updated_at = now()
     where id = $1
     returning *`,
    [
      id,
      changes.password ?? null,
      changes.email ?? null,
      changes.confirmed ?? null,
      JSON.stringify(mergeMetadata(current.raw_user_meta_data, changes.userMetadata)),
      JSON.stringify(mergeMetadata(current.raw_app_meta_data, changes.appMetadata)),
    ],
  );
  return result.rows[0] ?? null;
}

/** One user by id, or null. */
export async function findUserById(db: Db, id: string): Promise<UserRow | null> {
  const result = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return result.rows[0] ?? null;
}

/** A page of users, oldest first, and how many there are in all. */
export async function listUsers(db: Db, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const users = await db.query<UserRow>('select * from auth.users order by created_at, id limit $1 offset $2', [
    perPage,
    (page - 1) * perPage,
  ]);
  const total = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
  return { users: users.rows, total: Number(total.rows[0]?.n ?? 0) };
}

/**
 * The user with this email and password, or null (one answer for both failures, as GoTrue). A
 * sign-in stamps last_sign_in_at; `signIn: false` only compares (GoTrue's same-password check).
 */
export async function findUserByPassword(
  db: Db,
  email: string,
  password: string,
  { signIn = true }: { signIn?: boolean } = {},
): Promise<UserRow | null> {
  const result = await db.query<UserRow>(
    `update auth.users set last_sign_in_at = case when $3 then now() else last_sign_in_at end
      where email = $1 and encrypted_password is not null
        and encrypted_password = extensions.crypt($2, encrypted_password)
      returning *`,
    [email, password, signIn],
  );
  return result.rows[0] ?? null;
}
