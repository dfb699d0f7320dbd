import { requestError } from './postgrest-error';

/**
 * Splits PostgREST list syntax at the commas that are not inside parentheses or double quotes:
 * `a,b(c,d),"e,f"` -> `a`, `b(c,d)`, `"e,f"`. `context` names the parameter in errors.
 */
export function splitTopLevel(text: string, context: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(') depth++;
    else if (char === ')') {
      depth--;
      if (depth < 0) throw requestError(400, 'PGRST100', `failed to parse (${context})`, 'unbalanced parentheses');
    } else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) {
    throw requestError(400, 'PGRST100', `failed to parse (${context})`, 'unbalanced parentheses or quotes');
  }
  parts.push(text.slice(start));
  return parts;
}

/** `"a \"b\", c"` -> `a "b", c`; anything not in double quotes is returned as it is. */
export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}
