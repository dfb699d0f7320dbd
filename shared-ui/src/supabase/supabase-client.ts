import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

let client: SupabaseClient | null = null;

/**
 * Creates the site's one Supabase client from the run-time config. Called by the shell at start;
 * a second call with the same config returns the same client.
 */
export function configureSupabase(config: SupabaseConfig): SupabaseClient {
  if (!client) {
    client = createClient(config.url, config.anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    });
  }
  return client;
}

/** The configured client; throws a clear error when the shell has not configured it yet. */
export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The Supabase client is not configured: the shell calls configureSupabase() at start.');
  return client;
}

/** Test seam: forget the client so a test can configure a fresh one. */
export function resetSupabaseForTests(): void {
  client = null;
}
