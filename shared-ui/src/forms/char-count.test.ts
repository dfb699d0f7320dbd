import { charCount } from './char-count';

describe('charCount', () => {
  it.each([
    ['', 0],
    ['Asha', 4],
    ['Zoë', 3],
    ['😀', 1],
    ['👍🏽', 2], // a thumb and its skin tone: two code points, as char_length counts them
    ['日本語', 3],
  ])('counts %p as %i characters (code points, not UTF-16 units)', (value, expected) => {
    expect(charCount(value)).toBe(expected);
  });
});
