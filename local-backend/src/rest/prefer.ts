import type { IncomingMessage } from 'node:http';

/** The `Prefer` header options the local backend honours. */
export interface Preferences {
  representation: boolean;
  count: boolean;
}

/** Parses `Prefer` (possibly repeated, comma separated) as PostgREST does. */
export function parsePrefer(req: IncomingMessage): Preferences {
  const raw = req.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).split(/[,;]/).map((t) => t.trim());
  return {
    representation: tokens.includes('return=representation'),
    count: tokens.some((t) => /^count=(exact|planned|estimated)$/.test(t)),
  };
}

/** True when the client asked for one object (`.single()` / `.maybeSingle()` in supabase-js). */
export function wantsSingleObject(req: IncomingMessage): boolean {
  return String(req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}
