// Lets `node -r <this file>` run the TypeScript sources directly, with no prior build: the CLI test
// (a child process, which jest's own transform does not reach) and `npm run db:types` use it.
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
