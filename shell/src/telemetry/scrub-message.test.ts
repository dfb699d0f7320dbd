import { attributeError } from './attribute-error';
import { BEACON_LIMITS, SCRUB_FRAME_CASES, SCRUB_MESSAGE_CASES } from 'telemetry-contract';
import { cutText, scrubFrame, scrubMessage } from './scrub-message';
import { HUB_VERSION, MARKETING_VERSION, SHELL_VERSION, testReleaseBook } from './test-releases';

describe('scrubMessage, before a beacon is sent', () => {
  it.each(SCRUB_MESSAGE_CASES)('%s', (_what, reported, sent) => {
    expect(scrubMessage(reported)).toBe(sent);
  });

  it('cuts the message to the contract length', () => {
    const long = scrubMessage(`Error: ${'x '.repeat(400)}`);
    expect(long.length).toBeLessThanOrEqual(BEACON_LIMITS.maxMessageLength);
    expect(long.startsWith('Error: x x')).toBe(true);
  });
});

describe('scrubFrame, before a beacon is sent', () => {
  it.each(SCRUB_FRAME_CASES)('%s', (_what, reported, sent) => {
    expect(scrubFrame(reported)).toBe(sent);
  });
});

describe('attribution on scrubbed frames', () => {
  const MARKETING = `https://marketing.example-cdn.net/releases/${MARKETING_VERSION}`;
  const HUB = `https://cdn.example.net/knowledge-hub/releases/${HUB_VERSION}`;
  const SHELL = `https://www.example.com/releases/${SHELL_VERSION}`;
  const stack = [
    'TypeError: No lead for jane.doe%40acme.com',
    `    at submit (${MARKETING}/__federation_expose_contact_dialog.77aa.js?email=jane@acme.com#a8F3kd92LmQz:1:901)`,
    `    at list (${HUB}/531.0123456789.js:2:1045)`,
    `    at Ai (${SHELL}/react-dom.3465567bbc.js:1:64012)`,
    '    at x (https://cdn.example/jane.doe@acme.com/main.js:1:2)',
  ].join('\n');

  it('names the release of each frame and the bundle of the error, with nothing personal left', () => {
    const error = attributeError({ message: 'TypeError: No lead for jane.doe%40acme.com', stack }, testReleaseBook());
    expect(error).toEqual({
      bundle: 'marketing',
      message: 'TypeError: No lead for <email>',
      frames: [
        `marketing@${MARKETING_VERSION}/__federation_expose_contact_dialog.77aa.js:1:901`,
        `knowledge-hub@${HUB_VERSION}/531.0123456789.js:2:1045`,
        `shell@${SHELL_VERSION}/react-dom.3465567bbc.js:1:64012`,
        '/<email>/main.js:1:2',
      ],
    });
  });

  it('sends what the function stores unchanged: scrubbed again (validate-beacon.ts), it is the same text', () => {
    const error = attributeError({ message: 'TypeError: call +1 415-555-0132', stack }, testReleaseBook());
    expect(error.message).toBe('TypeError: call <phone>');
    expect(scrubMessage(error.message)).toBe(error.message);
    expect(error.frames.map(scrubFrame)).toEqual(error.frames);
  });
});

describe('cutText', () => {
  it('never leaves half of a character at the cut', () => {
    expect(cutText('ab😀cd', 3)).toBe('ab');
    expect(cutText('abc', 3)).toBe('abc');
  });
});
