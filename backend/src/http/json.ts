/** Body size limits: generous for API payloads, small enough that one request cannot exhaust memory. */
export const AUTH_BODY_LIMIT_BYTES = 256 * 1024;
export const REST_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export type JsonBody = { ok: true; value: unknown } | { ok: false; error: string };

/** Parses a request body as JSON without throwing; an empty body is `undefined`. */
export function parseJsonText(text: string): JsonBody {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'invalid JSON' };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
