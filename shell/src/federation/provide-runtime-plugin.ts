import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const GLOBAL_KEY = '_FEDERATION_RUNTIME_CORE';

/**
 * One federation runtime for the whole page: the remotes are built without one
 * (`experiments.externalRuntime`) and take the shell's from this global. The same copy the shell's
 * own runtime uses (Module Federation's `provideExternalRuntime` would bundle a second, CommonJS one).
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-provide-runtime',
    beforeInit(args) {
      const global = globalThis as Record<string, unknown>;
      global[GLOBAL_KEY] ??= runtimeCore;
      return args;
    },
  };
}
