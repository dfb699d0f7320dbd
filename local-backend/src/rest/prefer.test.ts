import type { IncomingMessage } from 'node:http';
import { parsePrefer, refuseInvalidPreferences, refuseOverMaxAffected } from './prefer';
import { PostgrestHttpError } from './postgrest-error';

const withPrefer = (prefer: string | string[]) => ({ headers: { prefer } }) as unknown as IncomingMessage;
const thrown = (work: () => void): unknown => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
};

// PostgREST v13 src/PostgREST/ApiRequest/Preferences.hs fromHeaders and its doctests.
describe('parsePrefer', () => {
  it('reads every preference PostgREST knows, the first value of each winning, across repeated headers', () => {
    expect(
      parsePrefer(
        withPrefer([
          'return=representation,  count=estimated , resolution=ignore-duplicates',
          'missing=default, handling=strict, max-affected=5, timezone=Asia/Kolkata, return=minimal, tx=rollback',
        ]),
      ),
    ).toEqual({
      return: 'representation',
      count: 'estimated',
      resolution: 'ignore-duplicates',
      missing: 'default',
      handling: 'strict',
      strict: true,
      maxAffected: 5,
      timezone: 'Asia/Kolkata',
      invalid: ['timezone=Asia/Kolkata'],
    });
  });

  it('collects what it does not know, in order, splitting on commas only', () => {
    const prefer = parsePrefer(withPrefer('garbage, return=representation;x, count=sideways, missing=null'));
    expect(prefer).toMatchObject({ return: null, count: null, missing: 'null', handling: null, strict: false });
    expect(prefer.invalid).toEqual(['garbage', 'return=representation;x', 'count=sideways']);
  });

  it('takes only the first max-affected, and none when it is not an integer', () => {
    expect(parsePrefer(withPrefer('max-affected=3, max-affected=9')).maxAffected).toBe(3);
    expect(parsePrefer(withPrefer('max-affected=many, max-affected=9'))).toMatchObject({
      maxAffected: null,
      invalid: [],
    });
  });
});

describe('refuseInvalidPreferences', () => {
  it('is 400 PGRST122 naming them under handling=strict, and nothing otherwise', () => {
    const error = thrown(() =>
      refuseInvalidPreferences(parsePrefer(withPrefer('handling=strict, garbage, count=sideways'))),
    );
    expect(error).toBeInstanceOf(PostgrestHttpError);
    expect(error).toMatchObject({
      status: 400,
      body: {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: garbage, count=sideways',
      },
    });
    expect(
      thrown(() => refuseInvalidPreferences(parsePrefer(withPrefer('handling=lenient, garbage')))),
    ).toBeUndefined();
  });
});

describe('refuseOverMaxAffected', () => {
  it('is 400 PGRST124 over the limit with handling=strict only', () => {
    const strict = parsePrefer(withPrefer('handling=strict, max-affected=2'));
    expect(thrown(() => refuseOverMaxAffected(strict, 2))).toBeUndefined();
    expect(thrown(() => refuseOverMaxAffected(strict, 3))).toMatchObject({
      status: 400,
      body: { code: 'PGRST124', details: 'The query affects 3 rows' },
    });
    expect(thrown(() => refuseOverMaxAffected(parsePrefer(withPrefer('max-affected=2')), 3))).toBeUndefined();
  });
});
