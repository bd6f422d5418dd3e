import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';
import { fetchNewsletterOverview, NEWSLETTER_LOAD_ERROR } from './newsletterOverview.ts';

/** While a send still has messages waiting, the tab follows it every 2 seconds. */
export function newsletterOverviewQuery() {
  return queryOptions({
    queryKey: adminQueryKeys.newsletter,
    queryFn: fetchNewsletterOverview,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.sends.some((send) => send.waiting > 0) ? 2000 : false),
    meta: { errorMessage: NEWSLETTER_LOAD_ERROR },
  });
}

export function useNewsletterOverview() {
  return useQuery(newsletterOverviewQuery());
}
