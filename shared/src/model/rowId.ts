const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids are UUIDs: anything else in a URL names no row, and is never sent to the database (where
 * it would be an error, not "not found").
 */
export function isRowId(id: string): boolean {
  return UUID.test(id);
}
