// docs/architecture.md is drawn from the code: its picture of the packages has exactly the
// dependencies the package.json files declare between workspace packages, and every file or folder
// it names exists. A package added, removed or newly depended on fails here until the page says so.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { workspaceDirs } = require('./workspaces.js');

const ROOT = path.resolve(__dirname, '..');
const PAGE = path.join(ROOT, 'docs/architecture.md');

/** The Mermaid blocks of a Markdown text, in order. @param {string} text */
const mermaidBlocks = (text) => [...text.matchAll(/```mermaid\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');

/**
 * The arrows of a flowchart, as `from -> to` between node labels (the label's first line).
 * @param {string} block @returns {string[]}
 */
function arrows(block) {
  /** @type {Map<string, string>} */
  const labels = new Map();
  for (const [, id = '', label = ''] of block.matchAll(/^\s*(\w+)\["([^"]*)"\]\s*$/gm)) {
    labels.set(id, label.split('<br/>')[0] ?? label);
  }
  return [...block.matchAll(/^\s*(\w+)\s*-->\s*(\w+)\s*$/gm)]
    .map(([, from = '', to = '']) => `${labels.get(from) ?? `?${from}`} -> ${labels.get(to) ?? `?${to}`}`)
    .sort();
}

/** Every dependency a workspace package (or the root) declares on another, as `from -> to`. */
function declaredArrows() {
  const packages = ['.', ...workspaceDirs(ROOT)].map(
    (dir) =>
      /** @type {{ name: string, dependencies?: object, devDependencies?: object, peerDependencies?: object }} */ (
        JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'))
      ),
  );
  const names = new Set(packages.map((p) => p.name));
  return packages
    .flatMap((p) =>
      Object.keys({ ...p.dependencies, ...p.devDependencies, ...p.peerDependencies })
        .filter((name) => names.has(name))
        .map((name) => `${p.name} -> ${name}`),
    )
    .sort();
}

describe('docs/architecture.md', () => {
  const text = readFileSync(PAGE, 'utf8');

  it('draws the packages with exactly the dependencies their package.json files declare', () => {
    const [packages = ''] = mermaidBlocks(text);
    expect(arrows(packages)).toEqual(declaredArrows());
  });

  it('names only files and folders that exist', () => {
    const named = [...text.matchAll(/`((?:[\w.-]+\/)+[\w.-]*)`/g)]
      .map(([, name = '']) => name)
      .filter((name) => !name.includes('<'));
    const missing = named.filter((name) => !existsSync(path.join(ROOT, name)));
    expect(named.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });
});
