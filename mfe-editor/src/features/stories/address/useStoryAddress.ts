import { getSupabase } from '@newsroom/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * A story's slugs as staff see them: the current one (its address) and the earlier ones that
 * redirect to it, the newest 50 (public.story_addresses), with how many older ones were left out.
 */
export interface StoryAddresses {
  current: string | null;
  earlier: string[];
  older: number;
}

const addressesKey = (storyId: string) => ['story-addresses', storyId] as const;

/** The page address of a slug on this site. */
export const storyAddressUrl = (slug: string, origin = window.location.origin) =>
  `${origin}/story/${encodeURIComponent(slug)}`;

async function fetchAddresses(storyId: string): Promise<StoryAddresses> {
  const { data, error } = await getSupabase().rpc('story_addresses', { story: storyId });
  if (error) throw new Error('The story’s address could not be loaded.', { cause: error });
  const addresses = (data ?? {}) as Partial<StoryAddresses>;
  return { current: addresses.current ?? null, earlier: addresses.earlier ?? [], older: addresses.older ?? 0 };
}

/** The database's own words for a refused slug (duplicate, reserved, malformed), else a general one. */
async function changeAddress(storyId: string, slug: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('set_story_slug', { story: storyId, new_slug: slug });
  if (error) throw new Error(error.message || 'The address was not changed.', { cause: error });
  return data;
}

/** A saved story's address and its change by an editor (decision 206). */
export function useStoryAddress(storyId: string) {
  const queryClient = useQueryClient();
  const addresses = useQuery({
    queryKey: addressesKey(storyId),
    queryFn: () => fetchAddresses(storyId),
    meta: { errorMessage: 'The story’s address could not be loaded.' },
  });
  const change = useMutation({
    mutationFn: (slug: string) => changeAddress(storyId, slug),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey(storyId) }),
  });
  return { addresses, change };
}
