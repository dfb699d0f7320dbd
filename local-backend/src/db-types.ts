#!/usr/bin/env node
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateDatabaseTypes } from './database/database-types';
import { REPO_ROOT, SUPABASE_DIR } from './paths';

/** Where the generated types are committed: the source of the package `database-types`. */
export const DATABASE_TYPES_FILE = path.join(REPO_ROOT, 'packages', 'database-types', 'src', 'index.ts');

const USAGE = `Usage: npm run db:types [-- --check | --stdout]

  (no option)  write packages/database-types/src/index.ts from supabase/migrations
  --check      write nothing; exit 1 when the committed file differs from the migrations
  --stdout     print the generated types instead of writing them`;

const SHOWN = path.relative(REPO_ROOT, DATABASE_TYPES_FILE);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      stdout: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  const types = await generateDatabaseTypes(SUPABASE_DIR);
  if (values.stdout) return void process.stdout.write(types);
  const committed = await readFile(DATABASE_TYPES_FILE, 'utf8').catch(() => '');
  if (values.check) {
    if (committed === types) return console.log('database types match supabase/migrations');
    console.error(`${SHOWN} does not match supabase/migrations: run npm run db:types`);
    process.exitCode = 1;
    return;
  }
  if (committed === types) return console.log(`${SHOWN} is up to date`);
  await writeFile(DATABASE_TYPES_FILE, types);
  console.log(`wrote ${SHOWN}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
