-- The Analytics tab is the console's, not only the admins' (issue 27, docs/product/analytics.md):
-- editors and admins read the audience figures. The raw logs (page_views, story_views: visitor
-- ids, user agents) stay admin-only under RLS; these two functions answer aggregates only, so they
-- now run as their owner and check the caller themselves (42501 for anyone without a team role).

create or replace function public.analytics_summary(period text default '7d')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  result jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select public.is_editor()) then
    raise exception 'Unauthorized: Editor access required' using errcode = '42501';
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
  select jsonb_build_object(
    'visitors', jsonb_build_object('value', (select count(distinct visitor_id) from public.page_views where created_at >= since)),
    'pageviews', jsonb_build_object('value', (select count(*) from public.page_views where created_at >= since)),
    'countries', jsonb_build_object('value', coalesce((
      select jsonb_object_agg(country, n) from (
        select coalesce(nullif(btrim(country), ''), 'Unknown') as country, count(*) as n
          from public.page_views where created_at >= since group by 1
      ) c), '{}'::jsonb)),
    'sources', jsonb_build_object('value', coalesce((
      select jsonb_object_agg(source, n) from (
        select source, count(*) as n from public.page_views where created_at >= since group by 1
      ) s), '{}'::jsonb))
  ) into result;
  return result;
end
$$;

create or replace function public.analytics_trends(period text default '7d', time_zone text default 'UTC')
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  since timestamptz;
  unit text;
  zone text := 'UTC';
  series jsonb;
  top_stories jsonb;
begin
  if coalesce((select auth.role()), '') <> 'service_role' and not (select public.is_editor()) then
    raise exception 'Unauthorized: Editor access required' using errcode = '42501';
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

revoke execute on function public.analytics_summary(text) from public, anon;
grant execute on function public.analytics_summary(text) to authenticated, service_role;
revoke execute on function public.analytics_trends(text, text) from public, anon;
grant execute on function public.analytics_trends(text, text) to authenticated, service_role;
