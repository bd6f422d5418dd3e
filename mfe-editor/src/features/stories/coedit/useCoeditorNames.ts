import { getSupabase } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

const NO_NAMES: Readonly<Record<string, string>> = {};

async function fetchNames(storyId: string, userIds: string[]): Promise<Record<string, string>> {
  const { data, error } = await getSupabase().rpc('story_coeditor_names', { story: storyId, users: userIds });
  if (error) throw new Error(error.message);
  return Object.fromEntries((data ?? []).map((row) => [row.user_id, row.name]));
}

/**
 * The staff directory's names of the people present, by user id (story_coeditor_names: staff only,
 * asked by someone with rights on the story). Asked again when the people present change (at most
 * 50 ids a call).
 */
export function useCoeditorNames(storyId: string | null, userIds: string[]): Readonly<Record<string, string>> {
  const ids = [...userIds].sort();
  const names = useQuery({
    queryKey: ['editor', 'coeditor-names', storyId, ids],
    queryFn: () => fetchNames(storyId ?? '', ids),
    enabled: storyId !== null && ids.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
  return names.data ?? NO_NAMES;
}
