/** How long the file's object URL lives after the click: some browsers start the download a little later. */
export const REVOKE_AFTER_MS = 10_000;

/** Saves `blob` as a download named `fileName`, through a temporary link to an object URL that is freed after. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
