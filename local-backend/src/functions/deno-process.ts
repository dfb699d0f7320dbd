import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { LOCAL_BACKEND_DIR } from '../paths';
import { denoExecutable } from './deno-binary';
import { mainThreadCpuMs } from './process-cpu';

const MARKER = '__local_backend_listening__';
const WRAPPER = path.join(LOCAL_BACKEND_DIR, 'deno', 'serve-on-port.ts');

/**
 * The folder of the project besides supabase/functions that functions import from: the workspace
 * packages their import maps (deno.json) name, the generated database types among them.
 */
function projectImports(functionsDir: string): string[] {
  return [path.resolve(functionsDir, '../../packages')];
}

/** How to run one function. */
export interface DenoProcessOptions {
  name: string;
  functionsDir: string;
  denoDir: string;
  env: Record<string, string>;
  startTimeoutMs: number;
  log: (line: string) => void;
}

/** One long-lived Deno child serving one Edge Function on a loopback port. */
export class DenoProcess {
  /** Resolves with the port once the function listens; rejects if it fails to boot. */
  readonly port: Promise<number>;
  private readonly child: ChildProcess;
  private exited = false;
  // Set by terminate() before the exit event arrives, so no request is sent to a dying process.
  private terminated = false;
  private readonly recentErrors: string[] = [];

  constructor(private readonly options: DenoProcessOptions) {
    const dir = path.join(options.functionsDir, options.name);
    const config = path.join(dir, 'deno.json');
    const args = [
      'run',
      '--no-lock',
      '--no-prompt',
      ...(existsSync(config) ? ['--config', config] : ['--no-config']),
      // What hosted Edge Functions may do: network and env; reading only their own sources, with
      // what their import map leads to in the project (a workspace package's source, the generated
      // database types among them), which `supabase functions deploy` bundles with them.
      '--allow-net',
      '--allow-env',
      `--allow-read=${[options.functionsDir, ...projectImports(options.functionsDir)].join(',')}`,
      WRAPPER,
      pathToFileURL(path.join(dir, 'index.ts')).href,
    ];
    // stdin stays open as a lifeline: the wrapper exits when it closes (see serve-on-port.ts).
    this.child = spawn(denoExecutable(), args, { env: options.env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.port = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`function ${options.name} did not start within ${options.startTimeoutMs} ms`));
        this.child.kill('SIGKILL');
      }, options.startTimeoutMs);
      createInterface({ input: this.child.stdout! }).on('line', (line) => {
        const match = line.startsWith(MARKER) ? /(\d+)\s*$/.exec(line) : null;
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        } else options.log(`[fn ${options.name}] ${line}`);
      });
      createInterface({ input: this.child.stderr! }).on('line', (line) => {
        this.recentErrors.push(line);
        if (this.recentErrors.length > 20) this.recentErrors.shift();
        options.log(`[fn ${options.name}] ${line}`);
      });
      this.child.on('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      this.child.on('exit', (code, signal) => {
        this.exited = true;
        clearTimeout(timer);
        reject(
          new Error(
            `function ${options.name} exited (${signal ?? code}) before listening:\n${this.recentErrors.join('\n')}`,
          ),
        );
      });
    });
    this.port.catch(() => {}); // observed by callers; avoid an unhandled rejection meanwhile
  }

  /** False once the child has exited (crash or stop); the runner then starts a new one. */
  get alive(): boolean {
    return !this.exited && !this.terminated;
  }

  /** CPU time of the function's JavaScript thread so far, in ms (null where it cannot be read). */
  cpuMs(): number | null {
    return this.exited || this.child.pid === undefined ? null : mainThreadCpuMs(this.child.pid);
  }

  /** Stops the child at once (SIGKILL), as hosted ends a worker at a limit; the runner starts a new one. */
  terminate(): void {
    this.terminated = true;
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** Stops the child: SIGTERM, then SIGKILL if it has not exited after a grace period. */
  async stop(): Promise<void> {
    if (this.exited) return;
    const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await exited;
    clearTimeout(timer);
  }
}
