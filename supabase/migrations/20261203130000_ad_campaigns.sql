-- Ad campaigns that report (issue 53, item 7; decision 187, docs/product/ad-campaigns.md).
-- 1. A window: an ad shows from starts_at (none: at once) until ends_at (none: until switched
--    off). The public read policy and the purge trigger's idea of "public" both use it, so a reader
--    never reads an ad outside its window, whatever the client asks; the publication clock (below)
--    purges cached pages when a window opens or closes, since no write happens then.
-- 2. Targeting: sections (story categories) and editions; empty means everywhere. Not a secret:
--    the reader filters by them (shared/src/model/adCampaign.ts).
-- 3. frequency_cap: impressions a day one reader's device shows, counted on the device.
-- 4. Reports: impressions and clicks per ad, Europe/London day and position, counted only through
--    record_ad_event (bots excluded, de-duplicated, limited by source as page views are) and read
--    by admins only, in the table or as CSV (ad_campaign_report_csv).

-- The campaign columns ---------------------------------------------------------------------------

alter table public.advertisements
  add column starts_at timestamptz,
  add column ends_at timestamptz,
  add column sections text[] not null default '{}',
  add column editions text[] not null default '{}',
  add column frequency_cap smallint,
  add constraint advertisements_window_order check (starts_at is null or ends_at is null or ends_at > starts_at),
  add constraint advertisements_sections_check check (sections <@ array[
    'Business & Finance', 'Politics, Legal & Governance', 'Health & Environment', 'Sports',
    'Arts & Culture', 'Arts & Culture - Travel', 'Arts & Culture - Music', 'Arts & Culture - Lifestyle',
    'Arts & Culture - Literature', 'Arts & Culture - Theatre', 'Feature', 'Foreign'
  ]::text[]),
  add constraint advertisements_editions_check check (editions <@ array['uk', 'zimbabwe', 'international']::text[]),
  add constraint advertisements_frequency_cap_range check (frequency_cap between 1 and 100);

-- Whether an ad shows now: active and inside its window. Used by the read policies, the purge
-- trigger and record_ad_event, so the three always agree.
create or replace function public.advertisement_is_showing(is_active boolean, starts_at timestamptz, ends_at timestamptz)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(is_active, false)
     and (starts_at is null or starts_at <= now())
     and (ends_at is null or ends_at > now())
$$;

revoke execute on function public.advertisement_is_showing(boolean, timestamptz, timestamptz) from public;
grant execute on function public.advertisement_is_showing(boolean, timestamptz, timestamptz)
  to anon, authenticated, service_role;

drop policy "Active advertisements are public" on public.advertisements;
create policy "Showing advertisements are public" on public.advertisements
  for select to anon, authenticated
  using (public.advertisement_is_showing(is_active, starts_at, ends_at) or (select public.is_admin()));

drop policy "Staff reads need two-factor when enrolled" on public.advertisements;
create policy "Staff reads need two-factor when enrolled" on public.advertisements
  as restrictive for select to authenticated
  using ((select public.two_factor_satisfied()) or public.advertisement_is_showing(is_active, starts_at, ends_at));

-- The purge trigger's public branch follows the read policy (20261125120000_page_purges.sql).
create or replace function public.content_row_is_public(table_name text, content_row jsonb)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when content_row is null then false
    when table_name in ('news_stories', 'photo_essays') then
      content_row ->> 'status' = 'published' and (content_row ->> 'published_at')::timestamptz <= now()
    when table_name = 'advertisements' then
      public.advertisement_is_showing((content_row ->> 'is_active')::boolean,
        (content_row ->> 'starts_at')::timestamptz, (content_row ->> 'ends_at')::timestamptz)
    when table_name in ('live_feeds', 'sports_categories') then
      coalesce((content_row ->> 'is_active')::boolean, false)
    else true
  end
$$;

revoke execute on function public.content_row_is_public(text, jsonb) from public, anon, authenticated;

-- Windows on the publication clock ---------------------------------------------------------------

-- An ad's window opening or closing is a change without a write, like a scheduled story going out:
-- the clock (20261122110100_publication_clock.sql) now also counts down to the next one, and the
-- shell's purge listener purges the ad lists with the story lists when it is due.
create or replace function public.seconds_until_next_publication()
returns double precision
language sql
stable
security definer
set search_path = ''
as $$
  select extract(epoch from (min(upcoming.at) - now()))::double precision
    from (
      select published_at as at from public.news_stories where status = 'published' and published_at > now()
      union all
      select published_at from public.photo_essays where status = 'published' and published_at > now()
      union all
      select starts_at from public.advertisements where is_active and starts_at > now()
      union all
      select ends_at from public.advertisements where is_active and ends_at > now()
    ) upcoming
$$;

revoke execute on function public.seconds_until_next_publication() from public;
grant execute on function public.seconds_until_next_publication() to anon, authenticated, service_role;

-- Open pages and the purge listener re-ask the clock when an ad's future window edge is added,
-- moved or removed.
create or replace function private.signal_ad_schedule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op <> 'DELETE' and new.is_active and (new.starts_at > now() or new.ends_at > now()))
     or (tg_op <> 'INSERT' and old.is_active and (old.starts_at > now() or old.ends_at > now())) then
    update public.publication_schedule set changed_at = now() where id = 1;
  end if;
  return null;
end
$$;

create trigger advertisements_signal_schedule after insert or update or delete on public.advertisements
  for each row execute function private.signal_ad_schedule();

-- Reports ------------------------------------------------------------------------------------------

create table public.ad_daily_stats (
  ad_id uuid not null references public.advertisements (id) on delete cascade,
  day date not null,
  position text not null,
  impressions integer not null default 0 constraint ad_daily_stats_impressions_count check (impressions >= 0),
  clicks integer not null default 0 constraint ad_daily_stats_clicks_count check (clicks >= 0),
  primary key (ad_id, day, position)
);

comment on table public.ad_daily_stats is
  'Impressions and clicks per ad, Europe/London day and position; written only by record_ad_event (decision 187).';

alter table public.ad_daily_stats enable row level security;

create policy "Admins read ad reports" on public.ad_daily_stats
  for select to authenticated
  using ((select public.is_admin()) and (select public.two_factor_satisfied()));

revoke all on table public.ad_daily_stats from anon, authenticated;
grant select on table public.ad_daily_stats to authenticated;
grant select, insert, update, delete on table public.ad_daily_stats to service_role;

-- What de-duplicates: a SHA-256 of (visitor id, ad, position, kind), never the id itself, kept a
-- day (a click needs its impression's mark). The visitor id is the random one page views use.
create table private.ad_event_marks (
  mark bytea primary key,
  counted_at timestamptz not null default now()
);

create index ad_event_marks_counted_idx on private.ad_event_marks (counted_at);

insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('ad_events:source', 600, 600, 300, 'Too many ad events from your connection. Please try again later.'),
  ('ad_events:ad', 3000, 3000, 60, 'Too many events for this advertisement right now. Please try again later.'),
  ('ad_events:all', 30000, 30000, 60, 'Too many ad events right now. Please try again later.');

-- The documented bot rules (decision 187): every browser's user agent starts with "Mozilla/";
-- one that does not, or that names a crawler, a headless browser or an HTTP library, is not counted.
create or replace function private.ad_user_agent_is_browser(user_agent text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(user_agent, '') ~ '^Mozilla/'
     and coalesce(user_agent, '') !~* '(bot|crawl|spider|slurp|archiver|headless|lighthouse|pagespeed|prerender|phantomjs|selenium|puppeteer|playwright|facebookexternalhit|embedly|mediapartners|python|curl|wget|httpclient|okhttp|go-http|libwww|scrapy)'
$$;

-- Counts one impression or click of an ad in a position; true when counted. Refused (22023): an
-- unknown kind, a malformed visitor id, an ad that is not showing now or not in that position.
-- Not counted (false): a bot by the rules above, a repeat of the same visitor's event within 30
-- minutes, a click without that visitor's impression of the ad in the position in the last day.
-- A counted event takes a hit of the ad_events limits (per source, per ad, in all; 429 when over).
create or replace function public.record_ad_event(ad_id uuid, kind text, slot text, visitor_id text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.advertisements%rowtype;
  visitor text := record_ad_event.visitor_id;
  user_agent text := coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'user-agent', '');
  event_mark bytea;
begin
  if kind is null or kind not in ('impression', 'click') then
    raise exception 'An ad event is an impression or a click' using errcode = '22023';
  end if;
  if visitor is null or visitor !~ '^[A-Za-z0-9_-]{8,64}$' then
    raise exception 'An ad event needs the visitor id the portal generates' using errcode = '22023';
  end if;
  select * into target from public.advertisements a where a.id = record_ad_event.ad_id;
  if not found or not public.advertisement_is_showing(target.is_active, target.starts_at, target.ends_at)
     or target.position is distinct from slot then
    raise exception 'This advertisement is not showing there' using errcode = '22023';
  end if;
  if not private.ad_user_agent_is_browser(user_agent) then
    return false;
  end if;
  event_mark := sha256(convert_to(concat_ws(' ', visitor, target.id, slot, kind), 'UTF8'));
  -- Two identical requests at once must not both pass the look-up.
  perform pg_advisory_xact_lock(hashtextextended('ad_event ' || encode(event_mark, 'hex'), 0));
  if kind = 'click' and not exists (
    select 1 from private.ad_event_marks m
     where m.mark = sha256(convert_to(concat_ws(' ', visitor, target.id, slot, 'impression'), 'UTF8'))
       and m.counted_at > now() - interval '1 day'
  ) then
    return false;
  end if;
  if exists (
    select 1 from private.ad_event_marks m where m.mark = event_mark and m.counted_at > now() - interval '30 minutes'
  ) then
    return false;
  end if;
  perform private.enforce_request_limits('ad_events', 'ad', target.id::text);
  insert into private.ad_event_marks as m (mark) values (event_mark)
  on conflict (mark) do update set counted_at = now();
  insert into public.ad_daily_stats as s (ad_id, day, position, impressions, clicks)
  values (target.id, (now() at time zone 'Europe/London')::date, slot,
          (kind = 'impression')::integer, (kind = 'click')::integer)
  on conflict on constraint ad_daily_stats_pkey do update set
    impressions = s.impressions + excluded.impressions,
    clicks = s.clicks + excluded.clicks;
  -- Forget marks older than a day, a few a call (a row another call holds is left to the next).
  delete from private.ad_event_marks m
   where m.mark in (
     select o.mark from private.ad_event_marks o
      where o.counted_at < now() - interval '1 day' limit 20 for update skip locked);
  return true;
end
$$;

revoke execute on function public.record_ad_event(uuid, text, text, text) from public;
grant execute on function public.record_ad_event(uuid, text, text, text) to anon, authenticated, service_role;

-- One CSV field: quoted, quotes doubled, and a leading = + - @ neutralised so a spreadsheet never
-- runs an advertiser's title as a formula (OWASP CSV injection).
create or replace function private.csv_field(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '"' || replace(case when value ~ '^[=+@\t\r-]' then '''' || value else value end, '"', '""') || '"'
$$;

-- The advertiser's report: one line per day and position, oldest first, with the click-through
-- rate. 42501 unless an admin meeting their two-factor rule; P0002 for an unknown ad.
create or replace function public.ad_campaign_report_csv(ad_id uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target public.advertisements%rowtype;
begin
  if not (public.is_admin() and public.two_factor_satisfied()) then
    raise exception 'Only an admin may export an ad report' using errcode = '42501';
  end if;
  select * into target from public.advertisements a where a.id = ad_campaign_report_csv.ad_id;
  if not found then
    raise exception 'No such advertisement' using errcode = 'P0002';
  end if;
  return 'Advertisement,Day,Position,Impressions,Clicks,Click-through rate (%)' || E'\r\n' || coalesce((
    select string_agg(concat_ws(',',
        private.csv_field(target.title), s.day::text, private.csv_field(s.position), s.impressions, s.clicks,
        case when s.impressions > 0 then round(100.0 * s.clicks / s.impressions, 2)::text else '' end
      ) || E'\r\n', '' order by s.day, s.position)
      from public.ad_daily_stats s where s.ad_id = target.id
  ), '');
end
$$;

revoke execute on function public.ad_campaign_report_csv(uuid) from public, anon;
grant execute on function public.ad_campaign_report_csv(uuid) to authenticated, service_role;

-- Only this file's private objects: a blanket revoke would also take PUBLIC's execute from
-- private functions other tables' indexes call (private.emoji_of).
revoke execute on function private.signal_ad_schedule(), private.ad_user_agent_is_browser(text),
  private.csv_field(text)
  from public, anon, authenticated, service_role;
revoke all on table private.ad_event_marks from public, anon, authenticated, service_role;
