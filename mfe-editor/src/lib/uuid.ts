const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a row id as the database writes it; a mistyped id in a URL is then no row, not an error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
