import type { EmbeddedServer } from './embedded-server';

// Jest loads globalSetup and globalTeardown as separate modules, in the one main process.
const STARTED = Symbol.for('supabase-tests.embedded-postgres');
const holder = globalThis as typeof globalThis & { [STARTED]?: EmbeddedServer };

/** Remembers the server this run started, for globalTeardown. */
export function keepStartedServer(server: EmbeddedServer): void {
  holder[STARTED] = server;
}

/** Stops the server this run started, if any. */
export async function stopStartedServer(): Promise<void> {
  const server = holder[STARTED];
  delete holder[STARTED];
  await server?.stop();
}
