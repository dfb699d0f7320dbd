import type { IncomingMessage } from 'node:http';
import { parsePrefer } from './prefer';
import { preferenceApplied } from './preference-applied';

const prefer = (header: string) => parsePrefer({ headers: { prefer: header } } as unknown as IncomingMessage);

// PostgREST v13 Preferences.hs prefAppliedHeader with the sets Response.hs passes per response.
describe('preferenceApplied', () => {
  it('echoes what each response acts on, in PostgREST order', () => {
    const all = prefer(
      'max-affected=3, handling=strict, count=exact, return=representation, missing=default, resolution=merge-duplicates, tx=rollback',
    );
    expect(preferenceApplied(all, 'insert', true)).toBe(
      'resolution=merge-duplicates, missing=default, return=representation, count=exact, handling=strict',
    );
    expect(preferenceApplied(all, 'insert', false)).toBe(
      'missing=default, return=representation, count=exact, handling=strict',
    );
    expect(preferenceApplied(all, 'update')).toBe(
      'missing=default, return=representation, count=exact, handling=strict, max-affected=3',
    );
    expect(preferenceApplied(all, 'delete')).toBe(
      'return=representation, count=exact, handling=strict, max-affected=3',
    );
    expect(preferenceApplied(all, 'rpc')).toBe('count=exact, handling=strict, max-affected=3');
    expect(preferenceApplied(all, 'read')).toBe('count=exact, handling=strict');
  });

  it('leaves out max-affected without strict handling, and says nothing when nothing applies', () => {
    expect(preferenceApplied(prefer('handling=lenient, max-affected=3'), 'delete')).toBe('handling=lenient');
    expect(preferenceApplied(prefer('garbage, tx=commit'), 'read')).toBeNull();
  });
});
