import { RELEASE_PREVIEW_PARAMETER as PREVIEW_PARAMETER } from 'shared-ui';
import { previewName, type Preview } from './preview-link';

/** Where a tab keeps its previews (sessionStorage: this tab only, across reloads, until ended). */
export const PREVIEW_STORAGE_KEY = 'release-preview';

/** Storage a browser may refuse (disabled, or full): a preview then lasts for this load only. */
function attempt<T>(action: () => T): T | null {
  try {
    return action();
  } catch {
    return null;
  }
}

/** Takes the preview parameter out of the address bar, keeping the path, other parameters and hash. */
function dropParameter(win: Window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has(PREVIEW_PARAMETER)) return;
  url.searchParams.delete(PREVIEW_PARAMETER);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * What the tab asks to preview: a link's `preview` parameter (taken out of the address bar; it
 * replaces what the tab kept), else what the tab kept; null when neither names anything.
 */
export function takePreviewRequest(win: Window = window): string | null {
  const asked = new URL(win.location.href).searchParams.getAll(PREVIEW_PARAMETER);
  if (!asked.length) return attempt(() => win.sessionStorage.getItem(PREVIEW_STORAGE_KEY));
  dropParameter(win);
  return asked.join(',');
}

/** Keeps the previews that were applied for the next loads of this tab; none forgets them. */
export function keepPreviews(previews: readonly Preview[], win: Window = window): void {
  attempt(() =>
    previews.length
      ? win.sessionStorage.setItem(PREVIEW_STORAGE_KEY, previews.map(previewName).join(','))
      : win.sessionStorage.removeItem(PREVIEW_STORAGE_KEY),
  );
}

/** Ends the preview: the tab forgets it and loads the page again, from the live releases. */
export function endPreview(win: Window = window, reload: () => void = () => win.location.reload()): void {
  keepPreviews([], win);
  dropParameter(win);
  reload();
}
