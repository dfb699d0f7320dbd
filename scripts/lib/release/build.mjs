// Builds one bundle alone, in production mode, into a folder of our choosing: never into a live
// release and never into the package's own dist/.
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_BUILD_DIR } from 'release-layout';
import { RefusedError } from 'release';

/** The child process that runs the builds (webpack in one process for both). */
const BUILDS_CHILD = fileURLToPath(new URL('./webpack-builds.mjs', import.meta.url));

/**
 * Runs `webpack --mode production --output-path <outDir>` inside `sourceDir` (a package folder
 * whose webpack.config.js finds ../config/webpack.base.js, as in the repository), and with it its
 * Node build (`--env node`) into `<outDir>/node`, which renders the release's first screens (not for a
 * bundle that joins at run time: its pages are never rendered ahead of time).
 * @param {{ sourceDir: string, outDir: string, node?: boolean, log?: (line: string) => void }} options
 * @returns {Promise<void>} rejects with a RefusedError holding webpack's last output lines when the build fails
 */
export async function buildBundle({ sourceDir, outDir, node = true, log = () => {} }) {
  if (!existsSync(path.join(sourceDir, 'webpack.config.js'))) {
    throw new Error(`${sourceDir} has no webpack.config.js: is it a bundle's package folder?`);
  }
  // Both builds in one compiler; the Node build beside the browser build's folder, which that build
  // empties first, then moved into it.
  const nodeOut = `${outDir}.node`;
  rmSync(nodeOut, { recursive: true, force: true });
  /** @type {import('./webpack-builds.mjs').BuildRequest[]} */
  const builds = [{ label: 'browser', env: {}, outputPath: outDir }];
  if (node) builds.push({ label: 'Node', env: { node: true }, outputPath: nodeOut });
  try {
    await runWebpack({ sourceDir, builds, log });
    if (node) renameSync(nodeOut, path.join(outDir, NODE_BUILD_DIR));
  } finally {
    rmSync(nodeOut, { recursive: true, force: true });
  }
}

/**
 * @param {{ sourceDir: string, builds: import('./webpack-builds.mjs').BuildRequest[], log: (line: string) => void }} options
 * @returns {Promise<void>}
 */
function runWebpack({ sourceDir, builds, log }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BUILDS_CHILD, JSON.stringify(builds)], {
      cwd: sourceDir,
      env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    });
    let output = '';
    /** @param {Buffer} chunk */
    const collect = (chunk) => {
      output += chunk;
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
