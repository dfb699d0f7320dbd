import { attributeError, parseStack } from './attribute-error';
import { BEACON_LIMITS } from 'telemetry-contract';
import { HUB_VERSION, MARKETING_VERSION, SHELL_VERSION, testReleaseBook } from './test-releases';

const SHELL = `https://www.example.com/releases/${SHELL_VERSION}`;
const MARKETING = `https://marketing.example-cdn.net/releases/${MARKETING_VERSION}`;
const HUB = `https://cdn.example.net/knowledge-hub/releases/${HUB_VERSION}`;

/** Chrome: a remote's component called from react-dom (the shell's), thrown in shared-ui (the shell's). */
const CHROME_STACK = [
  "TypeError: Cannot read properties of undefined (reading 'map')",
  `    at toast (${SHELL}/start.e2045c2a8b.js:2:1045)`,
  `    at ResourceGrid (${HUB}/__federation_expose_knowledge_hub_page.8c1d.js:1:5521)`,
  `    at Ai (${SHELL}/react-dom.3465567bbc.js:1:64012)`,
  '    at async Promise.all (index 0)',
].join('\n');

/** Firefox: `name@url:line:column`. */
const FIREFOX_STACK = [
  `handleSubmit@${MARKETING}/__federation_expose_contact_dialog.77aa.js?v=2:1:901`,
  `Ai@${SHELL}/react-dom.3465567bbc.js:1:64012`,
  '',
].join('\n');

/** Safari: the shell's own code only, with `global code` frames. */
const SAFARI_STACK = [
  `openContact@${SHELL}/site-router.cfc71d41b2.js:1:3377`,
  `global code@${SHELL}/main.e97956bfd9.js:1:20`,
].join('\n');

describe('parseStack', () => {
  it('reads the frames of Chrome, Firefox and Safari stacks, top first, skipping frames with no script', () => {
    expect(parseStack(CHROME_STACK).map((frame) => frame.url)).toEqual([
      `${SHELL}/start.e2045c2a8b.js`,
      `${HUB}/__federation_expose_knowledge_hub_page.8c1d.js`,
      `${SHELL}/react-dom.3465567bbc.js`,
    ]);
    expect(parseStack(FIREFOX_STACK)).toEqual([
      { url: `${MARKETING}/__federation_expose_contact_dialog.77aa.js?v=2`, line: 1, column: 901 },
      { url: `${SHELL}/react-dom.3465567bbc.js`, line: 1, column: 64012 },
    ]);
    expect(parseStack(SAFARI_STACK)).toHaveLength(2);
    expect(parseStack(undefined)).toEqual([]);
  });
});

describe('attributeError', () => {
  const book = testReleaseBook();

  it('counts an error for the remote whose release is in its stack, even when shell code threw it', () => {
    expect(
      attributeError(
        { message: "TypeError: Cannot read properties of undefined (reading 'map')", stack: CHROME_STACK },
        book,
      ),
    ).toEqual({
      bundle: 'knowledge-hub',
      message: "TypeError: Cannot read properties of undefined (reading 'map')",
      frames: [
        `shell@${SHELL_VERSION}/start.e2045c2a8b.js:2:1045`,
        `knowledge-hub@${HUB_VERSION}/__federation_expose_knowledge_hub_page.8c1d.js:1:5521`,
        `shell@${SHELL_VERSION}/react-dom.3465567bbc.js:1:64012`,
      ],
    });
    const firefox = attributeError({ message: 'Error: x', stack: FIREFOX_STACK }, book);
    expect(firefox.bundle).toBe('marketing');
    expect(firefox.frames[0]).toBe(`marketing@${MARKETING_VERSION}/__federation_expose_contact_dialog.77aa.js:1:901`);
  });

  it("counts an error with only the shell's scripts in its stack, or only the page's own address, for the shell", () => {
    expect(attributeError({ message: 'Error: y', stack: SAFARI_STACK }, book).bundle).toBe('shell');
    const inline = attributeError(
      {
        message: 'ReferenceError: z',
        stack: 'ReferenceError: z\n    at https://www.example.com/typed-by/jane@acme.com:12:5',
      },
      book,
    );
    // The page's address may be something a visitor typed: it is never sent.
    expect(inline).toEqual({ bundle: 'shell', message: 'ReferenceError: z', frames: ['(page):12:5'] });
  });

  it('counts a cross-origin "Script error." and errors from elsewhere as unknown, never dropping them', () => {
    expect(attributeError({ message: 'Script error.' }, book)).toEqual({
      bundle: 'unknown',
      message: 'Script error.',
      frames: [],
    });
    const extension = attributeError(
      { message: 'Error: ext', stack: 'Error: ext\n    at chrome-extension://abcdef/content.js?x=1:1:10' },
      book,
    );
    expect(extension).toEqual({ bundle: 'unknown', message: 'Error: ext', frames: ['/content.js:1:10'] });
  });

  it("uses the error event's script when the error has no stack", () => {
    expect(attributeError({ message: 'Uncaught x', source: `${MARKETING}/531.js` }, book).bundle).toBe('marketing');
  });

  it('sends only the top frames, each within the contract length', () => {
    const deep = Array.from({ length: 30 }, (_, i) => `    at f${i} (${HUB}/${'a'.repeat(300)}.js:1:${i})`).join('\n');
    const { frames } = attributeError({ message: 'RangeError: Maximum call stack size exceeded', stack: deep }, book);
    expect(frames).toHaveLength(BEACON_LIMITS.maxFrames);
    for (const frame of frames) expect(frame.length).toBeLessThanOrEqual(BEACON_LIMITS.maxFrameLength);
  });
});
