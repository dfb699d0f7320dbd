import { readFile } from 'node:fs/promises';
import { parse as parseToml } from 'smol-toml';

/** The `[functions.<name>]` settings of config.toml the relay obeys. */
export interface FunctionsConfig {
  /** False when `verify_jwt = false`: the function is called without a project key, as hosted allows. */
  verifyJwt(name: string): boolean;
}

/** Reads `[functions.*] verify_jwt` (the Supabase CLI's default is true); a mistyped value stops the backend. */
export async function readFunctionsConfig(configFile: string): Promise<FunctionsConfig> {
  const doc = parseToml(await readFile(configFile, 'utf8'));
  const open = new Set<string>();
  const functions =
    typeof doc.functions === 'object' && doc.functions !== null ? (doc.functions as Record<string, unknown>) : {};
  for (const [name, settings] of Object.entries(functions)) {
    const value = (settings as Record<string, unknown> | null)?.verify_jwt;
    if (value === undefined) continue;
    if (typeof value !== 'boolean')
      throw new Error(`${configFile}: [functions.${name}] verify_jwt must be true or false`);
    if (!value) open.add(name);
  }
  return { verifyJwt: (name) => !open.has(name) };
}
