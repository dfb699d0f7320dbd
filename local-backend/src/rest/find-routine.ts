import { EXPOSED_SCHEMA } from '../database/schema-cache';
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
  const named = routines.filter((r) => r.name === name);
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
      message: `Could not choose the best candidate function between: ${found
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
    // PostgREST suggests a close name by fuzzy matching; this backend does not (see README).
    hint: null,
  });
}

function matchesParams(routine: Routine, keys: string[]): boolean {
  if (routine.params.length === 0) return keys.length === 0;
  const required = routine.params.filter((p) => p.required).map((p) => p.name);
  const optional = new Set(routine.params.filter((p) => !p.required).map((p) => p.name));
  const rest = keys.filter((k) => !optional.has(k));
  return rest.length === required.length && required.every((name) => rest.includes(name));
}
