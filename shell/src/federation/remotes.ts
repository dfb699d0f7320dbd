import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, type RemoteKey } from 'shared-ui';

let manifestUrls: Partial<Record<RemoteKey, string>> = {};

function remoteEntries(keys: RemoteKey[]) {
  return keys.flatMap((key) => {
    const entry = manifestUrls[key];
    return entry ? [{ name: REMOTES[key].container, entry }] : [];
  });
}

/**
 * Declares the remotes at run time from the runtime config, so a remote moves without a shell rebuild.
 * A remote entry URL, when the served page names one, replaces the manifest URL: the page already
 * asked for that file, and the manifest would be one more round trip before it.
 */
export function registerSiteRemotes(
  urls: Record<RemoteKey, string>,
  entries: Partial<Record<RemoteKey, string>> = {},
): void {
  manifestUrls = { ...urls, ...entries };
  registerRemotes(remoteEntries(Object.keys(urls) as RemoteKey[]));
}

/** Forgets a failed remote's cached entry, so the next load really asks the network again. */
export function resetRemote(key: RemoteKey): void {
  registerRemotes(remoteEntries([key]), { force: true });
}

/** Loads one exposed module of a remote; rejects with a readable error when it is not there. */
export async function loadRemoteModule<T>(key: RemoteKey, module: string): Promise<T> {
  if (!manifestUrls[key]) throw new Error(`The ${key} bundle is not configured.`);
  const loaded = await loadRemote<T>(`${REMOTES[key].container}/${module}`);
  if (!loaded) throw new Error(`The ${key} bundle did not provide "${module}".`);
  return loaded;
}
