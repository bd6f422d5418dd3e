import { queryKeys, storyPath, type Story } from '@newsroom/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A story opened in the browser by its id or an old slug moves to its address (decision 206), as
 * the server's 301 does for a fresh page load: the address bar, history and shares then carry the
 * canonical URL. The story is handed to the new address's query, so nothing loads again.
 */
export function useCanonicalStoryAddress(address: string, story: Story | null | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const slug = story?.slug;
  useEffect(() => {
    if (!story || !slug || slug === address) return;
    queryClient.setQueryData(queryKeys.story(slug), story);
    void navigate(`${storyPath(story)}${location.search}${location.hash}`, { replace: true });
  }, [address, slug, story, navigate, location.search, location.hash, queryClient]);
}
