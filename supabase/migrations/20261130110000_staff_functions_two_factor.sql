-- Two-factor covers every staff function (issue 47, finding 2; decision 162). The staff policies
-- (20261129150000_staff_two_factor.sql) refuse an aal1 session that misses its two-factor rule, but
-- the SECURITY DEFINER functions below bypass RLS and checked only the caller's role: a stolen
-- password of an admin with an authenticator app listed every account, read the subscriber counts
-- and the analytics, and sent the morning edition for any day it named (2099-01-01, 2099-01-02 ...),
-- each to every subscriber. Each now checks two_factor_satisfied() after its role check, like
-- invite_staff() already did; backend/test/schema/twoFactorEverywhere.test.ts calls every
-- SECURITY DEFINER function the API can reach and fails on one that answers such a session.
-- The morning edition is London's today for every signed-in caller: only the service role (the
-- scheduler, the hosted newsletter-send function, the mail bench) may name a day.

-- Raises 42501 unless the caller's session meets their two-factor rule. The service role and the
-- database owner have no user and meet it. Called by the functions below, which run as the owner.
create or replace function private.require_two_factor()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.two_factor_satisfied() then
    raise exception 'Two-factor sign-in required: enter a code from your authenticator app first'
      using errcode = '42501';
  end if;
end
$$;

revoke execute on function private.require_two_factor() from public, anon, authenticated, service_role;

create or replace function public.admin_list_users()
returns table (id uuid, email text, created_at timestamptz, last_sign_in_at timestamptz, roles text[])
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  perform private.require_two_factor();
  return query
    select u.id, u.email::text, u.created_at, u.last_sign_in_at,
           coalesce(array_agg(r.role order by r.role) filter (where r.role is not null), '{}')
      from auth.users u
      left join public.user_roles r on r.user_id = u.id
     where u.deleted_at is null
     group by u.id
     order by u.email;
end
$$;

create or replace function public.admin_search_users(
  search text default '',
  max_rows integer default 50,
  skip_rows integer default 0
)
returns table (
  id uuid,
  email text,
  full_name text,
  created_at timestamptz,
  last_sign_in_at timestamptz,
  roles text[],
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  needle text := lower(btrim(coalesce(search, '')));
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  perform private.require_two_factor();
  -- strpos, not LIKE: a '%' or '_' typed into the search box is matched literally.
  return query
    select u.id,
           u.email::text,
           nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''),
           u.created_at,
           u.last_sign_in_at,
           coalesce((select array_agg(r.role order by r.role) from public.user_roles r where r.user_id = u.id), '{}'),
           count(*) over ()
      from auth.users u
     where u.deleted_at is null
       and (needle = ''
            or strpos(lower(u.email), needle) > 0
            or strpos(lower(coalesce(u.raw_user_meta_data ->> 'full_name', '')), needle) > 0)
     order by u.email, u.id
     limit least(greatest(coalesce(max_rows, 50), 1), 100)
     offset greatest(coalesce(skip_rows, 0), 0);
end
$$;

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
  perform private.require_two_factor();
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
  perform private.require_two_factor();
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

create or replace function public.newsletter_admin_overview(max_sends integer default 20)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  counts jsonb;
  sends jsonb;
begin
  if not public.is_admin() then
    raise exception 'Admin privileges required' using errcode = '42501';
  end if;
  perform private.require_two_factor();
  select jsonb_build_object(
           'confirmed', count(*) filter (where s.status = 'confirmed'),
           'pending', count(*) filter (where s.status = 'pending'),
           'unsubscribed', count(*) filter (where s.status = 'unsubscribed'),
           'morningEdition', count(*) filter (where s.status = 'confirmed' and s.morning_edition),
           'breakingAlerts', count(*) filter (where s.status = 'confirmed' and s.breaking_alerts))
    into counts from public.newsletter_subscribers s;
  select coalesce(jsonb_agg(row_to_json(r)::jsonb order by r."createdAt" desc), '[]'::jsonb) into sends
    from (
      select s.id, s.kind, s.subject, s.created_at as "createdAt",
             count(d.subscriber_id) as recipients,
             count(d.subscriber_id) filter (where d.status = 'sent') as delivered,
             count(d.subscriber_id) filter (where d.status = 'failed') as failed,
             count(d.subscriber_id) filter (where d.status = 'pending') as waiting
        from (select * from public.newsletter_sends x where x.kind <> 'confirmation'
               order by x.created_at desc limit least(greatest(max_sends, 1), 100)) s
        left join public.newsletter_deliveries d on d.send_id = s.id
       group by s.id, s.kind, s.subject, s.created_at
    ) r;
  return jsonb_build_object('subscribers', counts, 'sends', sends);
end
$$;

-- Queues today's morning edition (London's day) for every confirmed subscriber who chose it, once:
-- an edition already queued is answered as it is (created false). No story in the last 24 hours:
-- nothing is queued (send_id null). An admin at their two-factor level ("Send the morning edition
-- now") names no day: a day from a signed-in caller is refused (42501), so an edition is sent at
-- most once a day. The service role (a scheduler, the mail bench) may still name one.
create or replace function public.newsletter_queue_morning_edition(edition_day date default null)
returns table (send_id uuid, recipients integer, created boolean)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  day date := (now() at time zone 'Europe/London')::date;
  stories jsonb;
  found_id uuid;
  new_id uuid;
begin
  if coalesce(private.api_role(), 'service_role') <> 'service_role' then
    if not public.is_admin() then
      raise exception 'Only admins can send the morning edition' using errcode = '42501';
    end if;
    perform private.require_two_factor();
    if edition_day is not null then
      raise exception 'The morning edition is always today''s: send it without a day' using errcode = '42501';
    end if;
  end if;
  day := coalesce(edition_day, day);
  perform pg_advisory_xact_lock(hashtextextended('morning edition ' || day::text, 0));
  select s.id into found_id from public.newsletter_sends s where s.kind = 'morning_edition' and s.ref = day::text;
  if found_id is null then
    stories := private.morning_edition_stories();
    if jsonb_array_length(stories) = 0 then
      return query select null::uuid, 0, false;
      return;
    end if;
    insert into public.newsletter_sends (kind, ref, subject, payload, created_by)
    values ('morning_edition', day::text,
            'The morning edition: ' || (stories -> 0 ->> 'title'),
            jsonb_build_object('day', day, 'stories', stories), auth.uid())
    returning id into new_id;
    insert into public.newsletter_deliveries (send_id, subscriber_id)
    select new_id, r.id from public.newsletter_subscribers r
     where r.status = 'confirmed' and r.morning_edition
    on conflict do nothing;
    found_id := new_id;
  end if;
  return query select found_id, (select count(*)::integer from public.newsletter_deliveries d where d.send_id = found_id),
    new_id is not null;
end
$$;

-- Replacing a function keeps its grants; restated, as every migration with API functions does.
revoke execute on function public.admin_list_users(), public.admin_search_users(text, integer, integer),
  public.analytics_summary(text), public.analytics_trends(text, text), public.newsletter_admin_overview(integer),
  public.newsletter_queue_morning_edition(date) from public, anon;
grant execute on function public.admin_list_users(), public.analytics_summary(text), public.analytics_trends(text, text),
  public.newsletter_admin_overview(integer), public.newsletter_queue_morning_edition(date) to authenticated, service_role;
grant execute on function public.admin_search_users(text, integer, integer) to authenticated;
