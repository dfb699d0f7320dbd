// Writes supabase/functions/_shared/telemetry/site-facts.json: the bundles and routes of the site
// manifest and the release version pattern (release-layout), copied inside supabase/ because a
// deployed Edge Function only ships files under supabase/functions. Its test fails when the copy is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RELEASE_VERSION_PATTERN } from 'release-layout';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SITE_FACTS_FILE = path.join(ROOT, 'supabase/functions/_shared/telemetry/site-facts.json');

/** The facts the collect-telemetry function needs, read from the manifest and release-layout. */
export function siteFacts() {
  /** @param {string} file */
  const read = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  /** @type {import('site-manifest').SiteManifest} */
  const manifest = read('shared-ui/src/site/site-manifest.json');
  return {
    source: 'shared-ui/src/site/site-manifest.json, packages/release-layout (node scripts/telemetry-site-facts.mjs)',
    bundles: manifest.bundles.map((b) => ({
      name: b.name,
      host: b.host === true,
      routes: (b.routes ?? []).map((r) => r.path),
    })),
    versionPattern: RELEASE_VERSION_PATTERN.source,
  };
}

export function siteFactsText() {
  return `${JSON.stringify(siteFacts(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --print writes the expected copy to stdout (its test compares), otherwise the file is rewritten.
  if (process.argv.includes('--print')) process.stdout.write(siteFactsText());
  else {
    writeFileSync(SITE_FACTS_FILE, siteFactsText());
    console.log(`wrote ${path.relative(ROOT, SITE_FACTS_FILE)}`);
  }
}
