#!/usr/bin/env node
// npm run affected -- (--base <git ref> | --since-tags <prefix>) [--json]: the bundles, and whether the
// database, that the commits up to HEAD change (docs/affected.md). This entry reads the layout of the
// repository the current folder is in (its site manifest, workspaces and import maps); the rule is
// the release package's.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  AFFECTED_USAGE,
  DATABASE,
  EXIT_STATUS,
  affectedSince,
  kindOf,
  parseAffectedArguments,
  repositoryRoot,
} from 'release';
import { readSiteManifest } from 'site-manifest';
import workspaces from '../config/workspaces.js';

/** @param {string} file @returns {Record<string, unknown>} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A path relative to the repository, as git spells it. @param {string} root @param {string} file */
const inRepository = (root, file) => path.relative(root, file).split(path.sep).join('/');

/**
 * The files outside the database's folder that its Edge Functions import: the relative targets of
 * each function's import map (`<function>/deno.json`, what the Supabase CLI deploys it with).
 * @param {string} root @returns {string[]}
 */
function databaseImports(root) {
  const functions = path.join(root, DATABASE.dir, 'functions');
  if (!existsSync(functions)) return [];
  return readdirSync(functions, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(functions, entry.name, 'deno.json')))
    .flatMap((entry) => {
      const dir = path.join(functions, entry.name);
      const { imports = {} } = /** @type {{ imports?: Record<string, string> }} */ (
        readJson(path.join(dir, 'deno.json'))
      );
      return Object.values(imports)
        .filter((target) => /^\.{1,2}\//.test(target))
        .map((target) => inRepository(root, path.resolve(dir, target)));
    });
}

/** @param {string} root @returns {import('release').RepositoryGraph} */
function repositoryGraph(root) {
  return {
    bundles: readSiteManifest(root).bundleList.map((bundle) => ({ name: bundle.name, dir: bundle.packageDir })),
    workspaces: workspaces
      .workspaceDirs(root)
      .map((dir) => ({ dir, manifest: readJson(path.join(root, dir, 'package.json')) })),
    databaseImports: databaseImports(root),
  };
}

/**
 * Prints why the command stopped (with the usage after a mistake in the arguments) and exits with
 * the status of its kind (the release package's errors.ts).
 * @param {unknown} error @param {string} [usage] @returns {never}
 */
function fail(error, usage) {
  const kind = kindOf(error);
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}${usage ? `\n\n${usage}` : ''}`);
  if (kind === 'fault' && process.env.RELEASE_DEBUG) console.error(error);
  process.exit(EXIT_STATUS[kind]);
}

/** @type {ReturnType<typeof parseAffectedArguments>} */
let args;
try {
  args = parseAffectedArguments(process.argv.slice(2));
} catch (error) {
  fail(error, AFFECTED_USAGE);
}
if (args.help) {
  console.log(AFFECTED_USAGE);
} else {
  try {
    const root = repositoryRoot(process.cwd());
    const names = affectedSince(root, args.request, repositoryGraph(root));
    if (args.json) console.log(JSON.stringify(names));
    else if (names.length) console.log(names.join('\n'));
  } catch (error) {
    fail(error);
  }
}
