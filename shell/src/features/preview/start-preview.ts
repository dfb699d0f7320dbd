import { toast, type RemoteKey } from 'shared-ui';
import { parsePreviews, previewName, type Preview } from './preview-link';
import { keepPreviews, takePreviewRequest } from './preview-storage';
import { verifyPreview } from './verify-preview';

/** The remotes to register, with the previews applied. */
export interface PreviewedRemotes {
  /** Manifest URL of each remote: a previewed one's is its candidate's (a retry reads it). */
  remotes: Record<RemoteKey, string>;
  /** Entries to load directly: a previewed remote's is its candidate's, never the one the served page pins. */
  entries: Partial<Record<RemoteKey, string>>;
  /** The previews applied; none in normal operation. */
  previews: Preview[];
}

/** What a visitor reads when a preview link (or a kept preview) is not applied. */
export const REFUSED_PREVIEW_TOAST = {
  title: 'Preview link not valid',
  description: 'It names no release of this site that can be previewed, so the live site is shown.',
} as const;

/**
 * Runs before any remote is registered. Applies the previews the tab asks for (`?preview=` or
 * sessionStorage), each only once its candidate proves to be a release of that remote on the
 * remote's own origin (verifyPreview); the rest are dropped, with a warning and a toast, and those
 * remotes load their live release.
 */
export async function startPreview(
  remotes: Record<RemoteKey, string>,
  entries: Partial<Record<RemoteKey, string>> = {},
  { win = window, fetchImpl = globalThis.fetch }: { win?: Window; fetchImpl?: typeof fetch } = {},
): Promise<PreviewedRemotes> {
  const asked = takePreviewRequest(win);
  if (asked === null) return { remotes, entries, previews: [] };
  const base = win.location.href;
  const { previews, refused } = parsePreviews(asked, remotes, base);
  const checked = await Promise.all(
    previews.map((preview) =>
      verifyPreview(preview, remotes[preview.remote]!, base, fetchImpl).then(
        (entry) => ({ preview, entry }),
        (error: unknown) => {
          refused.push(`${previewName(preview)}: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        },
      ),
    ),
  );
  const applied = checked.filter((item) => item !== null);
  keepPreviews(
    applied.map((item) => item.preview),
    win,
  );
  if (refused.length) {
    console.warn(`[shell] preview refused, the live release loads instead: ${refused.join('; ')}`);
    toast({ variant: 'destructive', ...REFUSED_PREVIEW_TOAST });
  }
  const previewed = { remotes: { ...remotes }, entries: { ...entries }, previews: [] as Preview[] };
  for (const { preview, entry } of applied) {
    previewed.remotes[preview.remote] = preview.manifest;
    previewed.entries[preview.remote] = entry;
    previewed.previews.push(preview);
  }
  return previewed;
}
