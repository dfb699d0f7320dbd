/** What the shell reads of a remote's mf-manifest.json. */
interface ManifestEntry {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
}

/**
 * The live remoteEntry.js of a remote, from its manifest (never cached: a release switches it). The
 * manifest's paths are relative to the manifest itself, so a remote works on any host and path.
 */
export async function remoteEntryOf(manifestUrl: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(manifestUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  const { path = '', name } = ((await response.json()) as ManifestEntry | null)?.metaData?.remoteEntry ?? {};
  if (!name) throw new Error(`${manifestUrl} names no remote entry`);
  const folder = path.replace(/^\/+|\/+$/g, '');
  return new URL(folder ? `${folder}/${name}` : name, manifestUrl).href;
}
