import { closestName } from './fuzzy-name';

// The hint PostgREST gives for an unknown function name (src/PostgREST/Error.hs NoRpc, with the
// `fuzzyset` package): the names below are the callable functions of postgrest-js 2.109.0's test
// schema, whose advanced_rpc.test.ts expects this suggestion.
const KNOWN = [
  'blurb_message',
  'function_returning_row',
  'function_returning_set_of_rows',
  'function_returning_single_row',
  'get_messages',
  'get_status',
  'polymorphic_function_with_different_return',
  'polymorphic_function_with_no_params_or_unnamed',
  'polymorphic_function_with_unnamed_default',
  'polymorphic_function_with_unnamed_default_overload',
  'polymorphic_function_with_unnamed_json',
  'polymorphic_function_with_unnamed_jsonb',
  'polymorphic_function_with_unnamed_text',
  'postgrest_unresolvable_function',
  'void_func',
];

describe('closestName', () => {
  it('suggests the closest name, compared without case and underscores', () => {
    expect(closestName('polymorphic_function_with_unnamed_integer', KNOWN)).toBe(
      'polymorphic_function_with_unnamed_text',
    );
    expect(closestName('GET_STATUSES', KNOWN)).toBe('get_status');
  });

  it('suggests nothing when no name is close enough (score under 0.33)', () => {
    expect(closestName('qqq', KNOWN)).toBeNull();
    expect(closestName('x', KNOWN)).toBeNull();
    expect(closestName('anything', [])).toBeNull();
  });
});
