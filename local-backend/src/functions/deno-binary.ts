/**
 * Path of the Deno executable shipped by the npm package `deno`. Its install_api resolves the
 * platform package (@deno/linux-x64-glibc, ...) itself, so the package's postinstall script does
 * not need to have run (npm 11 skips install scripts unless they are approved).
 */
export function denoExecutable(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const api = require('deno/install_api.cjs') as { runInstall(): string };
  return api.runInstall();
}
