import { schemaCache } from '../database/schema-cache';
import { parseQuery } from './query-params';
import { buildSelect } from './sql-builder';

const schema = schemaCache(
  [
    ['resources', new Set(['id', 'type', 'title', 'created_at'])],
    ['resource_leads', new Set(['id', 'name', 'email', 'company', 'resource_id', 'created_at'])],
  ],
  [
    {
      constraint: 'resource_leads_resource_id_fkey',
      table: 'resource_leads',
      column: 'resource_id',
      references: 'resources',
      referencedColumn: 'id',
    },
  ],
);
const parse = (query: string, table = 'resources') => parseQuery(new URLSearchParams(query), table, schema);

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
    expect(sql).toContain('"resources"."title" as "name", "resources"."id"');
    expect(sql).toContain('not ("type" in ($1, $2)) and "id" is null and "title"::text ilike $3');
    expect(sql).toContain('order by "title" asc nulls first');
    expect(params).toEqual(['Podcast', 'Web, inar', '%GCC%']);
  });

  it('turns or=/and= trees, nested and negated, into bound conditions; quoted values keep their commas', () => {
    const q = parse(
      'select=id&or=(name.ilike.*a*,email.ilike."*b,c*",company.not.eq.x)&and=(or(created_at.lt."2026-01-01T00:00:00.5%2B00:00",and(created_at.eq.2026-01-01,id.lt.9)))&not.or=(name.is.null,email.in.(a,"b,c"))',
      'resource_leads',
    );
    const { sql, params } = buildSelect('resource_leads', q);
    expect(sql).toContain(
      'where ("name"::text ilike $1 or "email"::text ilike $2 or not ("company" = $3)) and (("created_at" < $4 or ("created_at" = $5 and "id" < $6))) and not ("name" is null or "email" in ($7, $8))',
    );
    expect(params).toEqual(['%a%', '%b,c%', 'x', '2026-01-01T00:00:00.5+00:00', '2026-01-01', '9', 'a', 'b,c']);
  });

  it('embeds the resource of a lead through the foreign key, chosen after paging', () => {
    const q = parse(
      'select=id,name,resources(title,type),res:resource_id(*)&order=created_at.desc&limit=50',
      'resource_leads',
    );
    const { sql } = buildSelect('resource_leads', q);
    expect(sql).toContain(
      '(select to_json(_e1) from (select _s1."title", _s1."type" from "public"."resources" as _s1 where _s1."id" = "resource_leads"."resource_id") as _e1) as "resources"',
    );
    expect(sql).toContain('as "res"');
    expect(sql).toContain(
      'from (select * from "public"."resource_leads" order by "created_at" desc limit 50) as "resource_leads" order by "created_at" desc',
    );
  });

  it('takes double-quoted column names in select and columns, as PostgREST field names (QueryParams.hs pQuotedValue)', () => {
    const q = parse('select=t:"title",%22id%22&columns=%22title%22,type');
    expect(q.columns).toEqual(['title', 'type']);
    expect(buildSelect('resources', q).sql).toContain('select "resources"."title" as "t", "resources"."id" from');
  });

  it.each([
    ['an unknown column', 'select=secret', '42703'],
    ['an unknown column in an embedding', 'select=*,resources(secret)', '42703'],
    ['an unknown column in an or filter', 'or=(secret.eq.1)', '42703'],
    ['an injection attempt in a column name', 'order=title;drop table x', 'PGRST100'],
    ['a quoted name that is no column', 'select="title; drop table x"', '42703'],
    ['an unknown operator', 'type=regex.x', 'PGRST100'],
    ['an unknown operator in an or filter', 'or=(name.regex.x)', 'PGRST100'],
    ['an unbalanced or filter', 'or=(name.eq.a,and(name.eq.b)', 'PGRST100'],
    ['an or filter without parentheses', 'or=name.eq.a', 'PGRST100'],
    ['a relationship that does not exist', 'select=*,leads(*)', 'PGRST200'],
    ['a one-to-many embedding', 'select=*,resource_leads(*)', 'PGRST200'],
    ['an inner-join embedding', 'select=*,resources!inner(*)', 'PGRST100'],
  ])('rejects %s with %s', (_label, query, code) => {
    const table = query.includes('resources') || query.includes('or=') ? 'resource_leads' : 'resources';
    expect(() => parse(query, table)).toThrow(expect.objectContaining({ body: expect.objectContaining({ code }) }));
  });
});
