// A supabase-js client for the project's tools in Node (the staff command, the canary's watcher):
// a server key, no session kept, and no realtime, which wants the WebSocket Node 20 lacks; none of
// them uses it, so any use fails loudly.
import { createClient } from '@supabase/supabase-js';

/** Stands in for realtime's WebSocket transport: constructing it is a mistake. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not used by the project’s tools');
  }
}

/**
 * @template [Database=any]
 * @param {string} url the project's URL @param {string} key a server key (secret or service role)
 * @param {{ fetch?: typeof fetch }} [options] `fetch`: what supabase-js sends its requests with
 * @returns {import('@supabase/supabase-js').SupabaseClient<Database>}
 */
export function serverClient(url, key, { fetch } = {}) {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: /** @type {never} */ (NoRealtime) },
    ...(fetch ? { global: { fetch } } : {}),
  });
}
