import path from 'node:path';
import { readAuthConfig } from './auth/auth-config';
import { createAuthRateLimits } from './auth/auth-rate-limits';
import { openDatabase } from './database/open-database';
import { loadSchemaCache } from './database/schema-cache';
import { createFunctionRunner } from './functions/function-runner';
import { readFunctionsConfig } from './functions/functions-config';
import type { BackendContext } from './http/context';
import { createOriginPolicy } from './http/cors';
import { listenOnLoopback } from './http/listen';
import { createRouter } from './http/router';
import { readRestConfig } from './rest/rest-config';
import { readKeyModel, type KeyModel } from './key-model';
import { localProjectKeys, type ProjectKeys } from './project-keys';
import { DEFAULT_DATA_DIR, DEFAULT_DENO_DIR, SUPABASE_DIR } from './paths';

/** Default port, the same as the Supabase CLI's API port. */
export const DEFAULT_PORT = 54321;

/** Options of {@link startLocalBackend}; every one has a default. */
export interface LocalBackendOptions {
  /** Port on 127.0.0.1 and ::1. Default: env LOCAL_BACKEND_PORT, else 54321. 0 picks a free port. */
  port?: number;
  /** PGlite data folder. Default: env LOCAL_BACKEND_DATA_DIR, else <repo>/.local/backend-data. */
  dataDir?: string;
  /** Delete the data folder first and rebuild it from migrations and seed. */
  fresh?: boolean;
  /** Progress and diagnostics, one line at a time. Default: console.log with a prefix. */
  log?: (line: string) => void;
  /** The details of a request that failed inside the backend (answered with a generic 500). Default: console.error with a prefix. */
  logError?: (line: string) => void;
  /** Allowed browser origins. Default: env LOCAL_BACKEND_CORS_ORIGINS (comma separated), else any http://localhost:* / 127.0.0.1:*. */
  corsOrigins?: string[];
  /** The Supabase CLI folder to serve. Default: <repo>/supabase. */
  supabaseDir?: string;
  /** Deno cache for Edge Function npm imports. Default: <repo>/.local/deno-dir. */
  denoDir?: string;
  /** The Supabase config whose `[auth]` settings the backend obeys. Default: <supabaseDir>/config.toml. */
  configFile?: string;
  /** The key model: `new` (publishable and secret keys, ES256 sessions) or `legacy` (JWT keys, HS256). Default: env SUPABASE_KEYS, else new. */
  keys?: KeyModel;
  /** Milliseconds since the epoch for auth: token times, the refresh-token reuse interval, rate limits. Default: Date.now; tests pass their own. */
  clock?: () => number;
}

/** A running backend. */
export interface LocalBackend {
  /** Base URL for createClient, e.g. http://localhost:54321. */
  url: string;
  /** The key model it runs. */
  keyModel: KeyModel;
  /** The key a browser sends: the publishable key, or in the legacy model the anon JWT. */
  publishableKey: string;
  /** The server-side key that bypasses row-level security: the secret key, or the service_role JWT. */
  secretKey: string;
  port: number;
  dataDir: string;
  /** Closes the listeners, kills the Deno children and closes the database. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts the embedded Supabase-compatible backend built from supabase/: PGlite with the
 * migrations and seed, PostgREST-, GoTrue-, Edge Functions- and Storage-compatible endpoints.
 * The port is bound first, so a second instance fails fast instead of opening the same data dir.
 */
export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const log = options.log ?? ((line: string) => console.log(`[local-backend] ${line}`));
  const logError = options.logError ?? ((line: string) => console.error(`[local-backend] ${line}`));
  const envPort = process.env.LOCAL_BACKEND_PORT ? Number(process.env.LOCAL_BACKEND_PORT) : undefined;
  const port = options.port ?? envPort ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${port}`);
  const dataDir = path.resolve(options.dataDir ?? process.env.LOCAL_BACKEND_DATA_DIR ?? DEFAULT_DATA_DIR);
  const supabaseDir = path.resolve(options.supabaseDir ?? SUPABASE_DIR);
  // Read before the port is bound: a config.toml the backend cannot obey stops it at once.
  const configFile = path.resolve(options.configFile ?? path.join(supabaseDir, 'config.toml'));
  const authConfig = await readAuthConfig(configFile);
  const restConfig = await readRestConfig(configFile);
  const functionsConfig = await readFunctionsConfig(configFile);
  const keys = await localProjectKeys(options.keys ?? readKeyModel());
  const corsOrigins =
    options.corsOrigins ??
    process.env.LOCAL_BACKEND_CORS_ORIGINS?.split(',')
      .map((o) => o.trim())
      .filter(Boolean);

  let markReady!: (ctx: BackendContext) => void;
  let markFailed!: (error: unknown) => void;
  const ready = new Promise<BackendContext>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  ready.catch(() => {}); // startLocalBackend itself reports the failure

  const router = createRouter({
    ready,
    allowOrigin: createOriginPolicy(corsOrigins),
    keys,
    log,
    logError,
  });
  const listeners = await listenOnLoopback(router, port, log);
  const url = `http://localhost:${listeners.port}`;
  const functions = createFunctionRunner({
    functionsDir: path.join(supabaseDir, 'functions'),
    denoDir: path.resolve(options.denoDir ?? DEFAULT_DENO_DIR),
    env: functionEnv(url, keys),
    log,
  });
  // Deno boots (and on a first run downloads npm packages) while PGlite initialises.
  functions.prewarm();

  try {
    const db = await openDatabase({ dataDir, supabaseDir, fresh: options.fresh ?? false, log });
    const schema = await loadSchemaCache(db);
    markReady({
      db,
      schema,
      keys,
      publicUrl: url,
      supabaseDir,
      storageDir: path.join(dataDir, 'storage'),
      functions,
      functionsConfig,
      authConfig,
      authLimits: createAuthRateLimits(authConfig.rateLimits, options.clock),
      restConfig,
      clock: options.clock ?? Date.now,
      log,
    });
    log(
      `keys: ${keys.model === 'new' ? 'publishable and secret keys, ES256 sessions (JWKS)' : 'legacy JWT keys (SUPABASE_KEYS=legacy)'}`,
    );
    log(`listening on ${url}`);
    let stopping: Promise<void> | null = null;
    const stop = (): Promise<void> =>
      (stopping ??= (async () => {
        await listeners.close();
        await functions.stop();
        await db.close();
      })());
    return {
      url,
      keyModel: keys.model,
      publishableKey: keys.api.publishableKey,
      secretKey: keys.api.secretKey,
      port: listeners.port,
      dataDir,
      stop,
    };
  } catch (error) {
    markFailed(error);
    await listeners.close();
    await functions.stop();
    throw error;
  }
}

/**
 * The variables hosted Supabase gives every Edge Function, for the key model: with the new keys,
 * the named keys as JSON objects and the JWKS (the variables `@supabase/server` reads, per
 * Supabase's "Securing Edge Functions"); with the legacy ones, the anon and service_role JWTs.
 */
function functionEnv(url: string, keys: ProjectKeys): Record<string, string> {
  if (keys.model === 'legacy')
    return {
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: keys.api.publishableKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.api.secretKey,
    };
  return {
    SUPABASE_URL: url,
    SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: keys.api.publishableKey }),
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: keys.api.secretKey }),
    SUPABASE_JWKS: JSON.stringify(keys.jwks),
  };
}
