// First screens are rendered after a command's switch, outside its locks (a rollback must not wait
// for a rendering), so two renderings may overlap: the one of an earlier switch must never write
// over the pages of a later one. Each writes holding the site's lock, and only when no rendering
// of a later snapshot of the site's timeline (site-history.ts) has written already; the snapshot
// it wrote is kept in one small object at the top of the target, which no server sends.
import type { Moment } from '../live/live-site';
import type { DeploymentTarget } from '../targets/deployment-target';
import { withSiteLock } from './site-history';

/** The object naming the snapshot whose first screens were written last: `{ id, at }`. */
export const RENDERED_KEY = 'prerendered.json';

/**
 * True when the pages of `written` are of a later switch than `moment`. A timeline started again
 * (its ids restart) is told apart by time: a later snapshot is never older.
 */
export const overtaken = (written: Moment | null, moment: Moment): boolean =>
  Boolean(written && written.id > moment.id && written.at >= moment.at);

/**
 * Runs `write` (the pages of the site as `moment` left it) holding the site's lock, unless a
 * rendering of a later snapshot wrote first; then records `moment` as written.
 * @returns false when nothing was written
 */
export function writeUnlessOvertaken(
  target: DeploymentTarget,
  moment: Moment,
  write: () => Promise<void>,
): Promise<boolean> {
  return withSiteLock(target, async () => {
    const text = await target.readText(RENDERED_KEY);
    let written: Moment | null = null;
    try {
      written = text === null ? null : (JSON.parse(text) as Moment | null);
    } catch {
      // A damaged record is no reason to keep the pages of the live site unwritten.
    }
    if (overtaken(written, moment)) return false;
    await write();
    await target.switchEntry(RENDERED_KEY, `${JSON.stringify({ id: moment.id, at: moment.at })}\n`);
    return true;
  });
}
