const { randomBytes } = require('node:crypto');
const { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const { brotliDecompressSync } = require('node:zlib');
const webpack = require('webpack');
const { MIN_BYTES, PrecompressPlugin } = require('./precompress-plugin');

// A real production build (minified, source maps, content hashes) takes a few seconds on a busy machine.
jest.setTimeout(60_000);

const REPORTED = '/* written at the report stage */';

/** Writes at PROCESS_ASSETS_STAGE_REPORT, as chunk-map.json is: a report, and a last change to the script. */
class ReportStagePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ReportStagePlugin', (compilation) => {
      const stage = Compilation.PROCESS_ASSETS_STAGE_REPORT;
      compilation.hooks.processAssets.tap({ name: 'ReportStagePlugin', stage }, () => {
        const files = compilation.getAssets().map((asset) => asset.name);
        const report = { files, note: 'a report of the build, '.repeat(60) };
        compilation.emitAsset('report.json', new sources.RawSource(JSON.stringify(report, null, 2)));
        for (const file of files.filter((name) => /^main\..*\.js$/.test(name))) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(source, `\n${REPORTED}`));
        }
      });
    });
  }
}

/**
 * A small package: a script over 1 KB once minified, a text over 1 KB, a tiny SVG and a text of
 * random bytes (which brotli cannot make smaller), the last three as files of their own.
 * @param {string} dir
 */
function writeSources(dir) {
  mkdirSync(path.join(dir, 'src'));
  const words = Array.from({ length: 300 }, (_, i) => `word ${i} of the page`);
  writeFileSync(
    path.join(dir, 'src/index.js'),
    [
      "import notes from './notes.txt';",
      "import icon from './icon.svg';",
      "import noise from './noise.txt';",
      `const words = ${JSON.stringify(words)};`,
      'document.title = [notes, icon, noise, ...words].join(" ");',
    ].join('\n'),
  );
  writeFileSync(path.join(dir, 'src/notes.txt'), 'A line of notes that repeats.\n'.repeat(100));
  writeFileSync(path.join(dir, 'src/icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><circle r="1"/></svg>');
  writeFileSync(path.join(dir, 'src/noise.txt'), randomBytes(4096));
}

/** @param {string} dir @returns {Promise<string>} the output folder */
function build(dir) {
  const out = path.join(dir, 'dist');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: 'source-map',
    output: { path: out, filename: '[name].[contenthash:10].js', assetModuleFilename: '[name][ext]' },
    module: { rules: [{ test: /\.(txt|svg)$/, type: 'asset/resource' }] },
    // Registered first: its stage, not its place in the list, makes it run last.
    plugins: [new PrecompressPlugin(), new ReportStagePlugin()],
    cache: false,
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve(out);
    }),
  );
}

describe('PrecompressPlugin', () => {
  let dir = '';
  let out = '';
  /** @type {string[]} */
  let files = [];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    writeSources(dir);
    out = await build(dir);
    files = readdirSync(out);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** @param {string} file */
  const bytes = (file) => readFileSync(path.join(out, file));
  const mainJs = () => files.find((file) => /^main\.[0-9a-f]{10}\.js$/.test(file)) ?? 'main.js';

  it('writes a brotli twin beside each text file that decompresses to exactly the file as written', () => {
    const twins = files.filter((file) => file.endsWith('.br'));
    expect(twins.sort()).toEqual([`${mainJs()}.br`, 'notes.txt.br', 'report.json.br'].sort());
    for (const twin of twins) {
      const file = twin.slice(0, -'.br'.length);
      expect({ twin, same: brotliDecompressSync(bytes(twin)).equals(bytes(file)) }).toEqual({ twin, same: true });
      expect(bytes(twin).length).toBeLessThan(bytes(file).length);
    }
  });

  it('compresses after every other stage: the minified script with the last change made to it, and the reports', () => {
    const script = brotliDecompressSync(bytes(`${mainJs()}.br`)).toString('utf8');
    expect(script.endsWith(REPORTED)).toBe(true);
    expect(script).not.toContain('\n  ');
    expect(JSON.parse(brotliDecompressSync(bytes('report.json.br')).toString('utf8')).files).toContain(mainJs());
  });

  it('leaves out source maps, files under 1 KB and files that brotli does not make smaller', () => {
    expect(files).toContain(`${mainJs()}.map`);
    expect(existsSync(path.join(out, `${mainJs()}.map.br`))).toBe(false);
    expect(bytes('icon.svg').length).toBeLessThan(MIN_BYTES);
    expect(files).toContain('icon.svg');
    expect(files).not.toContain('icon.svg.br');
    expect(files).toContain('noise.txt');
    expect(files).not.toContain('noise.txt.br');
  });
});

describe('where the builds use it', () => {
  /** @param {import('webpack').Configuration} config */
  const usesIt = (config) => (config.plugins ?? []).some((plugin) => plugin instanceof PrecompressPlugin);
  const remoteConfig = require('../mfe-marketing/webpack.config.js');

  it("is in a bundle's production browser build, and in the single bundle the benchmark compares it with", () => {
    expect(usesIt(remoteConfig({}, { mode: 'production' }))).toBe(true);
    expect(usesIt(require('../bench/webpack.monolith.js')({}, { mode: 'production' }))).toBe(true);
  });

  it('is in neither the Node build (never served) nor a development build', () => {
    expect(usesIt(remoteConfig({ node: true }, { mode: 'production' }))).toBe(false);
    expect(usesIt(remoteConfig({}, { mode: 'development' }))).toBe(false);
  });
});
