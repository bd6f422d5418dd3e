-- 1. Links that reach readers: a live feed's url (the ticker and the Live Updates panel link to it)
--    must be "#" (no link), an http(s) URL or a path on this site, never a `javascript:`/`data:`
--    URL or a protocol-relative `//host`. The forms refuse such input with a message first; this
--    check refuses it from any other client. NOT VALID: rows already stored on a deployed project
--    are left for an editor to fix, every new write is checked. (Advertisements' URLs are checked by
--    migration 20261122120300.)
-- 2. analytics_trends: the Analytics tab's picture of a period (visitors and page views per day, or
--    per hour for the last 24 hours) and its most-read stories, from the first-party page_views
--    and story_views. Runs as the caller: only admins can read those logs.

alter table public.live_feeds add constraint live_feeds_url_safe check (
  url = '#' or url ~* '^https?://[^/\s\\]' or url ~ '^/([^/\\]|$)'
) not valid;

-- period: '24h' (hourly buckets), '7d', '30d' or '90d' (daily buckets). time_zone: an IANA name
-- the buckets follow (the editor's own); an unknown one falls back to UTC and the answer says so.
-- Buckets with no views are present with zeros, oldest first, labelled with their local start.
create or replace function public.analytics_trends(period text default '7d', time_zone text default 'UTC')
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  since timestamptz;
  unit text;
  zone text := 'UTC';
  series jsonb;
  top_stories jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select public.is_admin()) then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  since := now() - case period
    when '24h' then interval '24 hours'
    when '1d' then interval '1 day'
    when '7d' then interval '7 days'
    when '30d' then interval '30 days'
    when '90d' then interval '90 days'
    else null
  end;
  if since is null then
    raise exception 'Unknown period %; use 24h, 7d, 30d or 90d', period using errcode = '22023';
  end if;
  unit := case when period in ('24h', '1d') then 'hour' else 'day' end;
  if time_zone is not null and char_length(time_zone) <= 64 and time_zone ~ '^[A-Za-z][A-Za-z0-9_+/-]*$' then
    begin
      perform now() at time zone time_zone;
      zone := time_zone;
    exception when others then
      zone := 'UTC';
    end;
  end if;

  with buckets as (
    select generate_series(
      date_trunc(unit, since at time zone zone),
      date_trunc(unit, now() at time zone zone),
      ('1 ' || unit)::interval
    ) as bucket
  ), counted as (
    select date_trunc(unit, v.created_at at time zone zone) as bucket,
           count(*) as pageviews,
           count(distinct v.visitor_id) as visitors
      from public.page_views v
     where v.created_at >= since
     group by 1
  )
  select jsonb_agg(
           jsonb_build_object(
             'start', to_char(b.bucket, 'YYYY-MM-DD"T"HH24:MI'),
             'visitors', coalesce(c.visitors, 0),
             'pageviews', coalesce(c.pageviews, 0)
           ) order by b.bucket)
    into series
    from buckets b left join counted c on c.bucket = b.bucket;

  select jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title, 'views', t.views) order by t.views desc, t.title, t.id)
    into top_stories
    from (
      select s.id, s.title, count(*) as views
        from public.story_views sv
        join public.news_stories s on s.id = sv.story_id
       where sv.created_at >= since
       group by s.id, s.title
       order by views desc, s.title, s.id
       limit 10
    ) t;

  return jsonb_build_object(
    'series', jsonb_build_object('unit', unit, 'timeZone', zone, 'value', coalesce(series, '[]'::jsonb)),
    'topStories', jsonb_build_object('value', coalesce(top_stories, '[]'::jsonb))
  );
end
$$;

revoke execute on function public.analytics_trends(text, text) from public, anon, authenticated;
grant execute on function public.analytics_trends(text, text) to authenticated, service_role;
