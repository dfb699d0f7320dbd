import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalBackend, type LocalBackend } from '../start-local-backend';

/** A backend on a free port with a throwaway data folder, plus its log for assertions. */
export interface TestBackend extends LocalBackend {
  logLines: string[];
  /** Stops the backend and deletes its data folder. */
  cleanup(): Promise<void>;
}

/** Starts one backend for a test file (a fresh PGlite folder takes a few seconds). */
export async function startTestBackend(): Promise<TestBackend> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'local-backend-test-'));
  const logLines: string[] = [];
  const backend = await startLocalBackend({
    port: 0,
    dataDir: path.join(tempDir, 'data'),
    log: (line) => logLines.push(line),
  });
  return {
    ...backend,
    logLines,
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
export function clientFor(backend: LocalBackend, key = backend.anonKey): SupabaseClient {
  return createClient(backend.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
}
