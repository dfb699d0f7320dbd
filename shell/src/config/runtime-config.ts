import type { SupabaseConfig } from 'shared-ui';

/** What the shell reads at run time from runtime-config.json, served beside it. */
export interface RuntimeConfig {
  /** Manifest URL of each remote, by federation container name. */
  remotes: { marketing: string; knowledgeHub: string };
  supabase: SupabaseConfig;
}

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** Checks the parsed JSON; returns a readable reason when it is not a usable config. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig | string {
  const v = value as Partial<RuntimeConfig> | null;
  if (!v || typeof v !== 'object') return 'the runtime config is not a JSON object';
  if (!isString(v.remotes?.marketing) || !isString(v.remotes?.knowledgeHub)) {
    return 'the runtime config needs remotes.marketing and remotes.knowledgeHub manifest URLs';
  }
  if (!isString(v.supabase?.url) || !isString(v.supabase?.anonKey)) {
    return 'the runtime config needs supabase.url and supabase.anonKey';
  }
  return { remotes: v.remotes, supabase: v.supabase };
}

/** Fetches and checks the runtime config; never cached, so a new remote location applies on the next load. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  const parsed = parseRuntimeConfig(await response.json());
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}
