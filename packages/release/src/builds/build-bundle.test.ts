// A bundle's browser and Node builds, run by one webpack process as `webpack --mode production
// [--env node] --output-path <folder>` would run each: on a package of two files whose
// configuration writes what it was given, so the test sees what each build got.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBundle } from './build-bundle';
import { RefusedError } from '../errors';
import { ROOT } from '../layout/target-layout';

jest.setTimeout(60_000);

/** A configuration function, as createWebpackConfig's: its module says which build it is. */
const CONFIG = `module.exports = (env, argv) => ({
  mode: 'development',
  context: __dirname,
  entry: { main: './src/index.js' },
  target: env && env.node ? 'node' : 'web',
  output: { filename: 'main.js', path: __dirname + '/dist' },
  plugins: [new (require('webpack').DefinePlugin)({ BUILD: JSON.stringify({ env, mode: argv.mode }) })],
  stats: 'errors-warnings',
});
`;

let scratch = '';
beforeEach(() => {
  // Inside the repository, where its configuration finds webpack as a package's does.
  mkdirSync(path.join(ROOT, '.local'), { recursive: true });
  scratch = mkdtempSync(path.join(ROOT, '.local/build-test-'));
  mkdirSync(path.join(scratch, 'package/src'), { recursive: true });
  writeFileSync(path.join(scratch, 'package/webpack.config.js'), CONFIG);
  writeFileSync(path.join(scratch, 'package/src/index.js'), 'globalThis.built = BUILD;\n');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

/** What a built main.js was told, by running it. */
function builtWith(file: string) {
  const sandbox: { built?: { env: Record<string, unknown>; mode: string } } = {};
  new Function('globalThis', readFileSync(file, 'utf8'))(sandbox);
  return sandbox.built;
}

describe('buildBundle', () => {
  it('builds for the browser into the folder and for Node into its node/, in production mode', async () => {
    const outDir = path.join(scratch, 'out');

    const lines: string[] = [];
    await buildBundle({ sourceDir: path.join(scratch, 'package'), outDir, log: (line) => lines.push(line) });
    expect(builtWith(path.join(outDir, 'main.js'))).toEqual({
      env: { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true },
      mode: 'production',
    });
    expect(builtWith(path.join(outDir, 'node/main.js'))).toEqual({
      env: { WEBPACK_BUNDLE: true, WEBPACK_BUILD: true, node: true },
      mode: 'production',
    });
    expect(existsSync(`${outDir}.node`)).toBe(false);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^browser build: [\d.]+ s$/),
        expect.stringMatching(/^Node build: /),
      ]),
    );
  });

  it('makes no Node build when told not to', async () => {
    const outDir = path.join(scratch, 'out');
    await buildBundle({ sourceDir: path.join(scratch, 'package'), outDir, node: false });
    expect(existsSync(path.join(outDir, 'main.js'))).toBe(true);
    expect(existsSync(path.join(outDir, 'node'))).toBe(false);
  });

  it('refuses a build that fails, with webpack’s own lines', async () => {
    writeFileSync(path.join(scratch, 'package/src/index.js'), "import './missing.js';\n");
    const outDir = path.join(scratch, 'out');
    const failure = buildBundle({ sourceDir: path.join(scratch, 'package'), outDir });
    await expect(failure).rejects.toBeInstanceOf(RefusedError);
    await expect(failure).rejects.toThrow(/The build failed \(webpack exit 1\)[\s\S]*Can't resolve '\.\/missing\.js'/);
    expect(existsSync(`${outDir}.node`)).toBe(false);
  });
});
