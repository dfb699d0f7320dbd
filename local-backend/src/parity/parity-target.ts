import type { KeyModel } from '../key-model';
import { startTestBackend } from '../test-support/test-backend';

/**
 * The backend a parity test holds to the hosted services' answers: the embedded backend by default,
 * or a hosted project when PARITY_SUPABASE_URL and its keys are set (docs/deploying.md), so the
 * same suite checks a project before it goes live.
 */
export interface ParityTarget {
  url: string;
  /** The key model the target runs; a hosted project's is read from its keys. */
  keyModel: KeyModel;
  /** The public key a browser sends: the publishable key (or the legacy anon JWT). */
  publishableKey: string;
  /** The key that bypasses row-level security, server-side only: the secret key (or the service_role JWT). */
  secretKey: string;
  /** True against a hosted project: what only the embedded backend can be made to do (a clock, a config) is checked locally only. */
  hosted: boolean;
  stop(): Promise<void>;
}

/**
 * Starts (or names) the backend for one parity test file. Locally it runs `keys`, by default the
 * model of SUPABASE_KEYS; a hosted project must hand out that model's keys.
 */
export async function startParityTarget({ keys }: { keys?: KeyModel } = {}): Promise<ParityTarget> {
  const url = process.env.PARITY_SUPABASE_URL;
  if (url) {
    const publishableKey = process.env.PARITY_PUBLISHABLE_KEY ?? '';
    const secretKey = process.env.PARITY_SECRET_KEY ?? '';
    if (!publishableKey || !secretKey) {
      throw new Error('PARITY_SUPABASE_URL needs PARITY_PUBLISHABLE_KEY and PARITY_SECRET_KEY too.');
    }
    const keyModel: KeyModel = publishableKey.startsWith('sb_publishable_') ? 'new' : 'legacy';
    if (keys && keys !== keyModel) throw new Error(`This parity test needs the project's ${keys} keys.`);
    return { url, keyModel, publishableKey, secretKey, hosted: true, stop: async () => {} };
  }
  const backend = await startTestBackend({ keys });
  return {
    url: backend.url,
    keyModel: backend.keyModel,
    publishableKey: backend.publishableKey,
    secretKey: backend.secretKey,
    hosted: false,
    stop: () => backend.cleanup(),
  };
}
