import { stopStartedServer } from './started-server';

/** Jest globalTeardown of the supabase project: stops the PostgreSQL server globalSetup started, if any. */
export default async function globalTeardown(): Promise<void> {
  await stopStartedServer();
}
