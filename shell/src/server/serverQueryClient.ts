import { QueryCache, QueryClient, type DehydratedState, dehydrate } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * One query cache per request. No retries (the time box is short), no toasts (nobody sees them
 * on the server): a query that fails is reported to `onFailure` and left for the browser to fetch.
 */
export function createServerQueryClient(onFailure: () => void): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onFailure }),
    defaultOptions: { queries: { staleTime: FIVE_MINUTES, retry: false, gcTime: Infinity } },
  });
}

/**
 * Forgets what failed, so the page renders its loading state there (as the browser will before it
 * fetches again) instead of an error the browser would not reproduce while hydrating.
 */
export function dropFailedQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
}

/** What was loaded, for the page; the browser's cache starts from it. */
export function dehydrateLoaded(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' });
}
