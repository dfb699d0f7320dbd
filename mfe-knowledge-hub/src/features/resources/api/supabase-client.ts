import type { getSupabase } from 'shared-ui';

/** The site's one Supabase client, as shared-ui hands it out (tests pass a fake of the same shape). */
export type SupabaseClient = ReturnType<typeof getSupabase>;
