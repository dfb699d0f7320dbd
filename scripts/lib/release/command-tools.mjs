// What the release commands' entries give a command that takes a build (the release package's
// CommandTools): webpack, and the smoke run served by the bundles' own servers and opened in
// Debian's Chromium. Tests give stand-ins instead (release/testing).
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';
import { joinedPagesConfig } from '../site-config.mjs';
import { buildBundle, createRemoteApp, createShellApp, smokeRun } from 'release';
import { listenOnFreePort } from 'site-servers';

/** @type {import('release').SmokeWiring} */
const SMOKE_WIRING = {
  serveRemote: ({ root, release }) => listenOnFreePort(createRemoteApp({ root, fallbackRoot: () => release })),
  serveShell: ({ root, release, remotes, supabase }) => {
    const config = { remotes, ...joinedPagesConfig(), supabase };
    return listenOnFreePort(
      createShellApp({ root, config: () => config, serveConfig: true, fallbackRoot: () => release }),
    );
  },
  launchBrowser: async () => {
    // Loaded here, not with the module: the commands that never smoke-run start 0.3 s sooner.
    const { chromium } = await import('playwright-core');
    return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  },
};

/** The real build and smoke run. @type {import('release').CommandTools} */
export const COMMAND_TOOLS = { build: buildBundle, check: smokeRun(SMOKE_WIRING) };
