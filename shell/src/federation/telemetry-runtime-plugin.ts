import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportTelemetry } from '../telemetry/telemetry-buffer';

/**
 * Tells the telemetry which release of each remote the page runs: the remote entry it is registered
 * with names its release folder (`…/releases/<version>/remoteEntry.js`). Registered, not loaded: a
 * release that then fails to load is the one its crash is counted for.
 */
export default function telemetryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-telemetry',
    registerRemote(args) {
      const { remote } = args;
      if ('entry' in remote && remote.entry)
        reportTelemetry({ type: 'remote', remote: remote.name, entry: remote.entry });
      return args;
    },
  };
}
