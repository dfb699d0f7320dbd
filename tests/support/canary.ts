import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { folderTarget } from 'release';
import { pageVersions } from 'prerender';
import { openPage } from './browser';
import { type CommandResult, ROOT } from './release';
import { startOwnBackend } from './own-backend';
import { serveOwnSite } from './own-site';
import { SITE } from './site';
import { waitForLivePage } from './site-page';
import { beaconsFrom, hideUntilSent, recordBeacons, recordObservedEntryTypes, waitForVitals } from './telemetry';

/**
 * A site of its own for a canary test: the production build published to a fresh folder target,
 * served on free ports, with a backend of its own (its telemetry is what the watcher reads, its
 * release journal what the release commands write). A canary there, broken or not, reaches no page
 * load, telemetry or release health page of another test.
 */
export async function startCanarySite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-canary-'));
  const backend = await startOwnBackend(path.join(dir, 'backend'));
  const { origin, stop } = await serveOwnSite(folderTarget(path.join(dir, 'cdn')), backend);
  return {
    shell: origin(SITE.host.name),
    marketing: origin('marketing'),
    /** What release and canary commands of this site run with: its target, and its backend (telemetry, journal). */
    env: {
      RELEASE_TARGET_DIR: path.join(dir, 'cdn'),
      SUPABASE_URL: backend.url,
      SUPABASE_SECRET_KEY: backend.secretKey,
    },
    liveVersion: (bundle: string) =>
      (JSON.parse(readFileSync(path.join(dir, 'cdn', bundle, 'live.json'), 'utf8')) as { version: string }).version,
    canary: (bundle: string) =>
      JSON.parse(readFileSync(path.join(dir, 'cdn', bundle, 'canary.json'), 'utf8')) as {
        version: string;
        live: string;
        status: string;
        share: number;
        leaseUntil: string;
      },
    stop: async () => {
      await stop();
      await backend.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type CanarySite = Awaited<ReturnType<typeof startCanarySite>>;

/** A command running in a child process: its output so far, its end, and a way to kill it. */
export interface RunningCommand {
  output: () => string;
  done: Promise<CommandResult>;
  waitForOutput: (pattern: RegExp, timeout: number) => Promise<void>;
  kill: () => void;
}

/** Runs `node scripts/<command>.mjs <args>` with `env` added, as `npm run <command> -- <args>` would. */
export function startCommand(
  command: 'release' | 'canary' | 'rollback',
  args: string[],
  env: Record<string, string>,
): RunningCommand {
  const child = spawn(process.execPath, [path.join(ROOT, `scripts/${command}.mjs`), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<CommandResult>((resolve) =>
    // Killed by a signal: 128 + 9, as a shell reports it.
    child.on('close', (code) => resolve({ code: code ?? 137, output })),
  );
  let ended = false;
  void done.then(() => (ended = true));
  return {
    output: () => output,
    done,
    waitForOutput: async (pattern, timeout) => {
      const deadline = Date.now() + timeout;
      while (!pattern.test(output)) {
        if (ended || Date.now() > deadline) throw new Error(`no ${pattern} in the output of ${command}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    kill: () => child.kill('SIGKILL'),
  };
}

/** What the page of crashOnClick throws. */
export const BROKEN_BUILD_ERROR = 'a broken build: the page fails after a click';

/**
 * Breaks a copied package (copyBundleSource) in a way no smoke run sees, as a fault that only a
 * visitor's action brings out: the about page renders as before, and fails to render once the
 * visitor clicks anywhere (the shell's error boundary shows, and reports a crash of the remote).
 */
export function crashOnClick(packageFolder: string): void {
  writeFileSync(
    path.join(packageFolder, 'src/exposed/about-page.tsx'),
    `import { useEffect, useState } from 'react';
import type { PageModule } from 'shared-ui';
import { AboutPage } from '../pages/about-page';

function BrokenAboutPage() {
  const [clicked, setClicked] = useState(false);
  useEffect(() => {
    const click = () => setClicked(true);
    document.addEventListener('pointerdown', click);
    return () => document.removeEventListener('pointerdown', click);
  }, []);
  if (clicked) throw new Error('${BROKEN_BUILD_ERROR}');
  return <AboutPage />;
}

export default BrokenAboutPage satisfies PageModule['default'];
`,
  );
}

/** The release of `bundle` a served page was rendered from, and whether the server drew it for the canary. */
export function servedRelease(html: string, bundle: string): { version: string | null; arm: 'live' | 'canary' } {
  const config = /<script type="application\/json" id="runtime-config">([^<]*)<\/script>/.exec(html)?.[1];
  const arms = config ? ((JSON.parse(config) as { arms?: Record<string, string> }).arms ?? {}) : {};
  return {
    version: pageVersions(html)?.[bundle] ?? null,
    arm: Object.values(arms).includes('canary') ? 'canary' : 'live',
  };
}

/** How `route` is served now, fetched without a browser: each request is a page load's draw. */
export async function servedNow(shell: string, route: string, bundle: string) {
  const answer = await fetch(`${shell}${route}`, { headers: { accept: 'text/html' } });
  return { ...servedRelease(await answer.text(), bundle), status: answer.status };
}

/** A visitor's page load, as the browser ran it and its beacon reported it. */
export interface VisitorLoad {
  /** The release of the bundle the beacon named, and its arm. */
  version: string;
  arm: string;
  pageErrors: string[];
  /** The bundles the beacon reported as crashed. */
  crashed: string[];
  /** The statuses the collect-telemetry function answered the page's beacons with. */
  beaconStatuses: number[];
}

let addresses = 0;

/**
 * One visitor's page load of `route` in a fresh browser context, its beacon from an address of its
 * own (`prefix`.n, beaconsFrom). Waits until the page is the client's, runs `act`, hides the page
 * so its telemetry sends the beacon, and reports what the beacon said about `bundle`.
 */
export async function visitorLoad(
  shell: string,
  route: string,
  { bundle, prefix, act }: { bundle: string; prefix: string; act?: (page: Page) => Promise<void> },
): Promise<VisitorLoad> {
  addresses = (addresses % 250) + 1;
  const { page, context, pageErrors } = await openPage();
  try {
    await beaconsFrom(context, `${prefix}.${addresses}`);
    await recordObservedEntryTypes(context);
    const recorder = recordBeacons(page);
    await page.goto(`${shell}${route}`, { waitUntil: 'domcontentloaded' });
    await waitForLivePage(page);
    await page.locator('main h1').first().waitFor();
    await act?.(page);
    // The visitor stays until the telemetry measures the page's vitals, then leaves it for another tab.
    await waitForVitals(page);
    const sent = await hideUntilSent(page, recorder);
    const release = sent.flatMap((s) => s.beacon.releases).find((r) => r.bundle === bundle);
    return {
      version: release?.version ?? '',
      arm: release?.arm ?? '',
      pageErrors: [...pageErrors],
      crashed: sent.flatMap((s) => s.beacon.crashed),
      beaconStatuses: sent.map((s) => s.status),
    };
  } finally {
    await context.close();
  }
}

/**
 * Page loads by `visitors` visitors at a time, each visitor's one after the other, until `ended()`
 * or `deadline` (ms): two at a time reach the counts a watcher decides on in about half the time.
 * The first failure stops every visitor and is thrown.
 */
export async function loadsUntil(
  ended: () => boolean,
  deadline: number,
  load: () => Promise<VisitorLoad>,
  visitors = 2,
): Promise<VisitorLoad[]> {
  const loads: VisitorLoad[] = [];
  let failed = false;
  const visitor = async () => {
    while (!failed && !ended() && Date.now() < deadline) {
      try {
        loads.push(await load());
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const runs = await Promise.allSettled(Array.from({ length: visitors }, visitor));
  const failure = runs.find((run): run is PromiseRejectedResult => run.status === 'rejected');
  if (failure) throw failure.reason;
  return loads;
}
