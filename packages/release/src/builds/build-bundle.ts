// Builds one bundle alone, in production mode, into a folder of our choosing: never into a live
// release and never into the package's own dist/.
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { NODE_BUILD_DIR } from 'release-layout';
import { RefusedError } from '../errors';

/** One build the child process runs: its label in the output, webpack's `--env`, and its folder. */
export interface BuildRequest {
  label: string;
  env: Record<string, unknown>;
  outputPath: string;
}

/**
 * The child process that runs the builds (webpack in one process for both): plain CommonJS outside
 * src/, so it runs as it is under jest (src/) and from dist/ alike, both two folders below the package.
 */
const BUILDS_CHILD = path.resolve(__dirname, '..', '..', 'worker', 'webpack-builds.cjs');

/**
 * Runs `webpack --mode production --output-path <outDir>` inside `sourceDir` (a package folder
 * whose webpack.config.js finds ../config/webpack.base.js, as in the repository), and with it its
 * Node build (`--env node`) into `<outDir>/node`, which renders the release's first screens (not for a
 * bundle that joins at run time: its pages are never rendered ahead of time).
 * @returns rejects with a RefusedError holding webpack's last output lines when the build fails
 */
export async function buildBundle({
  sourceDir,
  outDir,
  node = true,
  log = () => {},
}: {
  sourceDir: string;
  outDir: string;
  node?: boolean;
  log?: (line: string) => void;
}): Promise<void> {
  if (!existsSync(path.join(sourceDir, 'webpack.config.js'))) {
    throw new Error(`${sourceDir} has no webpack.config.js: is it a bundle's package folder?`);
  }
  // Both builds in one compiler; the Node build beside the browser build's folder, which that build
  // empties first, then moved into it.
  const nodeOut = `${outDir}.node`;
  rmSync(nodeOut, { recursive: true, force: true });
  const builds: BuildRequest[] = [{ label: 'browser', env: {}, outputPath: outDir }];
  if (node) builds.push({ label: 'Node', env: { node: true }, outputPath: nodeOut });
  try {
    await runWebpack({ sourceDir, builds, log });
    if (node) renameSync(nodeOut, path.join(outDir, NODE_BUILD_DIR));
  } finally {
    rmSync(nodeOut, { recursive: true, force: true });
  }
}

function runWebpack({
  sourceDir,
  builds,
  log,
}: {
  sourceDir: string;
  builds: BuildRequest[];
  log: (line: string) => void;
}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILDS_CHILD, JSON.stringify(builds)], {
      cwd: sourceDir,
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    });
    let output = '';
    const collect = (chunk: Buffer): void => {
      output += chunk.toString();
      for (const line of String(chunk).split('\n')) if (line.trim()) log(line);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 && builds.every((build) => existsSync(build.outputPath))) resolve();
      else
        reject(
          // A build that fails is the first check a release does not pass.
          new RefusedError(
            `The build failed (webpack exit ${code}); its last lines:`,
            output.trim().split('\n').slice(-30),
          ),
        );
    });
  });
}
