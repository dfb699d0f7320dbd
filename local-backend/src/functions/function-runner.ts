import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DenoProcess } from './deno-process';
import { functionLimits, type FunctionLimits } from './function-limits';

/** A function's process, listening: where to send a request and how to watch and stop it. */
export interface RunningFunction {
  port: number;
  /** CPU time of its JavaScript thread so far, in ms; null where it cannot be read. */
  cpuMs(): number | null;
  /** Kills the process at once (every request it serves ends); the next request starts a new one. */
  terminate(): void;
}

/** Starts Edge Functions on demand and hands out the port each one listens on. */
export interface FunctionRunner {
  /** True when supabase/functions/<name>/index.ts exists (names starting with _ are shared code). */
  has(name: string): boolean;
  /** The running function, starting it first if needed; waits for a first boot. */
  start(name: string): Promise<RunningFunction>;
  /** The limits each request is held to (hosted's unless the backend was given others). */
  readonly limits: FunctionLimits;
  /** True when every request's wall-clock and CPU time is logged; else only those near a limit. */
  readonly logEveryCost: boolean;
  /** Starts every function in the background so the first request does not pay for it. */
  prewarm(): void;
  /** Kills every Deno child. */
  stop(): Promise<void>;
}

/** Settings shared by every function process. */
export interface FunctionRunnerOptions {
  functionsDir: string;
  denoDir: string;
  /** Variables visible to functions (SUPABASE_URL, keys...), on top of the few Deno needs. */
  env: Record<string, string>;
  /** First start downloads npm packages into DENO_DIR, hence a generous default. */
  startTimeoutMs?: number;
  log: (line: string) => void;
  /** Wall-clock and CPU limits per request; default hosted's (function-limits.ts). */
  limits?: Partial<FunctionLimits>;
  /** Log every request's wall-clock and CPU time, not only those past a quarter of a limit. Default false. */
  logEveryCost?: boolean;
}

const FUNCTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
// Functions get a small environment, like hosted ones, plus what Deno needs to reach the npm
// registry the way npm does on this machine (proxies, extra CA certificates: Deno honours
// NODE_EXTRA_CA_CERTS and DENO_CERT, not SSL_CERT_FILE).
const INHERITED = [
  'PATH',
  'HOME',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
  'NODE_EXTRA_CA_CERTS',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
];

/** Creates the runner; nothing starts until {@link FunctionRunner.prewarm} or a request. */
export function createFunctionRunner(options: FunctionRunnerOptions): FunctionRunner {
  const limits = functionLimits(options.limits);
  const processes = new Map<string, DenoProcess>();
  let stopped = false;
  const env: Record<string, string> = {
    ...options.env,
    DENO_DIR: options.denoDir,
    NO_COLOR: '1',
    DENO_NO_UPDATE_CHECK: '1',
  };
  for (const name of INHERITED) {
    const value = process.env[name];
    if (value !== undefined) env[name] = value;
  }

  const has = (name: string): boolean =>
    FUNCTION_NAME.test(name) && existsSync(path.join(options.functionsDir, name, 'index.ts'));

  const ensure = (name: string): DenoProcess => {
    if (stopped) throw new Error('local backend is stopping');
    let current = processes.get(name);
    if (!current || !current.alive) {
      options.log(`starting function ${name} (Deno)`);
      current = new DenoProcess({
        name,
        functionsDir: options.functionsDir,
        denoDir: options.denoDir,
        env,
        startTimeoutMs: options.startTimeoutMs ?? 180_000,
        log: options.log,
      });
      processes.set(name, current);
    }
    return current;
  };

  return {
    has,
    limits,
    logEveryCost: options.logEveryCost ?? false,
    async start(name) {
      const child = ensure(name);
      const port = await child.port;
      return { port, cpuMs: () => child.cpuMs(), terminate: () => child.terminate() };
    },
    prewarm() {
      const names = existsSync(options.functionsDir) ? readdirSync(options.functionsDir).filter(has) : [];
      for (const name of names) {
        ensure(name).port.then(
          () => options.log(`function ${name} ready`),
          (error: Error) => options.log(`function ${name} failed to start: ${error.message}`),
        );
      }
    },
    async stop() {
      stopped = true;
      await Promise.all([...processes.values()].map((p) => p.stop()));
    },
  };
}
