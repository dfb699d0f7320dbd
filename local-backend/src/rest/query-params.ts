import type { ForeignKey, SchemaCache } from '../database/schema-cache';
import { PostgrestHttpError, requestError } from './postgrest-error';
import { parseFilter, parseLogic } from './filter-params';
import { splitTopLevel, unquote } from './query-syntax';

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
// `[alias:]"quoted name"`: a column whose name is no identifier.
const QUOTED_ITEM = /^(?:([A-Za-z_][A-Za-z0-9_$]*)\s*:\s*)?("(?:[^"\\]|\\.)*")$/s;
const SELECT_ITEM =
  /^(?:([A-Za-z_][A-Za-z0-9_$]*)\s*:\s*)?([A-Za-z_][A-Za-z0-9_$]*)(?:!([A-Za-z_][A-Za-z0-9_$]*))?(?:\((.*)\))?$/s;

/**
 * Parses PostgREST's query string grammar (the subset the site, the staff pages, supabase-js and
 * the tests use) and checks every column against the schema cache. Throws PostgrestHttpError
 * like PostgREST would; `label` is the relation's name in those errors (default: the table).
 */
export function parseQuery(params: URLSearchParams, table: string, schema: SchemaCache, label = table): ParsedQuery {
  const columns = schema.get(table) ?? new Set<string>();
  const column = (name: string): string => checkColumn(name.trim(), label, columns);
  const query: ParsedQuery = { select: null, filters: [], order: [], limit: null, offset: null, columns: null };
  for (const [key, raw] of params) {
    if (key === 'select') query.select = parseSelect(raw, table, schema, label);
    else if (key === 'order')
      query.order = raw
        .split(',')
        .filter(Boolean)
        .map((t) => parseOrder(t, column));
    // The handler reads limit and offset together with the Range header (range.ts); here they
    // are only kept for callers that build SQL from the query alone.
    else if (key === 'limit' || key === 'offset') query[key] = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    else if (key === 'columns') query.columns = splitTopLevel(raw, 'columns').map((c) => fieldName(c, label, columns));
    else if (LOGIC_KEYS.has(key)) query.filters.push(parseLogic(key, raw, column));
    else if (!RESERVED.has(key)) query.filters.push(parseFilter(column(key), raw, false));
  }
  return query;
}

const QUOTED = /^"(?:[^"\\]|\\.)*"$/s;

/**
 * A column named as PostgREST's field names allow: an identifier, or any name in double quotes
 * (`"column whitespace"`, with `\"` for a quote).
 */
function fieldName(text: string, table: string, columns: ReadonlySet<string>): string {
  const trimmed = text.trim();
  return QUOTED.test(trimmed)
    ? checkColumn(unquote(trimmed), table, columns, true)
    : checkColumn(trimmed, table, columns);
}

function checkColumn(name: string, table: string, columns: ReadonlySet<string>, quoted = false): string {
  if (!quoted && !IDENTIFIER.test(name)) {
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

/**
 * `label` names the relation in a 42703 (PostgreSQL's alias for it: `pgrst_call` for a function's
 * rows); `depth` is the embedding level (1 for the embeddings of the requested table).
 */
function parseSelect(raw: string, table: string, schema: SchemaCache, label = table, depth = 1): SelectNode[] | null {
  const items = splitTopLevel(raw, 'select')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0 || (items.length === 1 && items[0] === '*')) return null;
  const columns = schema.get(table) ?? new Set<string>();
  const embedded = new Set<string>();
  return items.map((item): SelectNode => {
    if (item === '*') return { kind: 'star' };
    const quoted = QUOTED_ITEM.exec(item);
    if (quoted) return { kind: 'column', column: fieldName(quoted[2] ?? '', label, columns), alias: quoted[1] ?? null };
    const match = SELECT_ITEM.exec(item);
    if (!match) throw requestError(400, 'PGRST100', `failed to parse select parameter (${item})`);
    const [, alias, name = '', hint, inner] = match;
    if (inner === undefined) {
      if (hint !== undefined) throw requestError(400, 'PGRST100', `failed to parse select parameter (${item})`);
      return { kind: 'column', column: checkColumn(name, label, columns), alias: alias ?? null };
    }
    const foreignKey = findForeignKey(table, name, hint, schema);
    // PostgREST names each embedding's subquery <table>_<alias or name>_<depth>: two siblings
    // under one name collide in PostgreSQL (42712) rather than one hiding the other.
    const key = alias ?? name;
    if (embedded.has(key))
      throw requestError(400, '42712', `table name "${table}_${key}_${depth}" specified more than once`);
    embedded.add(key);
    return {
      kind: 'embed',
      alias: key,
      foreignKey,
      // `users()`: an embedding with no fields adds no key (it would only filter, with `!inner`).
      select:
        inner.trim() === '' ? [] : parseSelect(inner, foreignKey.references, schema, foreignKey.references, depth + 1),
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
      // A table's own name, embedded in itself, means its children (one-to-many) in PostgREST;
      // its parent is reached through the foreign key's column or constraint.
      ((fk.references === name && fk.references !== table) || fk.column === name || fk.constraint === name) &&
      (hint === undefined || fk.column === hint || fk.constraint === hint),
  );
  if (candidates.length === 1 && candidates[0]) return candidates[0];
  if (candidates.length > 1) {
    throw new PostgrestHttpError(300, {
      code: 'PGRST201',
      message: `Could not embed because more than one relationship was found for '${table}' and '${name}'`,
      details: candidates.map((fk) => ({
        cardinality: 'many-to-one',
        embedding: `${table} with ${fk.references}`,
        relationship: `${fk.constraint} using ${table}(${fk.column}) and ${fk.references}(${fk.referencedColumn})`,
      })),
      hint: `Try changing '${name}' to one of the following: ${candidates.map((fk) => `'${name}!${fk.constraint}'`).join(', ')}. Find the desired relationship in the 'details' key.`,
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
