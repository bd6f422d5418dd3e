-- An ad's report reads a bounded window (the newest 90 days) and its campaign totals from the
-- database, so a long campaign's table is never cut short by the API's row cap without saying so
-- (decision 187, read-through of stop 60). Security invoker: ad_daily_stats' own policy decides
-- (admins meeting their two-factor rule); anyone else sums no rows and gets zeros.
create or replace function public.ad_campaign_totals(ad_id uuid)
returns table (impressions bigint, clicks bigint, first_day date, last_day date)
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(s.impressions), 0)::bigint, coalesce(sum(s.clicks), 0)::bigint, min(s.day), max(s.day)
  from public.ad_daily_stats s
  where s.ad_id = ad_campaign_totals.ad_id
$$;

comment on function public.ad_campaign_totals(uuid) is
  'One ad''s impressions and clicks over its whole campaign, with its first and last counted day (rows the caller may read).';

revoke execute on function public.ad_campaign_totals(uuid) from public, anon;
grant execute on function public.ad_campaign_totals(uuid) to authenticated, service_role;
