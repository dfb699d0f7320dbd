// A suite's own SQL (schema, seed), read from the checkout at run time and applied as extra
// migrations. PGlite lacks a few things a Supabase CLI database has; each rule below bridges one,
// and the harness prints every rule it used so no adaptation goes unseen.

/**
 * @typedef {object} SqlRule
 * @property {string} name
 * @property {RegExp} pattern what the rule looks for in the suite's SQL
 * @property {string} [prepend] SQL put before the file when the pattern matches
 * @property {string} [replace] replacement of every match (`$&`-style references allowed)
 * @property {string} reason why it is needed, one line
 */

/** @type {SqlRule[]} */
export const SQL_RULES = [
  {
    name: 'authenticator role',
    pattern: /\balter role authenticator\b/i,
    prepend:
      "do $$ begin if not exists (select from pg_roles where rolname = 'authenticator') then create role authenticator noinherit; end if; end $$;",
    reason:
      'PostgREST logs in as `authenticator` on a CLI database; the embedded backend needs no such role, so it is created for the settings the suite gives it',
  },
  {
    name: 'no PostGIS',
    pattern: /^\s*create extension if not exists postgis\b[^;]*;/gim,
    replace: '-- (PostGIS is not available in PGlite)',
    reason: 'PGlite has no PostGIS; geometry columns become text (tests of GeoJSON output are outside the scope)',
  },
  {
    name: 'geometry as text',
    pattern: /\bextensions\.geometry\s*\([^)]*\)/gi,
    replace: 'text',
    reason: 'follows from "no PostGIS"',
  },
  {
    name: 'search_path with extensions',
    pattern: /\b(crypt|gen_salt|gen_random_bytes)\s*\(/i,
    prepend: 'set local search_path = "$user", public, extensions;',
    reason: 'a CLI database runs the seed with `extensions` (pgcrypto) on the search_path of its postgres role',
  },
  {
    name: "GoTrue's auth.users columns",
    pattern: /\binsert into auth\.users\b/i,
    prepend: `alter table auth.users ${[
      'instance_id uuid',
      ...['confirmation_token', 'email_change', 'email_change_token_new', 'recovery_token'].map((c) => `${c} text`),
    ]
      .map((column) => `add column if not exists ${column}`)
      .join(', ')};`,
    reason:
      "GoTrue's auth.users has columns the embedded backend's has not (it keeps only what it reads); the seed's users are inserted with them",
  },
];

/**
 * The suite's SQL with the rules applied, and the names of the rules that changed it.
 * @param {string} sql
 * @param {SqlRule[]} [rules]
 * @returns {{ sql: string, applied: string[] }}
 */
export function adaptSql(sql, rules = SQL_RULES) {
  let out = sql;
  const prefix = [];
  const applied = [];
  for (const rule of rules) {
    rule.pattern.lastIndex = 0;
    if (!rule.pattern.test(out)) continue;
    applied.push(rule.name);
    if (rule.prepend) prefix.push(rule.prepend);
    if (rule.replace !== undefined) out = out.replace(rule.pattern, rule.replace);
  }
  return { sql: [...prefix, out].join('\n'), applied };
}
