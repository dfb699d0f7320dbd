import { parseQuery } from './query-params';
import { buildSelect } from './sql-builder';

const columns = new Set(['id', 'type', 'title', 'created_at']);
const parse = (query: string) => parseQuery(new URLSearchParams(query), 'resources', columns);

describe('parseQuery + buildSelect', () => {
  it('turns the site query into SQL with no values inlined', () => {
    const statement = buildSelect(
      'resources',
      parse('select=*&order=created_at.desc&type=eq.Report&limit=5&offset=10'),
    );
    expect(statement.sql).toContain(
      'select * from "public"."resources" where "type" = $1 order by "created_at" desc limit 5 offset 10',
    );
    expect(statement.params).toEqual(['Report']);
  });

  it('supports aliases, nulls ordering, negation, in, is and like', () => {
    const q = parse(
      'select=name:title,id&order=title.asc.nullsfirst&type=not.in.(Podcast,"Web, inar")&id=is.null&title=ilike.*GCC*',
    );
    const { sql, params } = buildSelect('resources', q);
    expect(sql).toContain('"title" as "name", "id"');
    expect(sql).toContain('not ("type" in ($1, $2)) and "id" is null and "title"::text ilike $3');
    expect(sql).toContain('order by "title" asc nulls first');
    expect(params).toEqual(['Podcast', 'Web, inar', '%GCC%']);
  });

  it.each([
    ['an unknown column', 'select=secret', '42703'],
    ['an injection attempt in a column name', 'order=title;drop table x', 'PGRST100'],
    ['a quoted identifier', 'select="id"', 'PGRST100'],
    ['an unknown operator', 'type=regex.x', 'PGRST100'],
    ['resource embedding', 'select=*,leads(*)', 'PGRST100'],
    ['a negative limit', 'limit=-1', 'PGRST100'],
    ['an or filter', 'or=(type.eq.a,type.eq.b)', 'PGRST100'],
  ])('rejects %s with %s', (_label, query, code) => {
    expect(() => parse(query)).toThrow(expect.objectContaining({ body: expect.objectContaining({ code }) }));
  });
});
