/**
 * webpack loader for bench/exposed-modules.ts in the single-bundle build: replaces it with one lazy
 * import per module the site manifest exposes, by remote key, so the single bundle compiles in
 * every remote's exposed files (src/exposed/<module>.tsx) with no list of its own: those of the
 * remotes a shell build composes (a bundle that joins at run time is no part of the public site).
 */
const path = require('node:path');
const { readSiteManifest, webpackExposes } = require('site-manifest');

const ROOT = path.resolve(__dirname, '..');

module.exports = function exposedModules() {
  const site = readSiteManifest(ROOT);
  const remotes = site.builtInRemotes.map((bundle) => {
    const modules = Object.entries(webpackExposes(bundle)).map(([key, file]) => {
      const request = JSON.stringify(path.join(ROOT, bundle.packageDir, file));
      return `    ${JSON.stringify(key.slice(2))}: () => import(${request}),`;
    });
    return `  ${JSON.stringify(bundle.remoteKey)}: {\n${modules.join('\n')}\n  },`;
  });
  return `export default {\n${remotes.join('\n')}\n};\n`;
};
