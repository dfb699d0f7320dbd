// The contract between the shell and the remotes (shared-ui/src/contracts/remote-modules.ts):
// which container each remote is and which modules the shell loads from it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { ROOT } from './target.mjs';

const require = createRequire(import.meta.url);

/** `shared-ui/src/contracts/remote-modules.ts` of a source tree (the repository by default). */
export function contractFile(workspaceRoot = ROOT) {
  return path.join(workspaceRoot, 'shared-ui/src/contracts/remote-modules.ts');
}

/**
 * Evaluates the contract's `REMOTES` constant: TypeScript transpiled to CommonJS and run in an
 * empty context (the file holds types and one object literal, no imports at run time).
 * @returns {Record<string, { container: string, modules: Record<string, string> }>}
 */
export function readContract(file = contractFile()) {
  const ts = require('typescript');
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  vm.runInNewContext(outputText, { module, exports: module.exports, require: () => ({}) }, { filename: file });
  const remotes = module.exports.REMOTES;
  if (!remotes || typeof remotes !== 'object') throw new Error(`${file} does not export REMOTES.`);
  return JSON.parse(JSON.stringify(remotes));
}
