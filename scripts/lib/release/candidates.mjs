// The releases of a bundle a page may load besides the live one: candidates, uploaded to be tried
// on the live site (a preview, a canary) and not yet withdrawn. A release's entries
// (releases/<version>/mf-manifest.json and the like, what a preview or a canary page starts from)
// are served only for the live release and these (release-gate.mjs): a crafted link naming an
// older release, one rolled back for a fault perhaps, gets nothing to run.
//
//   <target>/<bundle>/candidates.json   { "versions": { "<version>": { "kind": "preview", "since": "<ISO>" } } }

/**
 * @typedef {'preview' | 'canary'} CandidateKind
 * @typedef {{ versions: Record<string, { kind: CandidateKind, since: string }> }} Candidates
 */

/** The object of a bundle's candidates. @param {{ name: string }} bundle */
export const candidatesKey = (bundle) => `${bundle.name}/candidates.json`;

/**
 * @param {string | null} text the candidates object
 * @returns {Candidates}
 */
export function parseCandidates(text) {
  try {
    const parsed = text === null ? null : JSON.parse(text);
    return parsed && typeof parsed.versions === 'object' && parsed.versions ? parsed : { versions: {} };
  } catch {
    return { versions: {} };
  }
}

/**
 * True when a page may load `version`'s own manifest: the live release, or a candidate.
 * @param {string} version @param {{ live: string | null | undefined, candidates: Candidates | null }} known
 */
export function mayLoadRelease(version, { live, candidates }) {
  return version === live || Boolean(candidates && Object.hasOwn(candidates.versions, version));
}

/** @param {import('./target.mjs').DeploymentTarget} target @param {{ name: string }} bundle */
export async function readCandidates(target, bundle) {
  return parseCandidates(await target.readText(candidatesKey(bundle)));
}

/**
 * Adds `version` to the bundle's candidates.
 * @param {import('./target.mjs').DeploymentTarget} target @param {{ name: string }} bundle
 * @param {string} version @param {CandidateKind} kind
 */
export function addCandidate(target, bundle, version, kind) {
  return target.updateJson(candidatesKey(bundle), (/** @type {Candidates | null} */ current) => ({
    versions: { ...(current?.versions ?? {}), [version]: { kind, since: new Date().toISOString() } },
  }));
}

/**
 * Withdraws `version` from the bundle's candidates (promoted, aborted, ended).
 * @param {import('./target.mjs').DeploymentTarget} target @param {{ name: string }} bundle @param {string} version
 */
export function withdrawCandidate(target, bundle, version) {
  return target.updateJson(candidatesKey(bundle), (/** @type {Candidates | null} */ current) => {
    const versions = { ...(current?.versions ?? {}) };
    delete versions[version];
    return { versions };
  });
}
