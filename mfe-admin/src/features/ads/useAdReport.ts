import { getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';

export interface AdReportRow {
  day: string;
  position: string;
  impressions: number;
  clicks: number;
}

/** One ad's figures per day and position, oldest first (admins only: the table's policy). */
export async function fetchAdReport(adId: string): Promise<AdReportRow[]> {
  const { data, error } = await getSupabase()
    .from('ad_daily_stats')
    .select('day, position, impressions, clicks')
    .eq('ad_id', adId)
    .order('day')
    .order('position');
  if (error) throw error;
  return data ?? [];
}

export function useAdReport(adId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...adminQueryKeys.advertisements, 'report', adId],
    queryFn: () => fetchAdReport(adId),
    enabled,
  });
}

/** The advertiser's CSV, built by the database (ad_campaign_report_csv: admins only). */
export async function fetchAdReportCsv(adId: string): Promise<string> {
  const { data, error } = await getSupabase().rpc('ad_campaign_report_csv', { ad_id: adId });
  if (error) throw error;
  return data ?? '';
}

/** Click-through rate as the CSV gives it: clicks per 100 impressions, two decimals. */
export function clickThroughRate(row: { impressions: number; clicks: number }): string {
  return row.impressions > 0 ? `${((100 * row.clicks) / row.impressions).toFixed(2)}%` : '–';
}
