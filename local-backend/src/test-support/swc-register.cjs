// Test helper: lets a child `node -r <this file>` run the TypeScript sources directly, so the CLI
// test exercises src/cli.ts without a prior build. Jest's own transform does not reach children.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
