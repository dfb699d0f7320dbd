// The build dependencies of webpack's filesystem cache: the files the configuration loads, and no
// other file of config/ (a test or a note changed must not make the next build cold).
const { execFileSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const path = require('node:path');
const { configurationFiles, ROOT } = require('./webpack.base');

/**
 * A module as Node keeps it: its file and the modules it required.
 * @param {string} file @param {import('./webpack.base').LoadedModule[]} [children]
 * @returns {import('./webpack.base').LoadedModule}
 */
const loaded = (file, children = []) => ({ filename: file, children });

describe('configurationFiles', () => {
  it("follows require() through the repository's files, once each, leaving node_modules and other folders out", () => {
    const shared = loaded(path.join(ROOT, 'config/shared.js'));
    const config = loaded(path.join(ROOT, 'config/base.js'), [
      shared,
      loaded(path.join(ROOT, 'node_modules/webpack/lib/index.js'), [loaded(path.join(ROOT, 'config/hidden.js'))]),
      loaded(path.join(path.dirname(ROOT), 'elsewhere.js')),
    ]);
    shared.children.push(config);
    const packageConfig = loaded(path.join(ROOT, 'app/webpack.config.js'), [config, shared]);
    expect(configurationFiles([packageConfig]).map((file) => path.relative(ROOT, file))).toEqual([
      'app/webpack.config.js',
      'config/base.js',
      'config/shared.js',
    ]);
  });
});

describe("a bundle's build dependencies", () => {
  /** What mfe-marketing's production configuration gives webpack, loaded as webpack-cli loads it. */
  const dependencies = () => {
    const script = [
      "const config = require('./webpack.config.js')({}, { mode: 'production' });",
      'process.stdout.write(JSON.stringify(config.cache.buildDependencies.config));',
    ].join('\n');
    const files = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: path.join(ROOT, 'mfe-marketing'), encoding: 'utf8' }),
    );
    return /** @type {string[]} */ (files).map((file) => path.relative(ROOT, file));
  };

  it('are the configuration files it loads and the files it reads, and no test of config/', () => {
    const files = dependencies();
    expect(files).toEqual(
      expect.arrayContaining([
        'mfe-marketing/webpack.config.js',
        'config/webpack.base.js',
        'config/webpack.node.js',
        'config/federation-shared.js',
        'config/external-runtime.json',
        'config/host-shared-loader.js',
        'config/index.html.ejs',
        'shared-ui/src/theme/themes.css',
      ]),
    );
    expect(files.filter((file) => /\.test\.js$|jest\.|chromium\.json$|\.md$/.test(file))).toEqual([]);
    expect(files.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
    expect(new Set(files).size).toBe(files.length);
  }, 30_000);
});
