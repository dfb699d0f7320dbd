/**
 * The project's API keys as an Edge Function sees them in its environment. Hosted Supabase sets
 * `SUPABASE_PUBLISHABLE_KEYS` and `SUPABASE_SECRET_KEYS` (named keys as JSON objects, e.g.
 * `{"default":"sb_publishable_…"}`) for the new keys, and `SUPABASE_ANON_KEY` /
 * `SUPABASE_SERVICE_ROLE_KEY` for the legacy JWT keys ("Securing Edge Functions", "Managing Secrets").
 */
export interface ProjectApiKeys {
  /** Keys a browser may send: every publishable key, or the anon JWT. */
  publishable: string[];
  /** Server-side keys: every secret key, or the service_role JWT. */
  secret: string[];
}

/** The keys named by `env` (a `Deno.env.get`); the new keys when set, else the legacy ones. */
export function readProjectApiKeys(get: (name: string) => string | undefined): ProjectApiKeys {
  const publishable = namedKeys(get('SUPABASE_PUBLISHABLE_KEYS'));
  const secret = namedKeys(get('SUPABASE_SECRET_KEYS'));
  if (publishable.length > 0 || secret.length > 0) return { publishable, secret };
  return { publishable: nonEmpty(get('SUPABASE_ANON_KEY')), secret: nonEmpty(get('SUPABASE_SERVICE_ROLE_KEY')) };
}

/** The key a function sends to the project's own APIs with a caller's token: the default publishable key. */
export function publicApiKey(keys: ProjectApiKeys): string {
  return keys.publishable[0] ?? '';
}

/** True when the request's `apikey` header is one of the project's keys. */
export function hasProjectKey(request: Request, keys: ProjectApiKeys): boolean {
  const sent = request.headers.get('apikey');
  return sent !== null && sent !== '' && (keys.publishable.includes(sent) || keys.secret.includes(sent));
}

function namedKeys(json: string | undefined): string[] {
  if (!json) return [];
  try {
    const parsed = JSON.parse(json) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return [];
    // The key named `default` first: it is the one a function uses for its own calls.
    const entries = Object.entries(parsed as Record<string, unknown>).sort(([a], [b]) =>
      a === 'default' ? -1 : b === 'default' ? 1 : 0,
    );
    return entries.map(([, key]) => key).filter((key): key is string => typeof key === 'string' && key !== '');
  } catch {
    return [];
  }
}

function nonEmpty(value: string | undefined): string[] {
  return value ? [value] : [];
}
