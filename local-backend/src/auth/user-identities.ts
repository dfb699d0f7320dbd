import { createHash } from 'node:crypto';
import type { UserRow } from './auth-store';

/**
 * The identities GoTrue lists for a user (its auth.identities rows): an account with an email
 * address has the one `email` identity GoTrue creates at sign-up or admin create, whose
 * provider id is the user's id. This backend has no other provider, so the identity is derived
 * from the user row rather than stored; anonymous users have none.
 */
export function userIdentities(user: UserRow): Record<string, unknown>[] {
  if (!user.email || user.is_anonymous) return [];
  const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
  return [
    {
      identity_id: identityId(user.id, 'email'),
      id: user.id,
      user_id: user.id,
      identity_data: {
        email: user.email,
        email_verified: user.email_confirmed_at !== null,
        phone_verified: false,
        sub: user.id,
      },
      provider: 'email',
      last_sign_in_at: iso(user.last_sign_in_at),
      created_at: iso(user.created_at),
      updated_at: iso(user.updated_at),
      email: user.email,
    },
  ];
}

/** A stable UUID (version 5 layout) for the user's identity of one provider. */
function identityId(userId: string, provider: string): string {
  const bytes = createHash('sha1').update(`${provider}:${userId}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
