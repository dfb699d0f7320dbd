/**
 * Characters as PostgreSQL's `char_length` counts them: Unicode code points, not UTF-16 units
 * (an emoji is one character, not two). Every limit on the site is counted this way, so a value
 * a form accepts is never refused by the database's CHECK, and the other way round.
 */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
