import type { WriteErrorLike } from '@newsroom/shared';

/**
 * Awaits an update or delete that selects the changed rows, and fails unless one changed: RLS hides
 * what a caller may not change (no error, no row), which is a refusal (42501, worded by shared's
 * describeWriteError), not a success.
 */
export async function changedRows(
  write: PromiseLike<{ data: readonly unknown[] | null; error: WriteErrorLike | null }>,
  thing: string,
): Promise<void> {
  const { data, error } = await write;
  if (error) throw error;
  if (!data || data.length === 0) throw Object.assign(new Error(`No ${thing} was changed`), { code: '42501' });
}
