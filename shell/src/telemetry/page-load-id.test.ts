import { webcrypto } from 'node:crypto';
import { newPageLoadId } from './page-load-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newPageLoadId', () => {
  it('uses crypto.randomUUID where the context has it', () => {
    expect(
      newPageLoadId({ randomUUID: () => '11111111-1111-4111-8111-111111111111', getRandomValues: () => null as never }),
    ).toBe('11111111-1111-4111-8111-111111111111');
  });

  it('makes a version 4 UUID from random bytes elsewhere, as the function accepts it, never the same twice', () => {
    const source = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => webcrypto.getRandomValues(array as never) as T,
    };
    const ids = Array.from({ length: 50 }, () => newPageLoadId(source));
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(50);
    const allOnes = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => (
        (array as unknown as Uint8Array).fill(255),
        array
      ),
    };
    expect(newPageLoadId(allOnes)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});
