/** Saved under this name when the answer names no file. */
export const FALLBACK_FILE_NAME = 'leads.csv';

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Only a name: no folders, no control characters. */
function cleaned(name: string | null | undefined): string | null {
  const base =
    (name ?? '')
      .split(/[/\\]/)
      .pop()
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim() ?? '';
  return base === '' || base === '.' || base === '..' ? null : base;
}

/**
 * The file name of a `Content-Disposition` header (RFC 6266): the `filename*=UTF-8''...` form when
 * present, then `filename="..."` or a bare `filename=...`; `leads.csv` when there is none.
 */
export function fileNameFrom(header: string | null): string {
  if (!header) return FALLBACK_FILE_NAME;
  const extended = /filename\*\s*=\s*[\w!#$&+.^`|~-]*'[\w-]*'([^;\s]+)/i.exec(header)?.[1];
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header)?.[1]?.replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^";\s][^;\s]*)/i.exec(header)?.[1];
  return cleaned(extended && decoded(extended)) ?? cleaned(quoted) ?? cleaned(bare) ?? FALLBACK_FILE_NAME;
}
