import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { fetchPushOverview, PUSH_LOAD_ERROR } from './pushOverview.ts';

/** While an alert still has pushes waiting, the section follows it every 2 seconds. */
export function pushOverviewQuery() {
  return queryOptions({
    queryKey: [...adminQueryKeys.newsletter, 'web-push'] as const,
    queryFn: fetchPushOverview,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.sends.some((send) => send.waiting > 0) ? 2000 : false),
    meta: { errorMessage: PUSH_LOAD_ERROR },
  });
}

export function usePushOverview() {
  return useQuery(pushOverviewQuery());
}
