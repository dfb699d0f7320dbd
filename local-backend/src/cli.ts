#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startLocalBackend } from './start-local-backend';

const USAGE = `Usage: node local-backend/dist/cli.js [--port 54321] [--data-dir <dir>] [--fresh] [--cors-origins <a,b>]

  --port          port on 127.0.0.1 and ::1 (env LOCAL_BACKEND_PORT, default 54321)
  --data-dir      PGlite data folder (env LOCAL_BACKEND_DATA_DIR, default <repo>/.local/backend-data)
  --fresh         delete the data folder and rebuild it from supabase/migrations and seed.sql
  --cors-origins  allowed browser origins (env LOCAL_BACKEND_CORS_ORIGINS, default any localhost port)

  Keys: publishable and secret keys with ES256 sessions (SUPABASE_SIGNING_ALG=RS256: RS256 sessions);
  SUPABASE_KEYS=legacy for the legacy JWT keys and HS256 sessions.`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      fresh: { type: 'boolean', default: false },
      'cors-origins': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = values.port === undefined ? undefined : Number(values.port);
  const log = (line: string): void => console.log(line);
  const starting = startLocalBackend({
    port,
    dataDir: values['data-dir'],
    fresh: values.fresh,
    corsOrigins: values['cors-origins']
      ?.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    log,
  });

  // Installed before start-up completes: a Ctrl-C during the first (slow) start must still close
  // PGlite and kill the Deno children instead of leaving a half-created data folder behind.
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) {
      log(`${signal} again: exiting immediately`);
      process.exit(1);
    }
    stopping = true;
    log(`${signal} received, stopping…`);
    starting
      .then((backend) => backend.stop())
      .then(
        () => {
          log('stopped');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const backend = await starting;
  const [publicName, secretName] =
    backend.keyModel === 'new' ? ['publishable key', 'secret key'] : ['anon key', 'service_role key'];
  log(`${publicName}: ${backend.publishableKey}`);
  log(`${secretName}: ${backend.secretKey} (server-side only)`);
}

main().catch((error: unknown) => {
  console.error(`local-backend failed to start: ${(error as Error).message ?? String(error)}`);
  process.exit(1);
});
