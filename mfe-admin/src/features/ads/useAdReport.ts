import { getSupabase } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { adminQueryKeys } from '../../lib/adminQueryKeys.ts';

export interface AdReportRow {
  day: string;
  position: string;
  impressions: number;
  clicks: number;
}

/** The table shows the newest days only: one row per day and position stays under the API's row cap. */
export const AD_REPORT_DAYS = 90;

export interface AdCampaignTotals {
  impressions: number;
  clicks: number;
}

export interface AdReportFigures {
  /** The newest AD_REPORT_DAYS counted days, oldest first. */
  rows: AdReportRow[];
  /** The whole campaign, summed by the database. */
  totals: AdCampaignTotals;
  /** Days counted before the table's window (their figures are in the totals and the CSV). */
  olderDays: boolean;
}

/** The ISO day AD_REPORT_DAYS - 1 days before `lastDay`: the table's first day. */
export function reportWindowStart(lastDay: string): string {
  const day = new Date(`${lastDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - (AD_REPORT_DAYS - 1));
  return day.toISOString().slice(0, 10);
}

/** One ad's report (admins only: the table's policy), its window ending on its last counted day. */
export async function fetchAdReport(adId: string): Promise<AdReportFigures> {
  const supabase = getSupabase();
  const { data: totals, error } = await supabase.rpc('ad_campaign_totals', { ad_id: adId }).single();
  if (error) throw error;
  if (!totals.last_day) return { rows: [], totals, olderDays: false };
  const since = reportWindowStart(totals.last_day);
  const rows = await supabase
    .from('ad_daily_stats')
    .select('day, position, impressions, clicks')
    .eq('ad_id', adId)
    .gte('day', since)
    .order('day')
    .order('position');
  if (rows.error) throw rows.error;
  return { rows: rows.data, totals, olderDays: totals.first_day < since };
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
