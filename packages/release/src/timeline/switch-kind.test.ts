import { switchKind } from './switch-kind';

it('names the kind of every switch reason of the live pointer, and none for the start of a timeline', () => {
  expect(
    [
      'release',
      'promote',
      'canary promoted',
      'start',
      'rollback',
      'switch',
      'site rollback to #3',
      'timeline started',
    ].map(switchKind),
  ).toEqual(['release', 'promote', 'canary-promote', 'start', 'rollback', 'rollback', 'rollback', null]);
});
