import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Second layer: after retries, a failed remote is reported once, in words a developer can act on,
 * and the error goes on to the React error boundary around the route, which offers a Retry.
 */
export default function errorRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-remote-errors',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`[shell] remote module "${id}" could not be loaded (${lifecycle}): ${reason}`);
      return undefined;
    },
  };
}
