// The renderer's own process (see render-in-node.mjs): one run, one set of releases, then exit,
// so a later run never meets the modules of earlier releases.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

process.once('message', async (input) => {
  try {
    // Read by each remote's Node build (config/node-public-path-plugin.js) when it starts.
    globalThis.__FIRST_SCREEN_PUBLIC_PATHS__ = input.publicPaths;
    const { renderRoutes } = require(input.renderer);
    const rendered = await renderRoutes({ routes: input.routes, remotes: input.remotes, origin: input.origin });
    process.send({ rendered }, () => process.exit(0));
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
  }
});
