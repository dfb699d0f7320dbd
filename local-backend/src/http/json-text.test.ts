import { MAX_JSON_DEPTH, parseJsonText } from './json-text';

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('parseJsonText', () => {
  it('parses JSON nested up to the limit', () => {
    expect(parseJsonText(`{"a":${nested(MAX_JSON_DEPTH - 1)}}`)).toEqual({ a: expect.any(Array) });
  });

  it('refuses JSON nested deeper than the limit, which JSON.stringify could not write back', () => {
    const text = nested(20_000);
    expect(() => JSON.stringify(JSON.parse(text))).toThrow(RangeError);
    expect(() => parseJsonText(text)).toThrow(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: `\\"${'['.repeat(MAX_JSON_DEPTH * 2)}` });
    expect(parseJsonText(text)).toEqual(JSON.parse(text));
  });

  it.each(['', '{', '{"a":}', 'nul'])('refuses %p as invalid', (text) => {
    expect(() => parseJsonText(text)).toThrow('Empty or invalid json');
  });
});
