import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Loads a remote's entry from another origin in CORS mode (`crossorigin="anonymous"`), as webpack's
 * runtime loads every other file of the remote (output.crossOriginLoading, config/webpack.base.js)
 * and the page loader preloads them (src/page-loader): an error thrown in a remote then reaches the
 * page with its message and stack, which name the remote's release, instead of as "Script error.",
 * and the entry's request is the very one its preload made. An entry of the page's own origin is
 * left to the runtime.
 */
export default function corsScriptRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-cors-scripts',
    createScript({ url }) {
      if (new URL(url, document.baseURI).origin === location.origin) return undefined;
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
