import type { IncomingMessage } from 'node:http';
import { parsePrefer } from './prefer';
import { PostgrestHttpError } from './postgrest-error';

const withPrefer = (prefer: string) => ({ headers: { prefer } }) as unknown as IncomingMessage;

describe('parsePrefer', () => {
  it('ignores preferences it does not know, as PostgREST does by default', () => {
    expect(parsePrefer(withPrefer('garbage, return=representation, count=exact'))).toEqual({
      representation: true,
      count: true,
      resolution: null,
    });
  });

  it('refuses them with 400 PGRST122 under handling=strict, naming them', () => {
    let error: unknown;
    try {
      parsePrefer(withPrefer('handling=strict, return=representation, garbage, count=sideways'));
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(PostgrestHttpError);
    expect(error).toMatchObject({
      status: 400,
      body: { code: 'PGRST122', details: 'Invalid preferences: garbage, count=sideways' },
    });
  });

  it('accepts every preference PostgREST knows under handling=strict', () => {
    const known =
      'handling=strict, return=minimal, count=planned, resolution=merge-duplicates, missing=default, tx=rollback, max-affected=5, timezone=Asia/Kolkata';
    expect(parsePrefer(withPrefer(known))).toEqual({
      representation: false,
      count: true,
      resolution: 'merge-duplicates',
    });
  });
});
