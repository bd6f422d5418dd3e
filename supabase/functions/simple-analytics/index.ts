// POST { period = '7d', statsType = 'visitors' } with the caller's JWT ->
// { visitors: {value}, pageviews: {value}, countries: {value: {country: n}}, sources: {value: {source: n}} }.
// Admins only: the caller is identified from their token and checked in user_roles; the summary is
// computed by public.analytics_summary as that same caller, which checks again in the database.
import { createClient } from '@supabase/supabase-js';
import { errorResponse, json, preflight, readJsonObject } from '../_shared/http.ts';
import { requireEnv, serve } from '../_shared/runtime.ts';

const PERIODS = ['24h', '7d', '30d', '90d'] as const;
const STATS_TYPES = ['visitors', 'pageviews', 'countries', 'sources'] as const;
const FORBIDDEN = 'Unauthorized: Admin access required';

export interface AnalyticsSummary {
  visitors: { value: number };
  pageviews: { value: number };
  countries: { value: Record<string, number> };
  sources: { value: Record<string, number> };
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

  try {
    const supabase = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_ANON_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
    });
    const { data: userData, error: userError } = await supabase.auth.getUser(token);
    if (userError || !userData.user) return errorResponse(401, 'Sign in to view analytics.');

    const role = await supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', userData.user.id)
      .eq('role', 'admin')
      .maybeSingle();
    if (role.error) throw role.error;
    if (!role.data) return errorResponse(403, FORBIDDEN);

    const { data, error } = await supabase.rpc('analytics_summary', { period });
    if (error?.code === '42501') return errorResponse(403, FORBIDDEN);
    if (error) throw error;
    return json(data as AnalyticsSummary);
  } catch (error) {
    console.error('simple-analytics: failed', error);
    return errorResponse(500, 'Failed to load analytics.');
  }
}

serve(handleSimpleAnalytics);
