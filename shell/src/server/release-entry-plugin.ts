import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Node's own require, not the bundle's: the remote's Node build is a file of its live release.
declare const __non_webpack_require__: (file: string) => unknown;

/**
 * A runtime plugin of the shell's Node build: a remote registered by a file path (its live
 * release's Node `remoteEntry.js`) is read from disk, so first screens need no server.
 */
export default function releaseEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-release-entry',
    async loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('/')) return undefined;
      return __non_webpack_require__(remoteInfo.entry) as never;
    },
  };
}
