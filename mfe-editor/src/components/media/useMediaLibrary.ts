import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConsoleWrite } from '../../lib/useConsoleWrite.ts';
import { deleteMedia, describeMedia, fetchMediaPage, fetchMediaUses, MEDIA_KEY } from './mediaApi.ts';
import { MEDIA_PAGE_SIZE, type MediaFilters } from './mediaAssets.ts';

/** The library, newest first, one keyset page at a time (Load more asks for the next). */
export function useMediaLibrary(filters: MediaFilters) {
  return useInfiniteQuery({
    queryKey: [...MEDIA_KEY, 'pages', filters],
    queryFn: ({ pageParam }) => fetchMediaPage(filters, pageParam),
    initialPageParam: null as { created_at: string; id: string } | null,
    getNextPageParam: (last) => {
      const end = last.at(-1);
      return last.length === MEDIA_PAGE_SIZE && end ? { created_at: end.created_at, id: end.id } : undefined;
    },
  });
}

export function useMediaUses(id: string) {
  return useQuery({ queryKey: [...MEDIA_KEY, 'uses', id], queryFn: () => fetchMediaUses(id) });
}

export function useDescribeMedia() {
  return useConsoleWrite(describeMedia, {
    successMessage: 'Image details saved',
    errorMessage: 'Failed to save the image details. Please try again.',
    refresh: [MEDIA_KEY],
  });
}

/** Its failures (a refusal names the uses) are shown in the dialog, not as a toast. */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    meta: { successMessage: 'Image deleted' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
  });
}
