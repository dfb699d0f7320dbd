import { SCRUB_FRAME_CASES, SCRUB_MESSAGE_CASES } from './scrub-cases.ts';
import { createScrubber } from './scrub-text.ts';
import { TEST_SITE } from './test-site.ts';

const scrub = createScrubber(TEST_SITE.releaseName);

describe('the scrubber', () => {
  it.each(SCRUB_MESSAGE_CASES)('a message with %s', (_what, reported, stored) => {
    expect(scrub.message(reported)).toBe(stored);
  });

  it.each(SCRUB_MESSAGE_CASES)('changes nothing the second time: %s', (_what, reported) => {
    expect(scrub.message(scrub.message(reported))).toBe(scrub.message(reported));
  });

  it('keeps no private-use character a browser sent, which it uses to set release names aside', () => {
    expect(scrub.message('a\uE000b marketing@20261124-170000-nogit')).toBe('ab marketing@20261124-170000-nogit');
  });

  it.each(SCRUB_FRAME_CASES)('a frame with %s', (_what, reported, stored) => {
    expect(scrub.frame(reported)).toBe(stored);
  });

  it.each(SCRUB_FRAME_CASES)('changes nothing the second time: %s', (_what, reported) => {
    expect(scrub.frame(scrub.frame(reported))).toBe(scrub.frame(reported));
  });

  it('keeps the release names of the site it is made for, as a string or a pattern', () => {
    const frame = 'marketing@20261121-093000-def5678/main.js:1:2';
    expect(createScrubber(TEST_SITE.releaseName.toString().slice(1, -1)).frame(frame)).toBe(frame);
    // Another site's release names are digits like any other.
    expect(createScrubber('^v\\d+$').message('release 20261121-093000-def5678 failed')).toBe(
      'release <phone>-def5678 failed',
    );
  });
});
