import { readFile } from 'node:fs/promises';
import { parse as parseToml } from 'smol-toml';

/** The `[functions.<name>]` settings of supabase/config.toml that the Edge Functions relay obeys. */
export interface FunctionsConfig {
  /**
   * `verify_jwt` of a function: whether the gateway checks the `Authorization` header before the
   * function runs. The Supabase CLI's default, for a function config.toml does not name, is true.
   */
  verifyJwt(name: string): boolean;
}

/** Reads `[functions.*]` from a config.toml; a `verify_jwt` that is not a boolean stops the backend. */
export async function readFunctionsConfig(configFile: string): Promise<FunctionsConfig> {
  const doc = parseToml(await readFile(configFile, 'utf8'));
  const table = isTable(doc.functions) ? doc.functions : {};
  const settings = new Map<string, boolean>();
  for (const [name, entry] of Object.entries(table)) {
    const verify = isTable(entry) ? entry.verify_jwt : undefined;
    if (verify === undefined) continue;
    if (typeof verify !== 'boolean')
      throw new Error(`${configFile}: [functions.${name}] verify_jwt must be true or false`);
    settings.set(name, verify);
  }
  return { verifyJwt: (name) => settings.get(name) ?? true };
}

function isTable(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
