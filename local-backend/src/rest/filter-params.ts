import { requestError } from './postgrest-error';
import type { Condition, Filter, FilterOperator, LogicTree } from './query-params';
import { splitTopLevel, unquote } from './query-syntax';

// The filter half of PostgREST's query grammar: `column=[not.]op.value` and logic trees.
const OPERATORS: ReadonlySet<string> = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in']);

/**
 * Every operator PostgREST knows (QueryParams.hs), with its `(any)`/`(all)` or full-text `(config)`
 * modifier: the ones this backend does not implement are refused by name, never read as a value.
 */
export const POSTGREST_OPERATOR =
  /^(?:not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch|in|is|isdistinct|cs|cd|ov|sl|sr|nxr|nxl|adj|fts|plfts|phfts|wfts)(\([^)]*\))?\./;

/** The values of `is.`, any case (QueryParams.hs pIsVal). */
export const IS_VALUE = /^(null|not_null|true|false|unknown)$/i;

// Trees nest far less in practice; the limit keeps a hostile `or=(or(or(...)))` from exhausting
// the parser's stack (and PostgreSQL's) instead of getting a 400.
const MAX_LOGIC_DEPTH = 100;

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`: the items, each a filter or a nested tree. */
export function parseLogic(key: string, raw: string, column: (name: string) => string, depth = 1): LogicTree {
  if (depth > MAX_LOGIC_DEPTH) {
    throw requestError(400, 'PGRST100', 'failed to parse logic tree', `nested deeper than ${MAX_LOGIC_DEPTH} levels`);
  }
  const negate = key.startsWith('not.');
  const operator = key.endsWith('or') ? 'or' : 'and';
  const body = raw.trim();
  if (!body.startsWith('(') || !body.endsWith(')')) {
    throw requestError(400, 'PGRST100', `failed to parse logic tree (${raw})`, 'expected (condition,condition,...)');
  }
  const conditions = splitTopLevel(body.slice(1, -1), raw).map((item): Condition => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(item.trim());
    if (nested) return parseLogic(`${nested[1] ?? ''}${nested[2] ?? ''}`, nested[3] ?? '', column, depth + 1);
    const dot = item.indexOf('.');
    if (dot === -1) throw requestError(400, 'PGRST100', `failed to parse logic tree (${raw})`, `near "${item}"`);
    return parseFilter(column(item.slice(0, dot)), item.slice(dot + 1), true);
  });
  if (conditions.length === 0) throw requestError(400, 'PGRST100', `failed to parse logic tree (${raw})`);
  return { kind: 'logic', operator, negate, conditions };
}

/** `[not.]operator.value` of one column (`inTree`: inside or=/and=, where values may be quoted). */
export function parseFilter(column: string, raw: string, inTree: boolean): Filter {
  const negate = raw.startsWith('not.');
  const rest = negate ? raw.slice(4) : raw;
  const dot = rest.indexOf('.');
  const operator = dot === -1 ? rest : rest.slice(0, dot);
  // Inside or=/and= trees a value with reserved characters (, . : ( )) is written in double quotes.
  const text = dot === -1 ? '' : rest.slice(dot + 1);
  const value = inTree && operator !== 'in' ? unquote(text) : text;
  const known = POSTGREST_OPERATOR.exec(rest);
  if (known && (known[2] !== undefined || !OPERATORS.has(operator))) {
    // PostgREST's 400 PGRST127 for what it has and this backend does not.
    throw requestError(
      400,
      'PGRST127',
      'Feature not implemented',
      `The operator "${operator}" is not supported by the local backend`,
    );
  }
  if (dot === -1 || !OPERATORS.has(operator)) {
    throw requestError(
      400,
      'PGRST100',
      `failed to parse filter (${raw})`,
      `unknown or unsupported operator "${operator}"`,
    );
  }
  if (operator === 'is' && !IS_VALUE.test(value)) {
    throw requestError(
      400,
      'PGRST100',
      `failed to parse filter (${raw})`,
      'is. accepts null, not_null, true, false or unknown',
    );
  }
  if (operator === 'in') return { kind: 'filter', column, operator, negate, value: parseList(raw, value) };
  return { kind: 'filter', column, operator: operator as FilterOperator, negate, value };
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
