// Odd request targets made from a server's own paths: what a careless client, a scanner or an
// attacker sends. Each mutation returns the raw request-target, bytes as latin1 characters.

/** @typedef {import('./random.mjs').Random} Random */

const LONG = (/** @type {Random} */ random) => 'a'.repeat(random.pick([255, 256, 300, 1024, 4096]));

/** Replaces one `/`-separated boundary of `path` (not the query) with `insert`. @param {Random} random @param {string} path @param {string} insert */
function atBoundary(random, path, insert) {
  const [pathname = '/', query] = splitQuery(path);
  const slashes = [...pathname.matchAll(/\//g)].map((match) => match.index ?? 0);
  const at = random.pick(slashes.length ? slashes : [0]);
  const mutated = `${pathname.slice(0, at)}${insert}${pathname.slice(at + 1)}`;
  return query === undefined ? mutated : `${mutated}?${query}`;
}

/** @param {string} path @returns {[string, string | undefined]} */
function splitQuery(path) {
  const at = path.indexOf('?');
  return at < 0 ? [path, undefined] : [path.slice(0, at), path.slice(at + 1)];
}

/** Appends to the path part, before any query. @param {string} path @param {string} tail */
function appendToPath(path, tail) {
  const [pathname, query] = splitQuery(path);
  return `${pathname}${tail}${query === undefined ? '' : `?${query}`}`;
}

/** A character as a percent-encoded byte (ASCII only), in upper- or lower-case hex. @param {string} char */
const encoded = (char, lower = false) => {
  const hex = `%${char.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`;
  return lower ? hex.toLowerCase() : hex;
};

/**
 * The spellings below that are canonical (release-layout's isCanonicalPath), of another file or with a query: a
 * server that decodes twice, ignores case or keys on the query must still not serve them.
 */
export const CANONICAL_LOOKALIKES = ['doubleEncodedDot', 'upperCaseFolder', 'withQuery'];

// Every other spelling of a release file's path that a static handler or a key lookup could read as
// the same file: what walks around a gate that reads the path as written.

/**
 * The odd spellings of `/releases/<version>/<file>`, by name (the canonical path itself not among them).
 * @param {string} canonical
 * @returns {Record<string, string>}
 */
export function oddSpellings(canonical) {
  const [, folder = '', version = '', ...rest] = canonical.split('/');
  const file = rest.join('/');
  const at = (/** @type {string} */ f, /** @type {string} */ v, /** @type {string} */ name) => `/${f}/${v}/${name}`;
  const dot = file.lastIndexOf('.');
  return {
    dotSegment: at(folder, version, `./${file}`),
    leadingDot: `/.${at(folder, version, file)}`,
    dotDotInside: at(folder, version, `x/../${file}`),
    dotDotVersion: at(folder, `x/../${version}`, file),
    emptyBeforeFile: at(folder, version, `/${file}`),
    emptyBeforeVersion: at(folder, `/${version}`, file),
    emptyLeading: `/${at(folder, version, file)}`,
    trailingSlash: `${at(folder, version, file)}/`,
    trailingDot: `${at(folder, version, file)}/.`,
    encodedLetter: at(folder, version, `${encoded(file[0] ?? 'x')}${file.slice(1)}`),
    encodedLetterLowerHex: at(folder, version, `${encoded(file[0] ?? 'x', true)}${file.slice(1)}`),
    encodedFolder: at(`${encoded(folder[0] ?? 'r')}${folder.slice(1)}`, version, file),
    encodedVersion: at(folder, `${encoded(version[0] ?? '0')}${version.slice(1)}`, file),
    encodedDotInName: dot > 0 ? at(folder, version, `${file.slice(0, dot)}%2E${file.slice(dot + 1)}`) : canonical,
    encodedDotSegment: at(folder, version, `%2E/${file}`),
    encodedDotDot: at(folder, version, `x/%2E%2E/${file}`),
    encodedSlash: `/${folder}/${version}%2F${file}`,
    encodedBackslash: `/${folder}/${version}%5C${file}`,
    doubleEncodedDot: at(folder, version, `%252E/${file}`),
    upperCaseFolder: at(folder.toUpperCase(), version, file),
    withQuery: `${at(folder, version, file)}?v=1`,
  };
}

/** @type {Record<string, (random: Random, path: string) => string>} */
export const PATH_MUTATIONS = {
  otherSpelling: (random, path) => {
    const [pathname = '/', query] = splitQuery(path);
    const spelled = random.pick(Object.values(oddSpellings(pathname)));
    return query === undefined ? spelled : `${spelled}${spelled.includes('?') ? '&' : '?'}${query}`;
  },
  trailingSlash: (_random, path) => appendToPath(path, '/'),
  trailingSlashes: (_random, path) => appendToPath(path, '//'),
  doubleSlash: (random, path) => atBoundary(random, path, '//'),
  dotSegment: (random, path) => atBoundary(random, path, random.pick(['/./', '/../', '/.../', '/.'])),
  climbOut: (random, path) => random.pick(['/../../../etc/passwd', `/..${path}`, `${path}/../../../..`]),
  encodedDots: (random, path) =>
    atBoundary(random, path, random.pick(['/%2e%2e/', '/%2E%2E%2F', '/..%2f', '/.%2e/', '/%2e/', '%2f'])),
  doubleEncodedDots: (random, path) => atBoundary(random, path, random.pick(['/%252e%252e/', '/%252e%252e%252f'])),
  backslashes: (random, path) => atBoundary(random, path, random.pick(['\\..\\', '/..\\', '%5c..%5c'])),
  longSegment: (random, path) => appendToPath(path, `/${LONG(random)}`),
  longSegmentWithExtension: (random, path) =>
    appendToPath(path, `/${LONG(random)}${random.pick(['.js', '.json', '.html'])}`),
  longName: (random, path) => appendToPath(path, LONG(random)),
  malformedEncoding: (random, path) =>
    appendToPath(path, random.pick(['%', '%z', '%zz', '%e0%80', '%c0%af', '%ff', '%%', '%u0041', '%G0'])),
  malformedEncodingInside: (random, path) => atBoundary(random, path, random.pick(['/%/', '/%zz/', '/%ff%fe/'])),
  doubleEncoding: (random, path) => appendToPath(path, random.pick(['%2525', '%252f', '%25%32%66'])),
  encodedControl: (random, path) =>
    appendToPath(path, random.pick(['%00', '%00.js', '%0a', '%0d%0aX-Injected:%201', '%1b', '%7f', '%09'])),
  rawControl: (random, path) => appendToPath(path, random.pick(['\x00', '\x01', '\x7f', '\t', '\x1b[31m'])),
  rawUnicode: (random, path) =>
    appendToPath(path, random.pick(['\xc3\xa9', '\xf0\x9f\x98\x80', '\xff\xfe', '%C3%A9', '%F0%9F%98%80'])),
  oddQuery: (random, path) =>
    `${splitQuery(path)[0]}?${random.pick([
      '%',
      'a=%zz',
      `q=${'x'.repeat(9000)}`,
      'select=((((',
      'select=*&select=*',
      'order=created_at.sideways',
      'limit=-1',
      'offset=99999999999999999999',
      'id=eq.%00',
      'and=(or(',
      '__proto__[x]=1',
      '&&&==&',
    ])}`,
  absoluteForm: (_random, path) => `http://evil.example${path}`,
  asterisk: () => '*',
  empty: () => '/',
};

const NAMES = Object.keys(PATH_MUTATIONS);

/**
 * A request-target made from `path` by one to three mutations.
 * @param {Random} random @param {string} path
 * @returns {{ target: string, mutations: string[] }}
 */
export function mutatePath(random, path) {
  let target = path;
  const mutations = [];
  for (let n = 1 + random.int(3); n > 0; n -= 1) {
    const name = random.pick(NAMES);
    mutations.push(name);
    target = /** @type {(random: Random, path: string) => string} */ (PATH_MUTATIONS[name])(random, target);
  }
  return { target, mutations };
}
