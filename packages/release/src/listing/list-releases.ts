// `npm run releases -- <bundle>`: the history as a table, newest first, with the live one marked;
// and the site's timeline as a table (`npm run releases`).
import { BUNDLES, type Bundle } from '../bundles/site-bundles';
import { liveVersion, readHistory } from '../layout/release-history';
import { bundleKeys } from '../layout/target-layout';
import { liveStack } from '../state/live-history';
import type { DeploymentTarget } from '../targets/deployment-target';
import { SITE_HISTORY, liveComposition, readSiteHistory } from '../timeline/site-history';

const localTime = (iso: string): string => {
  const d = new Date(iso);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** Rows of text, aligned in columns. */
function table(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The releases of `bundle` as a table, or a sentence when there are none. */
export async function releasesTable(bundle: Bundle, target: DeploymentTarget): Promise<string> {
  const history = await readHistory(target, bundle);
  const live = await liveVersion(target, bundle);
  if (!history.releases.length) return `${bundle.name}: no releases in ${target.label} yet.`;
  const rows = [['', 'version', 'published', 'commit', 'by', 'built from']];
  for (const r of [...history.releases].reverse()) {
    rows.push([r.version === live ? 'LIVE' : '', r.version, localTime(r.publishedAt), r.commit, r.by, r.source]);
  }
  const lastSwitch = history.switches.at(-1);
  const back = live ? liveStack(history, live).at(-2) : undefined;
  const rollback = `npm run rollback -- ${bundle.name}: ${back ? `back to ${back}` : 'nothing earlier to go back to'}`;
  const footer = lastSwitch ? `\nlive since ${localTime(lastSwitch.at)} (${lastSwitch.reason})\n${rollback}` : '';
  return `${bundle.name} releases in ${target.label}/${bundleKeys(bundle).dir}\n\n${table(rows)}\n${footer}`;
}

/**
 * The site's timeline as a table, newest first: each switch, and every bundle's release right after
 * it (the switched one marked with *); the snapshot that is live now marked. Any row's number is what
 * `npm run rollback -- --to <number>` takes.
 */
export async function timelineTable(target: DeploymentTarget): Promise<string> {
  const { snapshots } = await readSiteHistory(target);
  if (!snapshots.length) return `The site has no timeline in ${target.label} yet: nothing has been switched.`;
  const names = Object.keys(BUNDLES);
  const now = JSON.stringify(await liveComposition(target));
  const rows = [['', '#', 'switched', 'change', 'by', ...names]];
  for (const snapshot of [...snapshots].reverse()) {
    const { change } = snapshot;
    rows.push([
      JSON.stringify(snapshot.live) === now && snapshot === snapshots.at(-1) ? 'LIVE' : '',
      String(snapshot.id),
      localTime(snapshot.at),
      `${change.bundle} ${change.reason}`,
      snapshot.by,
      ...names.map((name) => `${snapshot.live[name] ?? '-'}${name === change.bundle ? ' *' : ''}`),
    ]);
  }
  return `The site's timeline in ${target.label}/${SITE_HISTORY}\n\n${table(rows)}\n\nBack to a moment: npm run rollback -- --to <#>`;
}
