import { RELEASE_VERSION_PATTERN, releasePath } from 'release-layout';
import { SITE_MANIFEST, type RemoteKey } from 'shared-ui';

/** One remote shown from a candidate release instead of its live one. */
export interface Preview {
  /** The bundle's name in the site manifest, as the release command takes it. */
  bundle: string;
  /** Its federation container: its key in the runtime config. */
  remote: RemoteKey;
  version: string;
  /** The candidate's manifest, in the release folder beside the configured live manifest. */
  manifest: string;
}

/** `marketing@20261124-201500-abc1234`: how a link and the tab's storage name a preview. */
export const previewName = ({ bundle, version }: Pick<Preview, 'bundle' | 'version'>) => `${bundle}@${version}`;

/** A refused text as a log shows it: quoted, and short whatever a link carried. */
const quoted = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text);

/**
 * `releases/<version>/mf-manifest.json` beside the live manifest, on the same http(s) origin; null
 * for anything but a release version, or when the configured URL cannot have one.
 */
export function candidateManifest(configured: string, version: string, base: string): string | null {
  if (!RELEASE_VERSION_PATTERN.test(version)) return null;
  try {
    const live = new URL(configured, base);
    const candidate = new URL(releasePath(version, 'mf-manifest.json'), live);
    return /^https?:$/.test(live.protocol) && candidate.origin === live.origin ? candidate.href : null;
  } catch {
    return null;
  }
}

/** One `bundle@version`, checked against the site manifest and the runtime config; a reason when refused. */
function parseOne(part: string, remotes: Readonly<Record<RemoteKey, string>>, base: string): Preview | string {
  const [bundle = '', version = '', ...rest] = part.split('@');
  if (!bundle || !version || rest.length) return `${quoted(part)} is not bundle@version`;
  const remote = SITE_MANIFEST.bundles.find((b) => !b.host && b.name === bundle)?.container;
  const configured = remote && Object.hasOwn(remotes, remote) ? remotes[remote] : undefined;
  if (!remote || typeof configured !== 'string') return `${quoted(bundle)} is not a remote of this site`;
  if (!RELEASE_VERSION_PATTERN.test(version)) return `${quoted(version)} is not a release version`;
  const manifest = candidateManifest(configured, version, base);
  return manifest ? { bundle, remote, version, manifest } : `${bundle} has no manifest URL a release can sit beside`;
}

/**
 * The previews a link or the tab's storage asks for (`a@v1,b@v2`), each checked against the
 * site's remotes with a configured manifest URL; `refused` says why each other part was left out.
 * Nothing is fetched here.
 */
export function parsePreviews(
  text: string,
  remotes: Readonly<Record<RemoteKey, string>>,
  base: string,
): { previews: Preview[]; refused: string[] } {
  const previews: Preview[] = [];
  const refused: string[] = [];
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length) refused.push(`${quoted(text)} names no release`);
  for (const part of parts) {
    const parsed = parseOne(part, remotes, base);
    if (typeof parsed === 'string') refused.push(parsed);
    else if (previews.some((p) => p.remote === parsed.remote)) refused.push(`${parsed.bundle} is named twice`);
    else previews.push(parsed);
  }
  return { previews, refused };
}
