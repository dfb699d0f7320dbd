import { IS_VALUE, POSTGREST_OPERATOR } from './filter-params';
import type { RpcArgs } from './rpc-call';

// Query parameters that are never a function's argument nor a filter (QueryParams.hs).
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict']);
const LOGIC = /(^|\.)(and|or)$/;

/** The query string of an `/rpc` call split into the function's arguments and the read's parameters. */
export interface RpcParams {
  /** GET/HEAD: the parameters that are arguments; POST takes its arguments from the body. */
  args: RpcArgs;
  /** `select`, `order`, `limit`, `offset`, logic trees and filters, for parseQuery. */
  read: URLSearchParams;
}

/**
 * As PostgREST's QueryParams.parse: on GET/HEAD a parameter whose value starts with an operator
 * (`id=gt.2`) filters the result and any other (`id=5`) is an argument; on POST every parameter
 * that is not reserved filters the result.
 */
export function splitRpcParams(params: URLSearchParams, readMethod: boolean): RpcParams {
  const args: RpcArgs = {};
  const read = new URLSearchParams();
  for (const [key, value] of params) {
    const filter = RESERVED.has(key) || LOGIC.test(key) || !readMethod || isFilterValue(value);
    if (filter) read.append(key, value);
    else args[key] = value;
  }
  return { args, read };
}

/**
 * A value PostgREST's filter grammar parses (`pOpExpr`); on a GET of a function anything else is an
 * argument, so `is.maybe` or `in.x` stay values as there.
 */
function isFilterValue(value: string): boolean {
  const match = POSTGREST_OPERATOR.exec(value);
  if (!match) return false;
  const operand = value.slice(match[0].length);
  if (match[1] === 'is') return IS_VALUE.test(operand);
  if (match[1] === 'in') return operand.startsWith('(') && operand.endsWith(')');
  return true;
}

/**
 * POST with `columns=`: only the named keys of the body are arguments (a named key the body lacks
 * is passed as NULL), as PostgREST takes iColumns for the payload's keys.
 */
export function pickColumns(args: RpcArgs, columns: string | null): RpcArgs {
  if (columns === null) return args;
  const names = columns.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
  return Object.fromEntries(names.filter(Boolean).map((name) => [name, args[name] ?? null]));
}
