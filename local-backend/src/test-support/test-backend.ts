import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalBackend, type LocalBackend, type LocalBackendOptions } from '../start-local-backend';
import { copyTemplateDatabase } from './template-database';

/** A backend on a free port with a throwaway data folder, plus its log for assertions. */
export interface TestBackend extends LocalBackend {
  logLines: string[];
  /** What the backend logged about requests that failed inside it (kept out of the answers). */
  errorLines: string[];
  /** Stops the backend and deletes its data folder. */
  cleanup(): Promise<void>;
}

/**
 * Starts one backend for a test file on a copy of the run's template database (creating a PGlite
 * folder takes seconds, copying one a fraction of that), with the repository's
 * supabase/config.toml and the key model of SUPABASE_KEYS unless `options` name another config,
 * a clock, a key model or a signing algorithm.
 */
export async function startTestBackend(
  options: Pick<LocalBackendOptions, 'configFile' | 'clock' | 'keys' | 'signingAlg' | 'clientAddress'> = {},
): Promise<TestBackend> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'local-backend-test-'));
  const logLines: string[] = [];
  const errorLines: string[] = [];
  const dataDir = path.join(tempDir, 'data');
  await copyTemplateDatabase(dataDir);
  const backend = await startLocalBackend({
    ...options,
    port: 0,
    dataDir,
    log: (line) => logLines.push(line),
    logError: (line) => errorLines.push(line),
  });
  return {
    ...backend,
    logLines,
    errorLines,
    async cleanup() {
      await backend.stop();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

// Node 20 has no global WebSocket, which supabase-js's realtime client insists on at creation.
// The local backend has no realtime endpoint and these tests never subscribe, so any use fails loudly.
class NoRealtime {
  constructor() {
    throw new Error('realtime is not provided by the local backend');
  }
}

/** A supabase-js client as the site creates it, minus browser session persistence. */
export function clientFor(backend: LocalBackend, key = backend.publishableKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
}

/** A client with the service key: what `npm run staff` and server-side code use for the admin API. */
export function adminClientFor(backend: LocalBackend): SupabaseClient {
  return clientFor(backend, backend.secretKey);
}

/**
 * Creates a confirmed account the only way config.toml allows (no public sign-up): through the
 * admin API with the service key, as `npm run staff -- add` does. Returns its id.
 */
export async function createAccount(
  backend: LocalBackend,
  email: string,
  password: string,
  { staff = false }: { staff?: boolean } = {},
): Promise<string> {
  const { data, error } = await adminClientFor(backend).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    ...(staff ? { app_metadata: { staff: true } } : {}),
  });
  if (error) throw error;
  return data.user.id;
}

/**
 * A client signed in as a new user: an ordinary account (no staff claim), or, with `staff`, one
 * with app_metadata.staff = true.
 */
export async function signedInClient(
  backend: LocalBackend,
  email: string,
  { staff = false }: { staff?: boolean } = {},
): Promise<SupabaseClient> {
  const password = 'a-long-test-password-42';
  await createAccount(backend, email, password, { staff });
  const client = clientFor(backend);
  const signIn = await client.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return client;
}

/** The first bytes of an answer's body as text: `%PDF-` for a PDF. */
export async function bodyStart(response: Response, length = 5): Promise<string> {
  return Buffer.from(await response.arrayBuffer())
    .subarray(0, length)
    .toString('latin1');
}
