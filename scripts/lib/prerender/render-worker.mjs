// The renderer's own process (see render-in-node.mjs): one run, one set of releases, then exit,
// so a later run never meets the modules of earlier releases.
import { createRequire } from 'node:module';

/** @typedef {import('./render-in-node.mjs').RenderInput} RenderInput */

const require = createRequire(import.meta.url);

// A message comes over the IPC channel of fork() (render-in-node.mjs), so process.send is there.
process.once('message', async (message) => {
  const input = /** @type {RenderInput} */ (message);
  try {
    // Read by each remote's Node build (config/node-public-path-plugin.js) when it starts.
    Object.assign(globalThis, { __FIRST_SCREEN_PUBLIC_PATHS__: input.publicPaths });
    const { renderRoutes } = require(input.renderer);
    const rendered = await renderRoutes({ routes: input.routes, remotes: input.remotes, origin: input.origin });
    process.send?.({ rendered }, () => process.exit(0));
  } catch (error) {
    process.send?.({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
});
