import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readAuthConfig } from './auth/auth-config';
import { createAuthRateLimits } from './auth/auth-rate-limits';
import { ThreadedDatabase } from './database/threaded-database';
import { loadSchemaCache } from './database/schema-cache';
import { functionEnv } from './functions/function-env';
import { createFunctionRunner } from './functions/function-runner';
import type { FunctionLimits } from './functions/function-limits';
import { readFunctionsConfig } from './functions/functions-config';
import { functionAddressEnv } from './functions/functions-handler';
import {
  readClientAddressSetting,
  type ClientAddressSetting,
} from '../../supabase/functions/_shared/client-address.js';
import type { BackendContext } from './http/context';
import { createOriginPolicy } from './http/cors';
import { listenOnLoopback } from './http/listen';
import { createRouter } from './http/router';
import { readRestConfig } from './rest/rest-config';
import { readKeyModel, readSigningAlg, type KeyModel, type SigningAlg } from './key-model';
import { localProjectKeys } from './project-keys';
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
  /** The key model: `new` (publishable and secret keys, ES256 or RS256 sessions) or `legacy` (JWT keys, HS256). Default: env SUPABASE_KEYS, else new. */
  keys?: KeyModel;
  /** The algorithm of sessions in the new model: `ES256` (P-256) or `RS256` (RSA 2048); both keys are published. Default: env SUPABASE_SIGNING_ALG, else ES256. Refused with the legacy model. */
  signingAlg?: SigningAlg;
  /** Milliseconds since the epoch for auth: token times, the refresh-token reuse interval, rate limits. Default: Date.now; tests pass their own. */
  clock?: () => number;
  /**
   * Which header names a client behind the operator's proxy, and how many of its proxies to skip
   * (supabase/functions/_shared/client-address.js): the auth rate limits and the functions' relay
   * follow it. null: no proxy, the TCP peer. Default: env CLIENT_ADDRESS_HEADER and CLIENT_ADDRESS_PROXIES.
   */
  clientAddress?: ClientAddressSetting | null;
  /** Wall-clock and CPU time limits of an Edge Function request. Default: hosted's Free plan (150 s, 2 s CPU); tests set them low. */
  functionLimits?: Partial<FunctionLimits>;
  /** Log every function request's wall-clock and CPU time; by default only those past a quarter of a limit. */
  logEveryFunctionCost?: boolean;
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
  // A legacy model picked by the option (a test's choice) takes no signing algorithm from the environment.
  const signingAlg = options.signingAlg ?? (options.keys === 'legacy' ? undefined : readSigningAlg());
  const clientAddress =
    options.clientAddress === undefined ? readClientAddressSetting((name) => process.env[name]) : options.clientAddress;
  const keys = await localProjectKeys(options.keys ?? readKeyModel(), signingAlg);
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
    env: { ...functionEnv(url, keys), ...functionAddressEnv(clientAddress) },
    log,
    limits: options.functionLimits,
    logEveryCost: options.logEveryFunctionCost,
  });
  // Deno boots (and on a first run downloads npm packages) while PGlite initialises.
  functions.prewarm();

  try {
    // PGlite runs in a thread of its own, so a long statement never holds up the HTTP answers
    // (statement timeouts are answered at the limit). It answers the calls PGlite's interface
    // offers that the backend uses (query, exec, transaction, close): hence the cast.
    const threaded = await ThreadedDatabase.open({ dataDir, supabaseDir, fresh: options.fresh ?? false, log });
    const db = threaded as unknown as PGlite;
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
      authLimits: createAuthRateLimits(authConfig.rateLimits, options.clock, clientAddress),
      restConfig,
      clock: options.clock ?? Date.now,
      log,
    });
    log(
      `keys: ${keys.model === 'new' ? `publishable and secret keys, ${keys.sessionAlg} sessions (JWKS)` : 'legacy JWT keys (SUPABASE_KEYS=legacy)'}`,
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
