/**
 * How deep a request's JSON may nest. V8 parses far deeper, but writing such a value back out
 * (JSON.stringify, to hand it to PostgreSQL) overflows the stack at a few thousand levels, so a
 * deeper body is refused up front as the bad request it is.
 */
export const MAX_JSON_DEPTH = 512;

/** Thrown when a text is not JSON, or nests deeper than {@link MAX_JSON_DEPTH}. */
export class JsonTextError extends Error {}

/** Parses a request body as JSON within the depth limit. */
export function parseJsonText(text: string): unknown {
  if (nestingDepth(text) > MAX_JSON_DEPTH) throw new JsonTextError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new JsonTextError('Empty or invalid json');
  }
}

/** The deepest bracket nesting outside strings: one pass, no recursion, whatever the text. */
function nestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, ++depth);
    else if (char === ']' || char === '}') depth--;
  }
  return deepest;
}
