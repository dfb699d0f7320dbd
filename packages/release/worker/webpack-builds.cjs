// Run by src/builds/build-bundle.ts as a child process, in a bundle's package folder: the builds it
// names, from the folder's webpack.config.js, in one webpack compiler, as `webpack --mode production
// [--env …] --output-path <folder>` would run each. One process for the browser and the Node build
// rather than a webpack-cli process each: webpack, the plugins and their option schemas are loaded
// and compiled once (a warm release of marketing: about 4 s of CPU in all instead of 5.4 s).
//   node webpack-builds.cjs '[{ "label": "browser", "env": {}, "outputPath": "…" }, …]'
// Prints each build's errors and warnings as its configuration's `stats` asks, and its time; exits
// 1 when any build fails. Plain CommonJS outside src/: it is run as it is, from src/ under jest and
// from dist/ alike.
// @ts-check
const path = require('node:path');

/** @typedef {import('../src/builds/build-bundle').BuildRequest} BuildRequest */

/** @type {BuildRequest[]} */
const builds = JSON.parse(process.argv[2] ?? '[]');
/** @type {typeof import('webpack')} */
const webpack = require('webpack');
/** @type {import('webpack').Configuration | ((env: unknown, argv: unknown) => import('webpack').Configuration)} */
const exported = require(path.resolve('webpack.config.js'));

async function main() {
  const configs = await Promise.all(
    builds.map(async ({ env, outputPath }) => {
      // What webpack-cli gives a configuration function.
      const cliEnv = { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, ...env };
      const config =
        typeof exported === 'function' ? await exported(cliEnv, { mode: 'production', env: cliEnv }) : exported;
      return { ...config, mode: /** @type {const} */ ('production'), output: { ...config.output, path: outputPath } };
    }),
  );

  const compiler = webpack(configs);
  compiler.run((error, multiStats) => {
    // Closing stores the filesystem cache: the next build starts warm.
    compiler.close((closeError) => {
      if (error || closeError || !multiStats) {
        console.error(String(error ?? closeError ?? 'webpack gave no result'));
        process.exitCode = 1;
        return;
      }
      multiStats.stats.forEach((stats, index) => {
        const preset = configs[index]?.stats;
        const options = typeof preset === 'object' ? { ...preset, colors: false } : { preset, colors: false };
        const text = stats.toString(options).trim();
        if (text) console.log(text);
        const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
        console.log(`${builds[index]?.label} build: ${stats.hasErrors() ? 'failed' : `${seconds} s`}`);
      });
      if (multiStats.hasErrors()) process.exitCode = 1;
    });
  });
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
