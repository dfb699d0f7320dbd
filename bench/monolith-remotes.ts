// Stands in for shell/src/federation/remotes.ts in the single-bundle build (bench/webpack.monolith.js):
// the same three functions, but every remote's exposed module is compiled into the one bundle.
// Each page stays a lazy chunk, as it is with federation, so the two builds differ only by federation.
import type { RemoteKey } from 'shared-ui';
import MODULES from './exposed-modules';

export function registerSiteRemotes(
  _urls: Record<RemoteKey, string>,
  _entries?: Partial<Record<RemoteKey, string>>,
): void {}

export function resetRemote(_key: RemoteKey): void {}

export async function loadRemoteModule<T>(key: RemoteKey, module: string): Promise<T> {
  const load = MODULES[key]?.[module];
  if (!load) throw new Error(`The ${key} bundle did not provide "${module}".`);
  return (await load()) as T;
}
