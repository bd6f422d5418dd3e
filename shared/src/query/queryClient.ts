import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

/** SPEC §9: data is stale after 5 minutes, retried once, not refetched on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: FIVE_MINUTES, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

let shared: QueryClient | null = null;

/** The one query cache of the portal, shared by the shell and every remote. */
export function getQueryClient(): QueryClient {
  shared ??= createQueryClient();
  return shared;
}
