/** What the shell reads of a remote's mf-manifest.json. */
interface ManifestEntry {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
}

/**
 * The remoteEntry.js a parsed manifest names, resolved against the manifest's own URL (its paths
 * are relative to it, so a remote works on any host and path); null when it names none.
 */
export function entryNamedBy(manifest: unknown, manifestUrl: string): string | null {
  const { path = '', name } = (manifest as ManifestEntry | null)?.metaData?.remoteEntry ?? {};
  if (!name) return null;
  const folder = path.replace(/^\/+|\/+$/g, '');
  return new URL(folder ? `${folder}/${name}` : name, manifestUrl).href;
}

/** The live remoteEntry.js of a remote, from its manifest (never cached: a release switches it). */
export async function remoteEntryOf(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  const entry = entryNamedBy(await response.json(), manifestUrl);
  if (!entry) throw new Error(`${manifestUrl} names no remote entry`);
  return entry;
}
