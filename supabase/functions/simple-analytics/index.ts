// POST { period = '7d', statsType = 'visitors' } with the caller's JWT ->
// { visitors: {value}, pageviews: {value}, countries: {value: {country: n}}, sources: {value: {source: n}} }.
// Optional: include: ['series', 'topStories'] and timeZone (IANA, default UTC) add
// series: {unit: 'hour'|'day', timeZone, value: [{start, visitors, pageviews}]} and
// topStories: {value: [{id, slug, title, views}]} (public.analytics_trends) to the same answer.
// The console's team only (editors and admins, docs/product/analytics.md): the caller is identified
// from their token and checked with is_editor(); the database functions check again.
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json, preflight, readJsonObject } from '../_shared/http.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';

const PERIODS = ['24h', '7d', '30d', '90d'] as const;
const STATS_TYPES = ['visitors', 'pageviews', 'countries', 'sources'] as const;
const INCLUDES = ['series', 'topStories'] as const;
type Include = (typeof INCLUDES)[number];
const FORBIDDEN = 'Unauthorized: Editor access required';

export interface AnalyticsSummary {
  visitors: { value: number };
  pageviews: { value: number };
  countries: { value: Record<string, number> };
  sources: { value: Record<string, number> };
}

export interface AnalyticsTrends {
  series: {
    unit: 'hour' | 'day';
    timeZone: string;
    value: Array<{ start: string; visitors: number; pageviews: number }>;
  };
  topStories: { value: Array<{ id: string; slug: string | null; title: string; views: number }> };
}

/** The optional parts asked for, or null when `include` is not a list of known names. */
function includesOf(value: unknown): Include[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => isOneOf(INCLUDES, item))) return null;
  return [...new Set(value as Include[])];
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export async function handleSimpleAnalytics(request: Request): Promise<Response> {
  if (request.method === 'OPTIONS') return preflight();
  if (request.method !== 'POST') return errorResponse(405, 'Method not allowed.');

  const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
  if (!token) return errorResponse(401, 'Sign in to view analytics.');
  const body = await readJsonObject(request);
  if (!body) return errorResponse(400, 'Request body must be a JSON object.');
  const period = body.period ?? '7d';
  const statsType = body.statsType ?? 'visitors';
  if (!isOneOf(PERIODS, period)) return errorResponse(400, `period must be one of ${PERIODS.join(', ')}.`);
  if (!isOneOf(STATS_TYPES, statsType))
    return errorResponse(400, `statsType must be one of ${STATS_TYPES.join(', ')}.`);
  const include = includesOf(body.include);
  if (!include) return errorResponse(400, `include may list ${INCLUDES.join(', ')}.`);
  const timeZone = body.timeZone ?? 'UTC';
  if (typeof timeZone !== 'string' || timeZone.length > 64)
    return errorResponse(400, 'timeZone must be an IANA time zone name.');

  try {
    const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data: userData, error: userError } = await supabase.auth.getUser(token);
    if (userError || !userData.user) return errorResponse(401, 'Sign in to view analytics.');

    const onTeam = await supabase.rpc('is_editor');
    if (onTeam.error) throw onTeam.error;
    if (onTeam.data !== true) return errorResponse(403, FORBIDDEN);

    const [summary, trends] = await Promise.all([
      supabase.rpc('analytics_summary', { period }),
      include.length > 0 ? supabase.rpc('analytics_trends', { period, time_zone: timeZone }) : null,
    ]);
    const error = summary.error ?? trends?.error;
    if (error?.code === '42501') return errorResponse(403, FORBIDDEN);
    if (error) throw error;
    const answer: AnalyticsSummary & Partial<AnalyticsTrends> = { ...(summary.data as AnalyticsSummary) };
    const extra = trends?.data as AnalyticsTrends | undefined;
    if (extra && include.includes('series')) answer.series = extra.series;
    if (extra && include.includes('topStories')) answer.topStories = extra.topStories;
    return json(answer);
  } catch (error) {
    console.error('simple-analytics: failed', error);
    return errorResponse(500, 'Failed to load analytics.');
  }
}

serve(handleSimpleAnalytics);
