import { failLoad, getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';
import { ANALYTICS_TEXT, toAnalyticsView, type AnalyticsPeriod, type AnalyticsView } from './analyticsView.ts';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const THIRTY_MINUTES = 30 * 60 * 1000;

/** The editor's own time zone: the per-day series is cut at their midnight, not the server's. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

async function fetchAnalytics(period: AnalyticsPeriod, timeZone: string): Promise<AnalyticsView> {
  const { data, error } = await getSupabase().functions.invoke('simple-analytics', {
    body: { period, statsType: 'visitors', include: ['series', 'topStories'], timeZone },
  });
  if (error) failLoad(ANALYTICS_TEXT.failed, error);
  return toAnalyticsView(data);
}

/**
 * The audience figures of one period, from the simple-analytics function: fresh for 15 minutes,
 * kept 30, one retry, never refetched on focus or mount. The Analytics tab and the admins' cards
 * (7 days) share the query, so they show the same answer.
 */
export function useAnalytics(period: AnalyticsPeriod, enabled = true) {
  const timeZone = browserTimeZone();
  return useQuery({
    queryKey: editorKeys.analyticsTrends(period, timeZone),
    queryFn: () => fetchAnalytics(period, timeZone),
    enabled,
    staleTime: FIFTEEN_MINUTES,
    gcTime: THIRTY_MINUTES,
    retry: 1,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    meta: { errorMessage: ANALYTICS_TEXT.failed },
  });
}
