import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

// The CLI as `npm start` runs it: progress lines, a working API, and a clean stop on signals.
let tempDir: string;
const started: ChildProcess[] = [];
beforeAll(async () => {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'local-backend-cli-'));
});
// A failed assertion must not leave a backend (and its Deno child) running after the test.
afterEach(() => {
  for (const child of started.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => rm(tempDir, { recursive: true, force: true }));

interface RunningCli {
  child: ChildProcess;
  lines: string[];
  url: string;
  /** The publishable key it printed. */
  publishableKey: string;
  exit: Promise<number | null>;
}

async function startCli(...extra: string[]): Promise<RunningCli> {
  const child = spawn(
    process.execPath,
    [
      '-r',
      path.join(__dirname, 'test-support/swc-register.cjs'),
      path.join(__dirname, 'cli.ts'),
      '--port',
      '0',
      '--data-dir',
      path.join(tempDir, 'data'),
      ...extra,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  const lines: string[] = [];
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let url = '';
  // The key is printed last, once start-up has finished.
  const publishableKey = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start:\n${lines.join('\n')}`)), 60_000);
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        url = /^listening on (http:\/\/localhost:\d+)$/.exec(line)?.[1] ?? url;
        if (line.startsWith('publishable key: ')) {
          clearTimeout(timer);
          resolve(line.slice('publishable key: '.length));
        }
      });
    }
    void exit.then(() => reject(new Error(`CLI exited early:\n${lines.join('\n')}`)));
  });
  return { child, lines, url, publishableKey, exit };
}

/** Direct children of a process (Linux /proc), to prove the Deno function processes are gone. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('local-backend CLI', () => {
  it('creates the database with progress lines, serves the API and stops cleanly on SIGTERM', async () => {
    const cli = await startCli();
    expect(cli.lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^creating database in .*…$/),
        'applying migration 20250601090000_create_knowledge_hub.sql',
        'seeded 9 resources',
      ]),
    );
    const response = await fetch(`${cli.url}/rest/v1/resources?select=id`, { headers: { apikey: cli.publishableKey } });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(9);

    const deno = childPids(cli.child.pid ?? 0);
    cli.child.kill('SIGTERM');
    expect(await cli.exit).toBe(0);
    expect(cli.lines).toContain('stopped');
    expect(deno.filter(isRunning)).toEqual([]);
  }, 90_000);

  it('reopens an existing data folder without re-creating or re-seeding it, and stops on SIGINT', async () => {
    const cli = await startCli();
    expect(cli.lines.some((l) => l.startsWith('opening database in '))).toBe(true);
    expect(cli.lines.some((l) => l.startsWith('creating database') || l.startsWith('seeded'))).toBe(false);
    cli.child.kill('SIGINT');
    expect(await cli.exit).toBe(0);
  }, 60_000);
});
