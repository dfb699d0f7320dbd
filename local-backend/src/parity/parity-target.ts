import { startTestBackend } from '../test-support/test-backend';

/**
 * The backend a parity test holds to the hosted services' answers: the embedded backend by default,
 * or a hosted project when PARITY_SUPABASE_URL and its keys are set (docs/deploying.md), so the
 * same suite checks a project before it goes live.
 */
export interface ParityTarget {
  url: string;
  /** The public key a browser sends. */
  anonKey: string;
  /** The key that bypasses row-level security: server-side only. */
  serviceRoleKey: string;
  /** True against a hosted project: what only the embedded backend can be made to do (a clock, a config) is checked locally only. */
  hosted: boolean;
  stop(): Promise<void>;
}

/** Starts (or names) the backend for one parity test file. */
export async function startParityTarget(): Promise<ParityTarget> {
  const url = process.env.PARITY_SUPABASE_URL;
  if (url) {
    const anonKey = process.env.PARITY_ANON_KEY ?? '';
    const serviceRoleKey = process.env.PARITY_SERVICE_ROLE_KEY ?? '';
    if (!anonKey || !serviceRoleKey) {
      throw new Error('PARITY_SUPABASE_URL needs PARITY_ANON_KEY and PARITY_SERVICE_ROLE_KEY too.');
    }
    return { url, anonKey, serviceRoleKey, hosted: true, stop: async () => {} };
  }
  const backend = await startTestBackend();
  return {
    url: backend.url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    hosted: false,
    stop: () => backend.cleanup(),
  };
}
