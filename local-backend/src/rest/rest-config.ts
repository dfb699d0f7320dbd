import { readFile } from 'node:fs/promises';
import { parse as parseToml } from 'smol-toml';

/** The settings of supabase/config.toml that `/rest/v1` obeys, as the Supabase CLI hands them to PostgREST. */
export interface RestConfig {
  /** `[api] max_rows` (PostgREST's `db-max-rows`): the most rows one read answers; null = no cap. */
  maxRows: number | null;
}

/** Reads `[api]` from a config.toml; a mistyped `max_rows` stops the backend rather than being ignored. */
export async function readRestConfig(configFile: string): Promise<RestConfig> {
  const doc = parseToml(await readFile(configFile, 'utf8'));
  const api = doc.api;
  const maxRows =
    typeof api === 'object' && api !== null && !Array.isArray(api)
      ? (api as Record<string, unknown>).max_rows
      : undefined;
  if (maxRows === undefined) return { maxRows: null };
  if (typeof maxRows !== 'number' || !Number.isInteger(maxRows) || maxRows < 1)
    throw new Error(`${configFile}: [api] max_rows must be a whole number of rows (1 or more)`);
  return { maxRows };
}
