// The renderer's own process (src/render-in-node.ts): one run, one set of releases, then exit, so a
// later run never meets the modules of earlier releases. Plain CommonJS outside src/: it is forked
// as it is, from src/ under jest and from dist/ alike.

/** @typedef {import('../src/render-in-node').RenderInput} RenderInput */

// A message comes over the IPC channel of fork() (render-in-node.ts), so process.send is there.
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
