import { candidateManifest, parsePreviews } from './preview-link';

const VERSION = '20261124-201500-abc1234';
const REMOTES = { marketing: 'http://m.test/mf-manifest.json', knowledgeHub: 'https://cdn.test/hub/mf-manifest.json' };
const BASE = 'http://localhost:8080/about';
const parse = (text: string, remotes: Record<string, string> = REMOTES) => parsePreviews(text, remotes, BASE);

describe('parsePreviews', () => {
  it("names the candidate's manifest in the release folder beside the configured live one", () => {
    expect(parse(`marketing@${VERSION}`)).toEqual({
      previews: [
        {
          bundle: 'marketing',
          remote: 'marketing',
          version: VERSION,
          manifest: `http://m.test/releases/${VERSION}/mf-manifest.json`,
        },
      ],
      refused: [],
    });
  });

  it('takes the bundle name of the site manifest, and several bundles at once', () => {
    const { previews, refused } = parse(` marketing@${VERSION} , knowledge-hub@${VERSION}-2`);
    expect(refused).toEqual([]);
    expect(previews.map((p) => [p.bundle, p.remote, p.manifest])).toEqual([
      ['marketing', 'marketing', `http://m.test/releases/${VERSION}/mf-manifest.json`],
      ['knowledge-hub', 'knowledgeHub', `https://cdn.test/hub/releases/${VERSION}-2/mf-manifest.json`],
    ]);
  });

  it('takes a bundle that joins at run time only when the runtime config names its manifest', () => {
    expect(parse(`staff@${VERSION}`).previews).toEqual([]);
    expect(parse(`staff@${VERSION}`, { ...REMOTES, staff: 'http://s.test/mf-manifest.json' }).previews).toEqual([
      expect.objectContaining({ remote: 'staff', manifest: `http://s.test/releases/${VERSION}/mf-manifest.json` }),
    ]);
  });

  // As the shell reads them: URLSearchParams has decoded one level of percent-encoding already.
  it.each([
    ['another origin as the version', 'marketing@https://evil.test/mf-manifest.json'],
    ['a protocol-relative version', 'marketing@//evil.test/x'],
    ['a parent folder', 'marketing@../../evil'],
    ['a parent folder after a good version', `marketing@${VERSION}/../../../evil`],
    ['an encoded slash', `marketing@${VERSION}%2F..%2F..%2Fevil`],
    ['a doubly encoded slash', `marketing@${VERSION}%252F..`],
    ['a dot', `marketing@${VERSION}.evil.test`],
    ['a javascript: URL as the version', 'marketing@javascript:alert(1)'],
    ['a javascript: URL as the bundle', `javascript:alert(1)@${VERSION}`],
    ['a javascript: URL alone', 'javascript:alert(document.cookie)'],
    ['the shell', `shell@${VERSION}`],
    ['an unknown bundle', `evil@${VERSION}`],
    ['a container name instead of the bundle name', `knowledgeHub@${VERSION}`],
    ['an object key', `__proto__@${VERSION}`],
    ['a second @', `marketing@${VERSION}@evil.test`],
    ['no version', 'marketing'],
    ['nothing', ''],
  ])('refuses %s', (_case, text) => {
    const { previews, refused } = parse(text);
    expect(previews).toEqual([]);
    expect(refused).toHaveLength(1);
  });

  it('refuses the shell even where a runtime config names a manifest for it', () => {
    const { previews, refused } = parse(`shell@${VERSION}`, { ...REMOTES, shell: 'http://s.test/mf-manifest.json' });
    expect(previews).toEqual([]);
    expect(refused).toEqual(['"shell" is not a remote of this site']);
  });

  it('keeps the first of two previews of one bundle and refuses the other', () => {
    const { previews, refused } = parse(`marketing@${VERSION},marketing@${VERSION}-2`);
    expect(previews.map((p) => p.version)).toEqual([VERSION]);
    expect(refused).toEqual(['marketing is named twice']);
  });

  it('keeps the good part of a link with a bad one', () => {
    const { previews, refused } = parse(`marketing@${VERSION},evil@${VERSION}`);
    expect(previews.map((p) => p.bundle)).toEqual(['marketing']);
    expect(refused).toEqual(['"evil" is not a remote of this site']);
  });
});

describe('candidateManifest', () => {
  it('resolves a relative configured URL against the page', () => {
    expect(candidateManifest('/marketing/mf-manifest.json', VERSION, BASE)).toBe(
      `http://localhost:8080/marketing/releases/${VERSION}/mf-manifest.json`,
    );
  });

  it.each(['//evil.test/x', 'https://evil.test/x', '/../../x', '..'])('has none for the version %j', (version) =>
    expect(candidateManifest('http://m.test/mf-manifest.json', version, BASE)).toBeNull(),
  );

  it.each(['javascript:alert(1)', 'data:application/json,{}', 'file:///etc/mf-manifest.json'])(
    'has none beside a configured %s',
    (configured) => expect(candidateManifest(configured, VERSION, BASE)).toBeNull(),
  );
});
