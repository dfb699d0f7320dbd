// The smoke run lays out the candidate with the live releases in a folder of its own, serves it on
// the servers its wiring gives, opens it in the wiring's browser, and stops all of it afterwards.
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_IN_REMOTES, REMOTE_BUNDLES, SHELL_BUNDLE } from '../bundles/site-bundles';
import { type LiveSite, readLiveSite } from '../live/live-site';
import { SWITCH_REASON } from '../state/live-history';
import { switchLive } from '../switching/switch-live';
import { folderTarget } from '../targets/folder-target';
import { fakeBuild, publishFakeRelease } from '../testing/fake-builds';
import { type SmokeWiring, smokeRun } from './smoke-run';

const MARKETING = BUILT_IN_REMOTES[0] ?? SHELL_BUNDLE;

let work = '';
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'smoke-run-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A wiring whose servers record what they serve, and whose browser cannot start. */
function recordingWiring() {
  // Each release folder as served: a link to the build, read before the run removes it.
  const served: { root: string; release: string | null; entry: string | null }[] = [];
  const shells: (Parameters<SmokeWiring['serveShell']>[0] & { build: string })[] = [];
  let open = 0;
  let port = 4000;
  const server = () => {
    open += 1;
    return { port: (port += 1), close: async () => void (open -= 1) };
  };
  const wiring: SmokeWiring = {
    serveRemote: async ({ root, release }) => {
      const entry = path.join(root, 'mf-manifest.json');
      const build = release && realpathSync(release);
      served.push({ root, release: build, entry: existsSync(entry) ? readFileSync(entry, 'utf8') : null });
      return server();
    },
    serveShell: async (options) => {
      shells.push({ ...options, build: realpathSync(options.release) });
      return server();
    },
    launchBrowser: async () => Promise.reject(new Error('no browser here')),
  };
  return { wiring, served, shells, open: () => open };
}

/** The smoke run of a marketing candidate on `live`. */
const run = (wiring: SmokeWiring, live: LiveSite) =>
  smokeRun(wiring)({
    live,
    bundle: MARKETING,
    candidateDir: fakeBuild(path.join(work, 'candidate'), MARKETING, 'candidate'),
    contract: live.contract,
    routes: MARKETING.routes,
    log: () => {},
  });

describe('smokeRun', () => {
  it('serves the candidate in place of the live release, with the live shell, and stops everything', async () => {
    const target = folderTarget(path.join(work, 'cdn'));
    await publishFakeRelease(target, SHELL_BUNDLE, 's1', path.join(work, 'builds'));
    await switchLive(target, SHELL_BUNDLE, 's1', SWITCH_REASON.release);
    const { wiring, served, shells, open } = recordingWiring();
    const live = await readLiveSite(target);
    await expect(run(wiring, live)).rejects.toThrow('no browser here');
    expect(served).toHaveLength(REMOTE_BUNDLES.length);
    const marketing = served[REMOTE_BUNDLES.indexOf(MARKETING)];
    // The candidate's release folder is the candidate build, and its live entry leads into it.
    expect(marketing?.release).toBe(realpathSync(path.join(work, 'candidate')));
    expect(JSON.parse(marketing?.entry ?? '{}').metaData.remoteEntry.path).toBe('releases/candidate');
    // A remote with no live release is served all the same, with nothing to fall back to.
    expect(served.filter((s) => s !== marketing).map((s) => s.release)).toEqual(
      REMOTE_BUNDLES.filter((b) => b !== MARKETING).map(() => null),
    );
    expect(shells.map((shell) => Object.keys(shell.remotes).sort())).toEqual([
      REMOTE_BUNDLES.map((b) => b.container).sort(),
    ]);
    expect(shells[0]?.build).toBe(realpathSync(live.builds[SHELL_BUNDLE.name]?.dir ?? ''));
    expect(open()).toBe(0);
    // The folder it laid the site out in is gone.
    expect(existsSync(shells[0]?.root ?? '')).toBe(false);
  });

  it('says so when the target has no live shell to compose the candidate with', async () => {
    const { wiring, shells, open } = recordingWiring();
    const live = await readLiveSite(folderTarget(path.join(work, 'empty')));
    expect(await run(wiring, live)).toEqual([`${live.label} has no live shell to compose the candidate with.`]);
    expect([shells, open()]).toEqual([[], 0]);
  });
});
