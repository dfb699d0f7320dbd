import { FRAME_CASES, MESSAGE_CASES } from './scrub-cases.ts';
import { sampleBeacon } from './sample-beacon.ts';
import { scrubFrame, scrubMessage } from './scrub-text.ts';
import { validateBeacon } from './validate-beacon.ts';

describe('scrubMessage', () => {
  it.each(MESSAGE_CASES)('%s', (_what, reported, stored) => {
    expect(scrubMessage(reported)).toBe(stored);
  });

  it.each(MESSAGE_CASES)('changes nothing the second time: %s', (_what, reported) => {
    expect(scrubMessage(scrubMessage(reported))).toBe(scrubMessage(reported));
  });

  it('keeps no private-use character a browser sent, which it uses to set release names aside', () => {
    expect(scrubMessage('a\uE000b marketing@20261124-170000-nogit')).toBe('ab marketing@20261124-170000-nogit');
  });
});

describe('scrubFrame', () => {
  it.each(FRAME_CASES)('%s', (_what, reported, stored) => {
    expect(scrubFrame(reported)).toBe(stored);
  });

  it.each(FRAME_CASES)('changes nothing the second time: %s', (_what, reported) => {
    expect(scrubFrame(scrubFrame(reported))).toBe(scrubFrame(reported));
  });
});

describe('what the function stores (validate-beacon.ts)', () => {
  const stored = (message: string, frames: string[]) =>
    validateBeacon(sampleBeacon({ errors: [{ bundle: 'marketing', message, frames }] })).errors[0];

  it.each(MESSAGE_CASES)('a message with %s', (_what, reported, kept) => {
    expect(stored(reported, [])?.message).toBe(kept);
  });

  it.each(FRAME_CASES)('a frame with %s', (_what, reported, kept) => {
    expect(stored('Error', [reported])?.frames).toEqual([kept]);
  });
});
