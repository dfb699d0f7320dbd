import type { getSupabase } from 'shared-ui';

/** The site's one Supabase client, as shared-ui hands it out (tests pass a fake of the same shape). */
export type SupabaseClient = Awaited<ReturnType<typeof getSupabase>>;

/** A client, or the promise of the shared one (created on first use). */
export type ClientSource = SupabaseClient | Promise<SupabaseClient>;
