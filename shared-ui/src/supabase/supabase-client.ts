import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database';

export interface SupabaseConfig {
  url: string;
  publishableKey: string;
}

let config: SupabaseConfig | null = null;
let client: Promise<SupabaseClient<Database>> | null = null;

/** Records where the backend is, from the run-time config. Called by the shell at start; the first config wins. */
export function configureSupabase(next: SupabaseConfig): void {
  config ??= next;
}

/** Where the backend is, as configured at start; null before configureSupabase. */
export function getSupabaseConfig(): SupabaseConfig | null {
  return config;
}

/**
 * Where supabase-js keeps the session in localStorage: its own default name for the project's URL,
 * given to the client explicitly so that hasStoredSession looks under the very same key.
 */
function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether this browser keeps a Supabase session (someone signed in here), told without loading
 * supabase-js: false before configureSupabase and where storage cannot be read.
 */
export function hasStoredSession(): boolean {
  if (!config) return false;
  try {
    return window.localStorage.getItem(sessionStorageKey(config.url)) !== null;
  } catch {
    return false;
  }
}

/**
 * The site's one Supabase client, typed by the migrations (the package database-types). supabase-js is loaded and the client created on first use, so
 * pages that never talk to the backend never download it; every later call gets the same client.
 * Rejects with a clear error before configureSupabase, and a failed download is tried again next time.
 */
export function getSupabase(): Promise<SupabaseClient<Database>> {
  if (!config) {
    return Promise.reject(
      new Error('The Supabase client is not configured: the shell calls configureSupabase() at start.'),
    );
  }
  const { url, publishableKey } = config;
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient<Database>(url, publishableKey, {
        auth: {
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: false,
          storageKey: sessionStorageKey(url),
        },
      }),
    )
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** Test seam: forget the config and client so a test can configure a fresh one. */
export function resetSupabaseForTests(): void {
  config = null;
  client = null;
}
