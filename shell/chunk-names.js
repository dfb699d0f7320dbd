/**
 * The shell's named async chunks, by what they hold. Each name is written once more, in the
 * `webpackChunkName` of the import that makes the chunk (src/app/app.tsx, src/federation/remotes.ts,
 * src/telemetry/schedule-telemetry.ts); webpack.config.js lists the first two as the chunk map's
 * `takeOver`, which fails the build for a name no import gives (config/chunk-map-plugin.js). The
 * single-bundle build, the bench and the tests read them here.
 */
const names = {
  /** The router with the route's page, which takes a served page over after the header. */
  router: 'site-router',
  /** The federation runtime, which loads the remotes. */
  federation: 'federation',
  /** Visitors' telemetry, loaded once the page is idle. */
  telemetry: 'telemetry',
};

/**
 * The files of the chunk `name` as the production build writes them, `<name>.<contenthash>.js`
 * (chunkFilename in config/webpack.base.js): matches a file name, a path or a URL's path.
 * @param {string} name one of the names above
 * @returns {RegExp}
 */
function chunkFilePattern(name) {
  return new RegExp(`(?:^|/)${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\.[0-9a-f]+\\.js$`);
}

module.exports = { ...names, chunkFilePattern };
