import { EXPOSED_SCHEMA } from '../database/schema-cache';
import { closestName } from './fuzzy-name';
import { PostgrestHttpError } from './postgrest-error';
import type { Routine } from './routines';

/**
 * The overload `/rpc/<name>` calls with these argument names, as PostgREST's findProc (Plan.hs):
 * every required parameter named and nothing else but optional ones; a POST of JSON may also
 * call a function whose single parameter is an unnamed json/jsonb. Else 404 PGRST202 (300 PGRST203
 * when two match).
 */
export function findRoutine(routines: Routine[], name: string, keys: string[], isPost: boolean): Routine {
  const sorted = [...new Set(keys)].sort();
  const known = routines.filter((r) => r.name === name);
  const named = known.filter((r) => r.callable);
  const matches = named.filter((r) => matchesParams(r, sorted));
  const fallback = named.filter(
    (r) => isPost && r.params.length === 1 && r.params[0]?.name === '' && /^jsonb?$/.test(r.params[0].type),
  );
  const found = matches.length ? matches : fallback;
  if (found.length === 1 && found[0]) return found[0];
  const func = `${EXPOSED_SCHEMA}.${name}`;
  if (found.length > 1) {
    throw new PostgrestHttpError(300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${[...found]
        .sort(byParams)
        .map((r) => `${func}(${r.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`)
        .join(', ')}`,
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  const withParams = sorted.length
    ? ` with parameter${sorted.length > 1 ? 's' : ''} ${sorted.join(', ')}`
    : ' without parameters';
  throw new PostgrestHttpError(404, {
    code: 'PGRST202',
    message: `Could not find the function ${func}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    details: `Searched for the function ${func}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
    hint: known.length ? null : nameHint(routines, name),
  });
}

/**
 * The order PostgREST's PGRST203 message lists candidates in, as its answers show: by parameters,
 * name then type, one after the other (so `f()` before `f( => text)`, `(a => integer)` before
 * `(a => text)`).
 */
function byParams(a: Routine, b: Routine): number {
  const key = (r: Routine) => r.params.map((p) => [p.name, p.type] as const);
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const [xi, yi] = [x[i], y[i]];
    if (!xi || !yi) break;
    const order = compare(xi[0], yi[0]) || compare(xi[1], yi[1]);
    if (order) return order;
  }
  return x.length - y.length;
}

// Code-point order, as Haskell compares Text (localeCompare would follow the locale).
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * PostgREST's hint when no function has the name: the closest name of the schema cache. When the
 * name exists with other parameters PostgREST suggests an overload; this backend does not (null).
 */
function nameHint(routines: Routine[], name: string): string | null {
  const closest = closestName(name, [...new Set(routines.map((r) => r.name))]);
  return closest === null ? null : `Perhaps you meant to call the function ${EXPOSED_SCHEMA}.${closest}`;
}

function matchesParams(routine: Routine, keys: string[]): boolean {
  if (routine.params.length === 0) return keys.length === 0;
  const required = routine.params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
  const rest = keys.filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((name) => rest.includes(name));
}
