import type { RemoteKey } from 'shared-ui';
import { reportTelemetry, thrownParts } from '../telemetry/telemetry-buffer';
import { remoteEntryOf } from './remote-entry';

/**
 * The federation runtime, a chunk of its own that the served page asks for with the router (the
 * shell's `takeOver` chunks, named in shell/chunk-names.js): the header never waits for it.
 */
const federation = () =>
  import(/* webpackChunkName: "federation" */ './federation-host').then(({ federationHost }) => federationHost());

/** Transient failures (a dropped connection) are tried once more, after this pause, before anything is shown. */
export const RETRY_DELAY_MS = 400;

let manifestUrls: Partial<Record<RemoteKey, string>> = {};
let entryUrls: Partial<Record<RemoteKey, string>> = {};
/** Registration under way or done, per remote; a failed one is forgotten. */
const registered = new Map<RemoteKey, Promise<void>>();
/** Remotes the federation runtime knows: registering one again must replace it (and its cached entry). */
const known = new Set<RemoteKey>();

/**
 * Declares the remotes at run time from the runtime config, so a remote moves without a shell rebuild.
 * A remote entry URL, when the served page names one, is used as it is: the page already asked for
 * that file, and the manifest would be one more round trip before it.
 */
export function registerSiteRemotes(
  urls: Record<RemoteKey, string>,
  entries: Partial<Record<RemoteKey, string>> = {},
): void {
  manifestUrls = { ...urls };
  entryUrls = { ...entries };
  registered.clear();
}

/** Registers a remote (its key is its container name) by its live remoteEntry.js: the one the page names, else the one its manifest names. */
function register(key: RemoteKey): Promise<void> {
  let done = registered.get(key);
  if (!done) {
    const manifest = manifestUrls[key]!;
    const entry = entryUrls[key] ? Promise.resolve(entryUrls[key]) : remoteEntryOf(manifest);
    done = Promise.all([entry, federation()]).then(([url, host]) => {
      host.registerRemotes([{ name: key, entry: url }], { force: known.has(key) });
      known.add(key);
    });
    // A failure is not kept: the next load asks the network again.
    done.catch(() => registered.delete(key));
    registered.set(key, done);
  }
  return done;
}

/** Forgets a failed remote, so the next load really asks the network again (its manifest too). */
export function resetRemote(key: RemoteKey): void {
  registered.delete(key);
  delete entryUrls[key];
}

async function loadOnce<T>(key: RemoteKey, module: string): Promise<T> {
  await register(key);
  const loaded = await (await federation()).loadRemote<T>(`${key}/${module}`);
  if (!loaded) throw new Error(`The ${key} bundle did not provide "${module}".`);
  return loaded;
}

/**
 * Loads one exposed module of a remote; rejects with a readable error when it is not there. A
 * remote that fails twice counts as crashed for this page load (telemetry).
 */
export async function loadRemoteModule<T>(key: RemoteKey, module: string): Promise<T> {
  if (!manifestUrls[key]) throw new Error(`The ${key} bundle is not configured.`);
  try {
    return await loadOnce<T>(key, module);
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    resetRemote(key);
    try {
      return await loadOnce<T>(key, module);
    } catch (error) {
      reportTelemetry({ type: 'crash', remote: key, ...thrownParts(error) });
      throw error;
    }
  }
}
