import { requestError } from './postgrest-error';

/** PostgREST filter operators the local backend supports. */
export type FilterOperator = 'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';
const OPERATORS: ReadonlySet<string> = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in']);

/** `column=[not.]operator.value` from the query string. */
export interface Filter {
  column: string;
  operator: FilterOperator;
  negate: boolean;
  /** Text for scalar operators, a list for `in`, a keyword for `is`. */
  value: string | string[];
}

/** One `order=` term. */
export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls: 'first' | 'last' | null;
}

/** One `select=` item; `alias:column` renames the key in the JSON answer. */
export interface SelectItem {
  column: string;
  alias: string | null;
}

/** Everything a read (or a representation of a write) needs from the query string. */
export interface ParsedQuery {
  /** null means `*`. */
  select: SelectItem[] | null;
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
  /** `columns=` of bulk inserts, quoted or not. */
  columns: string[] | null;
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]*$/;

/**
 * Parses PostgREST's query string grammar (the subset the site, supabase-js and the tests use)
 * and checks every column against the table. Throws PostgrestHttpError like PostgREST would.
 */
export function parseQuery(params: URLSearchParams, table: string, columns: ReadonlySet<string>): ParsedQuery {
  const column = (name: string): string => checkColumn(name.trim(), table, columns);
  const query: ParsedQuery = { select: null, filters: [], order: [], limit: null, offset: null, columns: null };
  for (const [key, raw] of params) {
    if (key === 'select') query.select = parseSelect(raw, column);
    else if (key === 'order')
      query.order = raw
        .split(',')
        .filter(Boolean)
        .map((t) => parseOrder(t, column));
    else if (key === 'limit') query.limit = parseCount(key, raw);
    else if (key === 'offset') query.offset = parseCount(key, raw);
    else if (key === 'columns') query.columns = raw.split(',').map((c) => column(c.trim().replace(/^"(.*)"$/, '$1')));
    else if (key === 'or' || key === 'and' || key === 'not.or' || key === 'not.and') {
      throw requestError(400, 'PGRST100', `"${key}" filters are not supported by the local backend`);
    } else if (!RESERVED.has(key)) query.filters.push(parseFilter(column(key), raw));
  }
  return query;
}

function checkColumn(name: string, table: string, columns: ReadonlySet<string>): string {
  if (!IDENTIFIER.test(name)) {
    throw requestError(
      400,
      'PGRST100',
      `failed to parse column name "${name}"`,
      'JSON paths, casts and embedding are not supported by the local backend',
    );
  }
  if (!columns.has(name)) throw requestError(400, '42703', `column ${table}.${name} does not exist`);
  return name;
}

function parseSelect(raw: string, column: (name: string) => string): SelectItem[] | null {
  if (raw.includes('('))
    throw requestError(
      400,
      'PGRST100',
      'failed to parse select parameter',
      'resource embedding is not supported by the local backend',
    );
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0 || items.includes('*')) return null;
  return items.map((item) => {
    const [alias, name] = item.includes(':') ? item.split(':', 2) : [null, item];
    if (alias !== null && !IDENTIFIER.test(alias.trim()))
      throw requestError(400, 'PGRST100', `failed to parse alias "${alias}"`);
    return { column: column(name ?? ''), alias: alias?.trim() ?? null };
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

function parseCount(key: string, raw: string): number {
  if (!/^\d{1,9}$/.test(raw))
    throw requestError(400, 'PGRST100', `failed to parse ${key} (${raw})`, 'expected a non-negative integer');
  return Number(raw);
}

function parseFilter(column: string, raw: string): Filter {
  const negate = raw.startsWith('not.');
  const rest = negate ? raw.slice(4) : raw;
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  const value = dot === -1 ? '' : rest.slice(dot + 1);
  if (dot === -1 || !OPERATORS.has(operator)) {
    throw requestError(
      400,
      'PGRST100',
      `failed to parse filter (${raw})`,
      `unknown or unsupported operator "${operator}"`,
    );
  }
  if (operator === 'is' && !/^(null|true|false|unknown)$/i.test(value)) {
    throw requestError(400, 'PGRST100', `failed to parse filter (${raw})`, 'is. accepts null, true, false or unknown');
  }
  if (operator === 'in') return { column, operator, negate, value: parseList(raw, value) };
  return { column, operator: operator as FilterOperator, negate, value };
}

function parseList(raw: string, value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw requestError(400, 'PGRST100', `failed to parse filter (${raw})`, 'in. expects (a,b,...)');
  const items: string[] = [];
  for (const match of value.slice(1, -1).matchAll(/"((?:[^"\\]|\\.)*)"|([^,]+)/g)) {
    items.push(match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '').trim());
  }
  return items;
}
