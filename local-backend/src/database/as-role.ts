import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { JwtClaims } from '../jwt';

/** Database roles an API request may run as; the JWT `role` claim picks one. */
export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
/** One of {@link API_ROLES}. */
export type ApiRole = (typeof API_ROLES)[number];

/** Type guard for {@link ApiRole}. */
export function isApiRole(role: unknown): role is ApiRole {
  return typeof role === 'string' && (API_ROLES as readonly string[]).includes(role);
}

/**
 * Runs `work` in a transaction as the caller's role with the verified claims visible to
 * auth.uid()/auth.jwt(), exactly as PostgREST does, so the migrations' grants and row-level
 * security policies decide what the request may do. Both settings end with the transaction.
 * PGlite has one connection; its transaction() queues concurrent requests.
 */
export function asRole<T>(
  db: PGlite,
  role: ApiRole,
  claims: JwtClaims,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
    // `role` comes from the closed list above, never from the raw request.
    await tx.exec(`set local role ${role}`);
    return work(tx);
  });
}
