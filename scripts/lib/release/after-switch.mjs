// What follows every change a command makes to the live site, in one place: the release journal
// (health-journal.mjs) is told each change, and the first screens are rendered for the live site
// the command left (prerender-site.mjs). Both are given by the command's entry (cli.mjs), never
// imported here: a test passes fakes. A command that changed nothing calls nothing.

/**
 * @typedef {import('./composition.mjs').LiveSite} LiveSite
 * @typedef {import('./health-journal.mjs').Journal} Journal
 * @typedef {{ switched: import('./health-journal.mjs').SwitchEntry }
 *   | { canary: { bundle: string, state: import('./canary-state.mjs').CanaryState } }} Change one change
 *   a command made: a switch on the site's timeline, or a canary's new state
 * @typedef {(live: LiveSite, log: (line: string) => void) => Promise<unknown>} Renderer renders the
 *   first screens of `live` into the target (a failure is its own warning, never the command's)
 * @typedef {object} AfterSwitchTools what a command's entry gives it for the after-switch step
 * @property {Journal | null} [journal] where changes are journaled (none: not journaled)
 * @property {Renderer | null} [render] the first screens' renderer (none: not rendered)
 */

/**
 * Journals `changes` in order, then renders the first screens of `liveSite`. A journal that fails
 * never fails the switch: the target is the truth.
 * @param {{ changes: Change[], liveSite: LiveSite | null, journal?: Journal | null, render?: Renderer | null,
 *   log: (line: string) => void }} step `liveSite`: the live site the changes left, null when they
 *   change no first screen (a canary's step, a renewal); `log`: the renderer's lines
 */
export async function afterSwitch({ changes, liveSite, journal, render, log }) {
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
 * @template T
 * @param {AfterSwitchTools & { log: (line: string) => void }} tools
 * @param {(changes: Change[]) => Promise<{ result: T, liveSite: LiveSite | null }>} change
 * @returns {Promise<T>}
 */
export async function changing({ journal, render, log }, change) {
  /** @type {Change[]} */
  const changes = [];
  /** @type {{ result: T, liveSite: LiveSite | null }} */
  let done;
  try {
    done = await change(changes);
  } catch (error) {
    await afterSwitch({ changes, liveSite: null, journal, render, log });
    throw error;
  }
  await afterSwitch({ changes, liveSite: done.liveSite, journal, render, log });
  return done.result;
}
