// What follows every change a command makes to the live site, in one place: the release journal
// (journal/health-journal.ts) is told each change, and the first screens are rendered
// for the live site the command left (first-screens/site-renderer.ts). Both are given by
// the command's entry (scripts/lib/release/cli.mjs), never imported here: a test passes fakes. A
// command that changed nothing calls nothing.
import type { Verdict } from 'canary-analysis';
import type { CanaryChange, CanaryState } from '../canary/canary-state';
import type { LiveSite } from '../live/live-site';
import type { SwitchChange, SwitchEntry } from '../timeline/switch-kind';

/**
 * Where a command's changes are written for the release health page; a write that fails is said
 * once, and the journal writes no more (it never throws).
 */
export interface Journal {
  /** a switch of the site's timeline (timeline/site-history.ts); one that switched nothing (kind null) is not written */
  switched: (entry: SwitchEntry) => Promise<void>;
  /** a bundle's canary as its canary.json now holds it */
  canary: (bundle: string, state: CanaryState) => Promise<void>;
  /** the watcher's decision about the canary that started at `startedAt` */
  decision: (bundle: string, startedAt: string, decision: { action: string; verdict: Verdict }) => Promise<void>;
}

/** One change a command made: a switch on the site's timeline, or a canary's new state. */
export type Change = SwitchChange | CanaryChange;

/** Renders the first screens of `live` into the target (a failure is its own warning, never the command's). */
export type Renderer = (live: LiveSite, log: (line: string) => void) => Promise<unknown>;

/** What a command's entry gives it for the after-switch step. */
export interface AfterSwitchTools {
  /** where changes are journaled (none: not journaled) */
  journal?: Journal | null;
  /** the first screens' renderer (none: not rendered) */
  render?: Renderer | null;
}

/**
 * Journals `changes` in order, then renders the first screens of `liveSite`. A journal that fails
 * never fails the switch: the target is the truth.
 * @param step `liveSite`: the live site the changes left, null when they change no first screen (a
 *   canary's step, a renewal); `log`: the renderer's lines
 */
export async function afterSwitch({
  changes,
  liveSite,
  journal,
  render,
  log,
}: AfterSwitchTools & { changes: Change[]; liveSite: LiveSite | null; log: (line: string) => void }): Promise<void> {
  if (!changes.length) return;
  for (const change of changes) {
    try {
      if ('switched' in change) await journal?.switched(change.switched);
      else await journal?.canary(change.canary.bundle, change.canary.state);
    } catch (error) {
      log(`⚠ The release health journal was not updated (${error instanceof Error ? error.message : error}).`);
    }
  }
  if (render && liveSite) await render(liveSite, log);
}

/**
 * Runs a command's changes of the target, collecting what it changes, then the after-switch step
 * once. A command that fails after changing something still journals what it changed (the target
 * holds it), and renders nothing.
 */
export async function changing<T>(
  { journal, render, log }: AfterSwitchTools & { log: (line: string) => void },
  change: (changes: Change[]) => Promise<{ result: T; liveSite: LiveSite | null }>,
): Promise<T> {
  const changes: Change[] = [];
  let done: { result: T; liveSite: LiveSite | null };
  try {
    done = await change(changes);
  } catch (error) {
    await afterSwitch({ changes, liveSite: null, journal, render, log });
    throw error;
  }
  await afterSwitch({ changes, liveSite: done.liveSite, journal, render, log });
  return done.result;
}
