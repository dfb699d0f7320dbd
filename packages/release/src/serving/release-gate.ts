// Which files of a remote's releases are served (candidates/candidates.ts says which releases a
// page may load). A release's manifests (its manifest and stats: release-layout's isReleaseManifest)
// only for the live release and the candidates, so a crafted preview link gets nothing to start. Its
// other files (remote entry, chunks, styles, media) also for a release that was live before and was
// not rolled back from: pages still open on it, or served just before a switch, load them as they
// go. A release withdrawn (a canary aborted, a preview dropped), rolled back from, or never made
// live answers 404 for every file, twins included; pages still open on it get no more of it.
import { isReleaseManifest } from 'release-layout';
import { type Candidates, mayLoadRelease } from '../candidates/candidates';
import { type LiveRecords, liveStack } from '../state/live-history';

/** What a server knows of a bundle's releases. */
export interface ReleaseFacts {
  /** the live version (live.json) */
  live: string | null | undefined;
  candidates: Candidates | null;
  /** the bundle's history, read only when it decides */
  history: () => LiveRecords | null;
}

/** True when `file` of release `version` may be served. */
export function mayServeReleaseFile(
  { version, file }: { version: string; file: string },
  { live, candidates, history }: ReleaseFacts,
): boolean {
  if (mayLoadRelease(version, { live, candidates })) return true;
  if (isReleaseManifest(file)) return false;
  const records = history();
  return records !== null && liveStack(records, live ?? null).includes(version);
}
