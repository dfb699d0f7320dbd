import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ParityTarget } from '../parity/parity-target';

// Node 20 has no global WebSocket, which supabase-js's realtime client insists on at creation;
// the storage parity tests never subscribe, so any use fails loudly.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the storage parity tests');
  }
}

const clientWith = (target: ParityTarget, key: string): SupabaseClient =>
  createClient(target.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });

/** The clients of the storage parity tests: a visitor, a member and a member of staff, signed in. */
export interface StorageClients {
  anon: SupabaseClient;
  member: SupabaseClient;
  staff: SupabaseClient;
  /** A folder of the `resources` bucket of this run's own, so runs against one project never collide. */
  folder: string;
  /** The staff user's access token, for raw requests. */
  staffToken: string;
}

async function signedIn(target: ParityTarget, staff: boolean): Promise<SupabaseClient> {
  const email = `parity-${randomUUID()}@acme-parity.com`;
  const password = `parity-${randomUUID()}`;
  const admin = clientWith(target, target.secretKey).auth.admin;
  const created = await admin.createUser({ email, password, email_confirm: true, app_metadata: { staff } });
  if (created.error) throw created.error;
  const client = clientWith(target, target.publishableKey);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return client;
}

/** Signs in a member and a member of staff (accounts made through the admin API, as `npm run staff` does). */
export async function storageClients(target: ParityTarget): Promise<StorageClients> {
  const [member, staff] = await Promise.all([signedIn(target, false), signedIn(target, true)]);
  const session = await staff.auth.getSession();
  return {
    anon: clientWith(target, target.publishableKey),
    member,
    staff,
    folder: `parity-${randomUUID()}`,
    staffToken: session.data.session?.access_token ?? '',
  };
}

/** A small PDF: the only content the `resources` bucket keeps. */
export const pdf = (text = 'parity'): Buffer => Buffer.from(`%PDF-1.7\n% ${text}\n`);
