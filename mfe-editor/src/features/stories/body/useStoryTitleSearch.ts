import { getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { likePattern } from './linkRules.ts';

export interface FoundStory {
  id: string;
  /** Its current slug: a link inserted for it goes to its address (decision 206). */
  slug?: string | null;
  title: string;
}

/** The fewest characters worth a search. */
export const MIN_SEARCH = 2;

async function searchStories(text: string): Promise<FoundStory[]> {
  const { data, error } = await getSupabase()
    .from('news_stories')
    .select('id, title, slug')
    .eq('status', 'published')
    .ilike('title', likePattern(text))
    .order('published_at', { ascending: false })
    .limit(8);
  if (error) throw new Error(error.message, { cause: error });
  return data ?? [];
}

/** The site's published stories whose title holds `text` (newest first), for internal links. */
export function useStoryTitleSearch(text: string) {
  const wanted = text.trim();
  return useQuery({
    queryKey: ['editor', 'story-title-search', wanted],
    queryFn: () => searchStories(wanted),
    enabled: wanted.length >= MIN_SEARCH,
    staleTime: 30_000,
  });
}
