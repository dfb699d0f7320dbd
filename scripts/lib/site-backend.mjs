// Which backend the project's tools talk to: a hosted project, or the local backend `npm start`
// runs. Several commands need it (staff accounts, the release journal, the canary's watcher), so
// it sits below all of them.
import { readSiteConfig } from './site-config.mjs';

/**
 * @typedef {{ url: string, secretKey: string, local: boolean }} SiteBackend
 * @typedef {{ localApiKeys(model: string): { secretKey: string },
 *   readKeyModel(env: Record<string, string | undefined>): string }} LocalKeys local-backend's key functions
 */

/** A backend setting the user can fix: a command prints its message without a stack. */
export class BackendSettingError extends Error {}

/**
 * The secret key a hosted project's variables give: SUPABASE_SECRET_KEY, or a legacy project's
 * SUPABASE_SERVICE_ROLE_KEY.
 * @param {Record<string, string | undefined>} env
 */
export const secretKeyOf = (env) => env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY;

/**
 * Which backend and key: a hosted project from SUPABASE_URL + SUPABASE_SECRET_KEY (or a legacy
 * project's SUPABASE_SERVICE_ROLE_KEY), otherwise the local backend at the port `npm start` gives
 * it, with the secret key of the key model SUPABASE_KEYS names, from local-backend (the same place
 * `npm start` takes its keys from).
 * @param {Record<string, string | undefined>} env
 * @param {() => Promise<LocalKeys>} loadLocalKeys
 * @returns {Promise<SiteBackend>}
 */
export async function resolveBackend(env, loadLocalKeys) {
  const url = env.SUPABASE_URL;
  const key = secretKeyOf(env);
  if (url && key) return { url: url.replace(/\/+$/, ''), secretKey: key, local: false };
  if (url || key) {
    throw new BackendSettingError(
      'Set both SUPABASE_URL and SUPABASE_SECRET_KEY for a hosted project, or neither for the local backend.',
    );
  }
  let local;
  try {
    local = await loadLocalKeys();
  } catch {
    throw new BackendSettingError('The local backend is not built: run `npm run build -w local-backend` first.');
  }
  const port = readSiteConfig(env).ports.backend;
  return {
    url: `http://localhost:${port}`,
    secretKey: local.localApiKeys(local.readKeyModel(env)).secretKey,
    local: true,
  };
}
