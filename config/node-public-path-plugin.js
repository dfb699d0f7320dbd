/// <reference types="webpack/module" />
/**
 * A runtime plugin of every remote's Node build. Its files are read from disk, so its public path
 * is '' there; the URLs it writes into markup (images, video posters) must be the browser's:
 * the release folder the browser loads the remote from. The renderer names that folder per
 * container in `globalThis.__FIRST_SCREEN_PUBLIC_PATHS__` before it loads any remote.
 */
/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
module.exports = function nodePublicPathPlugin() {
  return {
    name: 'site-node-public-path',
    beforeInit(args) {
      const paths = /** @type {{ __FIRST_SCREEN_PUBLIC_PATHS__?: Record<string, string> }} */ (globalThis)
        .__FIRST_SCREEN_PUBLIC_PATHS__;
      const url = paths?.[args.userOptions.name];
      if (typeof url === 'string') __webpack_public_path__ = url;
      return args;
    },
  };
};
