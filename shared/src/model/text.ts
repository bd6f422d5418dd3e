/** Row text helpers shared by the mappers: every missing or non-string field becomes ''. */
export function textOr(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

/** Ids may arrive as uuid strings or numeric keys; both become strings, anything else ''. */
export function idOf(value: unknown): string {
  return textOr(value).trim();
}

/** An alt text whose value is the literal "undefined" (an old form bug) counts as absent. */
export function altText(value: unknown): string {
  const text = textOr(value);
  return text.trim() === 'undefined' ? '' : text;
}
