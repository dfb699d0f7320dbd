import { entryNamedBy } from '../../federation/remote-entry';
import type { Preview } from './preview-link';

/** What the shell checks in a candidate's mf-manifest.json. */
interface ManifestIdentity {
  id?: unknown;
  name?: unknown;
}

/**
 * The candidate's remoteEntry.js, once the candidate proves to be a release of that remote: its
 * manifest, on the configured manifest's own origin, answers 200 (never from a cache: a missing
 * release must not look present) with JSON naming the remote's container, and names an entry
 * inside its own release folder. Rejects with the reason otherwise.
 */
export async function verifyPreview(
  preview: Preview,
  configured: string,
  base: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const folder = new URL('./', preview.manifest).href;
  if (new URL(preview.manifest).origin !== new URL(configured, base).origin) {
    throw new Error(`${preview.manifest} is not on the origin of ${configured}`);
  }
  const response = await fetchImpl(preview.manifest, { cache: 'no-store', redirect: 'error' });
  if (response.status !== 200) throw new Error(`${preview.manifest}: HTTP ${response.status}`);
  const manifest = (await response.json()) as ManifestIdentity | null;
  const names = [manifest?.id, manifest?.name].filter((value) => value !== undefined);
  if (!names.length || names.some((value) => value !== preview.remote)) {
    throw new Error(`${preview.manifest} is not a release of ${preview.remote}`);
  }
  const entry = entryNamedBy(manifest, preview.manifest);
  if (!entry?.startsWith(folder)) throw new Error(`${preview.manifest} names no entry in its own release`);
  return entry;
}
