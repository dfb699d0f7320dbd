// The releases of a bundle a page may load besides the live one: candidates, uploaded to be tried
// on the live site (a preview, a canary) and not yet withdrawn. A release's entries
// (releases/<version>/mf-manifest.json and the like, what a preview or a canary page starts from)
// are served only for the live release and these (serving/release-gate.ts): a crafted link naming
// an older release, one rolled back for a fault perhaps, gets nothing to run.
//
//   <target>/<bundle>/candidates.json   { "versions": { "<version>": { "kind": "preview", "since": "<ISO>" } } }

export type CandidateKind = 'preview' | 'canary';

export interface Candidates {
  versions: Record<string, { kind: CandidateKind; since: string }>;
}

/** What candidates.json is read and changed through: a deployment target's JSON objects. */
export interface CandidatesStore {
  readText(key: string): Promise<string | null>;
  updateJson<T>(key: string, update: (current: T | null) => T): Promise<T>;
}

/** The object of a bundle's candidates. */
export const candidatesKey = (bundle: { name: string }): string => `${bundle.name}/candidates.json`;

/** The candidates of a candidates object's text (none when there is no object, or a broken one). */
export function parseCandidates(text: string | null): Candidates {
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text);
    return isCandidates(parsed) ? parsed : { versions: {} };
  } catch {
    return { versions: {} };
  }
}

const isCandidates = (value: unknown): value is Candidates =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { versions?: unknown }).versions === 'object' &&
  Boolean((value as { versions?: unknown }).versions);

/** True when a page may load `version`'s own manifest: the live release, or a candidate. */
export function mayLoadRelease(
  version: string,
  { live, candidates }: { live: string | null | undefined; candidates: Candidates | null },
): boolean {
  return version === live || Boolean(candidates && Object.hasOwn(candidates.versions, version));
}

/** The bundle's candidates, as the target holds them now. */
export async function readCandidates(target: CandidatesStore, bundle: { name: string }): Promise<Candidates> {
  return parseCandidates(await target.readText(candidatesKey(bundle)));
}

/** Adds `version` to the bundle's candidates. */
export function addCandidate(
  target: CandidatesStore,
  bundle: { name: string },
  version: string,
  kind: CandidateKind,
): Promise<Candidates> {
  return target.updateJson<Candidates>(candidatesKey(bundle), (current) => ({
    versions: { ...(current?.versions ?? {}), [version]: { kind, since: new Date().toISOString() } },
  }));
}

/** Withdraws `version` from the bundle's candidates (promoted, aborted, ended). */
export function withdrawCandidate(
  target: CandidatesStore,
  bundle: { name: string },
  version: string,
): Promise<Candidates> {
  return target.updateJson<Candidates>(candidatesKey(bundle), (current) => {
    const versions = { ...(current?.versions ?? {}) };
    delete versions[version];
    return { versions };
  });
}
