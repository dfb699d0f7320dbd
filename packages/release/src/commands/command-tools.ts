// What a command that takes a new build uses and a test replaces: the webpack build and the smoke
// run in a browser. The entries (scripts/) pass the real ones (builds/build-bundle.ts and the smoke
// run the entry wires to its servers and Chromium); tests pass stand-ins (release/testing). The
// release core itself starts no build process, no server and no browser.
import type { Bundle } from '../bundles/site-bundles';
import type { Contract } from '../compatibility/build-manifest';
import type { LiveSite } from '../live/live-site';

/** One bundle built alone into `outDir` (the release package's buildBundle has this shape). */
export type Build = (options: {
  /** the package folder to build */
  sourceDir: string;
  /** where the build goes (emptied first) */
  outDir: string;
  /** with its Node build, which renders its first screens */
  node?: boolean;
  log?: (line: string) => void;
}) => Promise<void>;

/** What the smoke run is given: a candidate build and the live site it joins. */
export interface SmokeCheckOptions {
  /** what is live, read once by the command */
  live: LiveSite;
  /** the bundle the candidate is a build of */
  bundle: Bundle;
  /** the candidate build's folder */
  candidateDir: string;
  /** what the shell (the candidate's, or the live one) loads */
  contract: Contract;
  /** the routes that render the bundle */
  routes: string[];
  log: (line: string) => void;
}

/**
 * The smoke run: the candidate served with the live bundles and opened in a browser.
 * @returns the problems found, none when the candidate may go live; rejects when it cannot run
 */
export type SmokeCheck = (options: SmokeCheckOptions) => Promise<string[]>;

/** The build and the candidate's smoke run a command is given by its entry. */
export interface CommandTools {
  build: Build;
  check: SmokeCheck;
}
