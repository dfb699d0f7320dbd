import { getInstance, init, type ModuleFederation } from '@module-federation/runtime';
import corsScriptRuntimePlugin from './cors-script-runtime-plugin';
import errorRuntimePlugin from './error-runtime-plugin';
import hostShared from './host-shared';
import provideRuntimePlugin from './provide-runtime-plugin';
import telemetryRuntimePlugin from './telemetry-runtime-plugin';

/**
 * The page's federation runtime, started on first use. The shell's browser build has no federation
 * plugin: nothing the header waits for needs the runtime, so it comes in a chunk of its own with
 * the router, and starts with the packages the shell gives the remotes (host-shared.ts). The Node
 * build's plugin has started it already.
 */
export function federationHost(): ModuleFederation {
  const started = getInstance();
  if (started) return started;
  if (!hostShared.name)
    throw new Error('The shell was built without its federation options (config/host-shared-loader.js).');
  return init({
    ...hostShared,
    remotes: [],
    plugins: [provideRuntimePlugin(), corsScriptRuntimePlugin(), errorRuntimePlugin(), telemetryRuntimePlugin()],
  });
}
