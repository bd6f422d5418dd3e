/** Body size limits: generous for API payloads, small enough that one request cannot exhaust memory. */
export const AUTH_BODY_LIMIT_BYTES = 256 * 1024;
export const REST_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * The deepest nesting of arrays and objects a JSON body may have. JSON.parse copes with thousands
 * of levels, but the recursive code after it (JSON.stringify inside a transaction, metadata merges,
 * parameter serialisation) overflows the stack (issue 47); no real body comes near this.
 */
export const MAX_JSON_DEPTH = 64;

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string };

/** Whether `text` nests arrays and objects deeper than MAX_JSON_DEPTH, counted without recursion. */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

/**
 * Parses a request body as JSON without throwing; an empty body is `undefined`. A body nested
 * deeper than MAX_JSON_DEPTH is refused before anything recurses over it.
 */
export function parseJsonText(text: string): JsonBody {
  if (text.trim() === '') return { ok: true, value: undefined };
  if (nestsTooDeep(text)) return { ok: false, error: `exceeded max depth (${MAX_JSON_DEPTH} levels)` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'invalid JSON' };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
