/**
 * The shell's named async chunks, by what they hold. Each name is written once more, in the
 * `webpackChunkName` of the import that makes the chunk (src/app/app.tsx, src/federation/remotes.ts);
 * webpack.config.js lists both as the chunk map's `takeOver`, which fails the build for a name no
 * import gives (config/chunk-map-plugin.js). The single-bundle build and the tests read them here.
 */
module.exports = {
  /** The router with the route's page, which takes a served page over after the header. */
  router: 'site-router',
  /** The federation runtime, which loads the remotes. */
  federation: 'federation',
};
