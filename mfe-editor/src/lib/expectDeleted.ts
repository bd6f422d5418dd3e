/**
 * Awaits a delete that selects the deleted rows (`.delete().eq('id', id).select('id')`) and fails
 * unless one went: a delete the policies filter out removes 0 rows without an error.
 */
export async function expectDeleted(
  remove: PromiseLike<{ data: readonly unknown[] | null; error: { message: string } | null }>,
  thing: string,
): Promise<void> {
  const { data, error } = await remove;
  if (error) throw new Error(error.message, { cause: error });
  if (!data || data.length === 0) throw new Error(`The ${thing} was not deleted (missing, or no rights)`);
}
