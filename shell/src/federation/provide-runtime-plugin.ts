import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import globals from '../../../config/external-runtime.json';
import { containerRuntime } from './container-runtime';

/**
 * One federation runtime for the whole page: the remotes' production builds have none of their own
 * (`experiments.externalRuntime` for the runtime core, and config/webpack.base.js for the bundler
 * runtime) and take the shell's from these globals. The same copies the shell's own runtime uses
 * (Module Federation's `provideExternalRuntime` would bundle a second, CommonJS one).
 */
export default function provideRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-provide-runtime',
    beforeInit(args) {
      const global = globalThis as Record<string, unknown>;
      global[globals.runtimeCore] ??= runtimeCore;
      global[globals.bundlerRuntime] ??= containerRuntime();
      return args;
    },
  };
}
