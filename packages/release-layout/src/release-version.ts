// A release's name: the time it was published and the commit it was built from. The release
// commands make it (newVersion); the servers, the shell's telemetry and preview links and the
// collect-telemetry function take nothing else as one.

/**
 * A release's version as the release commands name it: `YYYYMMDD-HHMMSS-<short sha or nogit>[-n]`.
 * Nothing else passes, so no slash, dot, percent sign or colon ever reaches a URL built from it.
 */
export const RELEASE_VERSION_PATTERN = /^\d{8}-\d{6}-(?:[0-9a-f]{7,40}|nogit)(?:-[1-9]\d{0,3})?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `YYYYMMDD-HHMMSS-<shortsha>` in UTC, with a suffix when that name is taken (two releases in one
 * second); `nogit` when there is no commit. A `+dirty` mark of the commit is left out.
 */
export function newVersion(commit: string, taken: (version: string) => boolean, now: Date = new Date()): string {
  const stamp =
    `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}-` +
    `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  const base = `${stamp}-${commit.replace(/\+.*$/, '') || 'nogit'}`;
  let version = base;
  for (let n = 2; taken(version); n += 1) version = `${base}-${n}`;
  return version;
}
