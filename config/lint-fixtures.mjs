// Lints fixture sources with the repository's own eslint.config.mjs, in a process of its own (the
// config is an ES module, which jest's module system cannot import): reads
// `{ file, code }[]` (paths relative to the repository) as JSON on stdin, writes each one's
// messages `{ ruleId, message }[]` as JSON on stdout. Nothing is written to the fixtures' paths.
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.mjs') });

/** @type {{ file: string, code: string }[]} */
const fixtures = JSON.parse(await text(process.stdin));
const answers = [];
for (const { file, code } of fixtures) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  answers.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(answers));
