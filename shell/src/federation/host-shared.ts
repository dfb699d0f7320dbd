import type { UserOptions } from '@module-federation/runtime-core';

/** What the shell starts its federation runtime with (federation-host.ts). */
export interface HostShared {
  /** The shell's container name. */
  name: string;
  /** How the runtime picks a shared package (config/federation-shared.js SHARE_STRATEGY). */
  shareStrategy?: UserOptions['shareStrategy'];
  /** Every package of the shared list, each loaded from the shell's own build. */
  shared: NonNullable<UserOptions['shared']>;
}

// Replaced in the shell's browser build by config/host-shared-loader.js, from the site manifest and
// config/federation-shared.js. Elsewhere (the Node build, whose federation plugin starts the runtime,
// and the unit tests) it stays empty.
const hostShared: HostShared = { name: '', shared: {} };
export default hostShared;
