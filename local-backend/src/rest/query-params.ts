import type { ForeignKey, SchemaCache } from '../database/schema-cache';
import { PostgrestHttpError, requestError } from './postgrest-error';
import { parseFilter, parseLogic } from './filter-params';
import { splitTopLevel } from './query-syntax';

/** PostgREST filter operators the local backend supports. */
export type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';

/** `column=[not.]operator.value` from the query string, or one item of a logic tree. */
export interface Filter {
  kind: 'filter';
  column: string;
  operator: FilterOperator;
  negate: boolean;
  /** Text for scalar operators, a list for `in`, a keyword for `is`. */
  value: string | string[];
}

/** `or=(...)`, `and=(...)` (optionally `not.`), nested as `or(...)` / `and(...)` inside one another. */
export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  conditions: Condition[];
}

/** One condition of the WHERE clause; top-level conditions are joined with AND. */
export type Condition = Filter | LogicTree;

/** One `order=` term. */
export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

/** One `select=` column; `alias:column` renames the key in the JSON answer. */
export interface SelectItem {
  kind: 'column';
  column: string;
  alias: string | null;
}

/** `*` among other items, e.g. `select=*,resources(title)`. */
export interface SelectStar {
  kind: 'star';
}

/** A many-to-one embedding, `[alias:]table[!hint](columns)`, followed through a foreign key. */
export interface SelectEmbed {
  kind: 'embed';
  alias: string;
  foreignKey: ForeignKey;
  /** null means `*`. */
  select: SelectNode[] | null;
}

/** One item of a `select=` list. */
export type SelectNode = SelectItem | SelectStar | SelectEmbed;

/** Everything a read (or a representation of a write) needs from the query string. */
export interface ParsedQuery {
  /** null means `*`. */
  select: SelectNode[] | null;
  filters: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  /** `columns=` of bulk inserts, quoted or not. */
  columns: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC_KEYS = new Set(['or', 'and', 'not.or', 'not.and']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;
const SELECT_ITEM =
  /^(?:([A-Za-z_][A-Za-z0-9_$]*)\s*:\s*)?([A-Za-z_][A-Za-z0-9_$]*)(?:!([A-Za-z_][A-Za-z0-9_$]*))?(?:\((.*)\))?$/s;

/**
 * Parses PostgREST's query string grammar (the subset the site, the staff pages, supabase-js and
 * the tests use) and checks every column against the schema cache. Throws PostgrestHttpError
 * like PostgREST would.
 */
export function parseQuery(params: URLSearchParams, table: string, schema: SchemaCache): ParsedQuery {
  const columns = schema.get(table) ?? new Set<string>();
  const column = (name: string): string => checkColumn(name.trim(), table, columns);
  const query: ParsedQuery = { select: null, filters: [], order: [], limit: null, offset: null, columns: null };
  for (const [key, raw] of params) {
    if (key === 'select') query.select = parseSelect(raw, table, schema);
    else if (key === 'order')
      query.order = raw
        .split(',')
        .filter(Boolean)
        .map((t) => parseOrder(t, column));
    // The handler reads limit and offset together with the Range header (range.ts); here they
    // are only kept for callers that build SQL from the query alone.
    else if (key === 'limit' || key === 'offset') query[key] = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    else if (key === 'columns') query.columns = raw.split(',').map((c) => column(c.trim().replace(/^"(.*)"$/, '$1')));
    else if (LOGIC_KEYS.has(key)) query.filters.push(parseLogic(key, raw, column));
    else if (!RESERVED.has(key)) query.filters.push(parseFilter(column(key), raw, false));
  }
  return query;
}

function checkColumn(name: string, table: string, columns: ReadonlySet<string>): string {
  if (!IDENTIFIER.test(name)) {
    throw requestError(
      400,
      'PGRST100',
      `failed to parse column name "${name}"`,
      'JSON paths and casts are not supported by the local backend',
    );
  }
  if (!columns.has(name)) throw requestError(400, '42703', `column ${table}.${name} does not exist`);
  return name;
}

function parseSelect(raw: string, table: string, schema: SchemaCache): SelectNode[] | null {
  const items = splitTopLevel(raw, 'select')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0 || (items.length === 1 && items[0] === '*')) return null;
  const columns = schema.get(table) ?? new Set<string>();
  return items.map((item): SelectNode => {
    if (item === '*') return { kind: 'star' };
    const match = SELECT_ITEM.exec(item);
    if (!match) throw requestError(400, 'PGRST100', `failed to parse select parameter (${item})`);
    const [, alias, name = '', hint, inner] = match;
    if (inner === undefined) {
      if (hint !== undefined) throw requestError(400, 'PGRST100', `failed to parse select parameter (${item})`);
      return { kind: 'column', column: checkColumn(name, table, columns), alias: alias ?? null };
    }
    const foreignKey = findForeignKey(table, name, hint, schema);
    return {
      kind: 'embed',
      alias: alias ?? name,
      foreignKey,
      select: parseSelect(inner, foreignKey.references, schema),
    };
  });
}

/**
 * The foreign key a many-to-one embedding follows: named by the referenced table, the FK column
 * or the constraint, optionally disambiguated by `!hint` (column or constraint), as PostgREST.
 */
function findForeignKey(table: string, name: string, hint: string | undefined, schema: SchemaCache): ForeignKey {
  if (hint === 'inner' || hint === 'left') {
    throw requestError(400, 'PGRST100', `"!${hint}" embedding is not supported by the local backend`);
  }
  const candidates = schema.foreignKeys.filter(
    (fk) =>
      fk.table === table &&
      (fk.references === name || fk.column === name || fk.constraint === name) &&
      (hint === undefined || fk.column === hint || fk.constraint === hint),
  );
  if (candidates.length === 1 && candidates[0]) return candidates[0];
  if (candidates.length > 1) {
    throw new PostgrestHttpError(300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${table}' and '${name}'`,
      details: candidates.map((fk) => fk.constraint).join(', '),
      hint: `Try changing '${name}' to one of the constraint names with '!'`,
    });
  }
  const oneToMany = schema.foreignKeys.some((fk) => fk.table === name && fk.references === table);
  throw new PostgrestHttpError(400, {
    code: 'PGRST200',
    message: `Could not find a relationship between '${table}' and '${name}' in the schema cache`,
    details: oneToMany ? 'one-to-many embedding is not supported by the local backend' : null,
    hint: null,
  });
}

function parseOrder(term: string, column: (name: string) => string): OrderTerm {
  const [name = '', ...modifiers] = term.trim().split('.');
  const order: OrderTerm = { column: column(name), descending: false, nulls: null };
  for (const m of modifiers) {
    if (m === 'asc' || m === 'desc') order.descending = m === 'desc';
    else if (m === 'nullsfirst' || m === 'nullslast') order.nulls = m === 'nullsfirst' ? 'first' : 'last';
    else throw requestError(400, 'PGRST100', `failed to parse order (${term})`, `unexpected "${m}"`);
  }
  return order;
}
