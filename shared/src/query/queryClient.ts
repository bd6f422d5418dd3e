import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '../ui/toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorMessage`: the toast shown once when the query fails (after its retry). */
    queryMeta: { errorMessage?: string };
    /** Toasts shown when the mutation fails or succeeds. */
    mutationMeta: { errorMessage?: string; successMessage?: string };
  }
}

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Data is stale after 5 minutes, retried once, not refetched on window focus. Errors have one path:
 * a query or mutation that names an `errorMessage` in its meta gets that toast, once per failure,
 * however many components read it; one without (the ticker's) stays silent.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.errorMessage) toast.error(query.meta.errorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (_error, _variables, _context, mutation) => {
        if (mutation.meta?.errorMessage) toast.error(mutation.meta.errorMessage);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.successMessage) toast.success(mutation.meta.successMessage);
      },
    }),
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
