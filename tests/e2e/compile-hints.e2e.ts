import { COMPILE_HINT } from '../../config/compile-hints-plugin.js';
import { PAGE_FILES, SHELL_ENTRIES, jsonListIn } from 'prerender';
import { prerenderedHtml } from '../support/prerendered';
import { liveVersion, supabaseJsChunk } from '../support/release';
import { SITE_ROUTES, url } from '../support/site';

/** The first line of a served file, with the line break. */
async function firstLine(address: string): Promise<string> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
  const text = await response.text();
  return text.slice(0, text.indexOf('\n') + 1);
}

/**
 * The scripts a page runs as soon as they arrive are compiled while they download, off the main
 * thread (config/compile-hints-plugin.js): on the phone profile, compiling them function by function
 * as they were first called made the start's tasks long.
 */
describe("V8's compile hint on the scripts a page starts with", () => {
  it.each(SITE_ROUTES)('every script %s names for its start carries it', async (route) => {
    const { html } = await prerenderedHtml(route);
    const scripts = [
      ...jsonListIn(html, SHELL_ENTRIES),
      ...jsonListIn(html, PAGE_FILES)
        .filter((file) => file.as === 'script')
        .map((file) => file.href),
    ].map((address) => new URL(address, url(route)).href);
    // The shell's entry and its start, the route's remote entry and its page.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    const lines = await Promise.all(scripts.map(async (address) => [address, await firstLine(address)]));
    expect(lines.filter(([, line]) => line !== COMPILE_HINT)).toEqual([]);
  });

  it('is not on code a page may never run (supabase-js, loaded when an access dialog is near)', async () => {
    const address = url(`/releases/${liveVersion('shell')}/${supabaseJsChunk()}`);
    expect(await firstLine(address)).not.toBe(COMPILE_HINT);
  });
});
