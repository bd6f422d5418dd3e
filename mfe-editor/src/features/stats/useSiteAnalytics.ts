import { getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { editorKeys } from '../../lib/editorKeys.ts';

export interface SiteAnalytics {
  visitors: number;
  pageviews: number;
  /** Country → page views, most first. */
  countries: Array<[string, number]>;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const THIRTY_MINUTES = 30 * 60 * 1000;

function numberOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

interface AnalyticsBody {
  visitors?: { value?: unknown };
  pageviews?: { value?: unknown };
  countries?: { value?: unknown };
}

/** The simple-analytics answer as the stat cards use it; odd values count as nothing. */
export function toSiteAnalytics(body: AnalyticsBody | null | undefined): SiteAnalytics {
  const countries = body?.countries?.value;
  const entries =
    countries && typeof countries === 'object'
      ? Object.entries(countries as Record<string, unknown>).map(([name, n]): [string, number] => [name, numberOf(n)])
      : [];
  entries.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { visitors: numberOf(body?.visitors?.value), pageviews: numberOf(body?.pageviews?.value), countries: entries };
}

async function fetchSiteAnalytics(): Promise<SiteAnalytics> {
  const { data, error } = await getSupabase().functions.invoke('simple-analytics', {
    body: { period: '7d', statsType: 'visitors' },
  });
  if (error) throw new Error(error.message, { cause: error });
  return toSiteAnalytics(data as AnalyticsBody);
}

/** Admins' audience figures (last 7 days): cached 15 minutes, kept 30, one retry, no refetch on focus or mount. */
export function useSiteAnalytics(enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.siteAnalytics,
    queryFn: fetchSiteAnalytics,
    enabled,
    staleTime: FIFTEEN_MINUTES,
    gcTime: THIRTY_MINUTES,
    retry: 1,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    meta: { errorMessage: 'Failed to load analytics.' },
  });
}
