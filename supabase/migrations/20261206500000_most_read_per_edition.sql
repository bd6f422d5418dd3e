-- The most read in the edition over 24 hours (issue 51 item 2; decision 208; docs/product/fronts.md).
-- Until now a front's `most-read` container counted every view of the last 24 hours, whatever the
-- reader's edition: the UK, Zimbabwe and International fronts showed the same list. A story view now
-- keeps the reader's edition, and the rule ranks by the views of its own front's edition.
--
-- Which edition a view belongs to: the one the portal names (record_story_view's `edition`: the
-- reader's choice), else the one the request's Accept-Language prefers, as the shell's resolver reads
-- it (en-GB, cy, gd: UK; en-ZW, sn, nd: Zimbabwe; shared/src/model/editionResolver.ts), else none.
-- A country header is not read here: the database cannot tell a trusted proxy's from a reader's own.
--
-- The rule: the International front counts every view (its readers are the whole audience, and a
-- view with no edition is an International reader's); the UK and Zimbabwe fronts rank by their own
-- edition's views first and fill the rest by every view, so a quiet edition's box is never short.

alter table public.story_views
  add column edition text constraint story_views_edition_check check (edition in ('uk', 'zimbabwe', 'international'));

comment on column public.story_views.edition is
  'The reader''s edition when the view was recorded (decision 208); null: not known (counts for International).';

-- Serves an edition's 24-hour window.
create index story_views_edition_created_idx on public.story_views (edition, created_at) where edition is not null;

-- The edition an Accept-Language header prefers: its ranges by weight (ties in the header's order),
-- the first whose language or region belongs to an edition decides. Bounded like the resolver: the
-- header's first 4,096 characters and 32 ranges; a malformed range or weight is skipped.
create or replace function private.edition_of_accept_language(header text)
returns text
language sql
immutable
set search_path = ''
as $$
  with ranges as (
    select lower(btrim(split_part(r.entry, ';', 1))) as tag, r.n,
           case
             when r.entry !~ ';' then 1::numeric
             when r.entry ~* '^[^;]*;\s*q\s*=\s*(0(\.[0-9]{0,3})?|1(\.0{0,3})?)\s*$'
               then (regexp_match(r.entry, '=\s*([0-9.]+)'))[1]::numeric
           end as q
      from unnest((string_to_array(left(coalesce(header, ''), 4096), ','))[1:32]) with ordinality as r (entry, n)
  ), tagged as (
    select split_part(tag, '-', 1) as language,
           (select s.part from unnest((string_to_array(tag, '-'))[2:]) with ordinality as s (part, i)
             where s.part ~ '^[a-z]{2}$' order by s.i limit 1) as region,
           q, n
      from ranges
     where tag ~ '^[a-z]{1,8}(-[a-z0-9]{1,8})*$' and q > 0
  )
  select e.edition from (
    select case
             when language in ('cy', 'gd') or region in ('gb', 'im', 'je', 'gg') then 'uk'
             when language in ('sn', 'nd') or region = 'zw' then 'zimbabwe'
           end as edition, q, n
      from tagged
  ) e
   where e.edition is not null
   order by e.q desc, e.n
   limit 1
$$;

-- As 20261130120000_story_views_through_a_function.sql, with the view's edition: `edition` when it
-- names one (anything else is ignored, never refused: the view itself is real), else the request's
-- Accept-Language. The old two-argument function goes, so PostgREST has one to call; a caller
-- sending only story_id and visitor_id (the portal today) is answered by this one.
drop function public.record_story_view(uuid, text);

create function public.record_story_view(story_id uuid, visitor_id text, edition text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  story uuid := record_story_view.story_id;
  visitor text := record_story_view.visitor_id;
  headers json := nullif(current_setting('request.headers', true), '')::json;
begin
  if visitor is null or visitor !~ '^[A-Za-z0-9_-]{8,64}$' then
    raise exception 'A story view needs the visitor id the portal generates' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.news_stories s where s.id = story and s.status = 'published' and s.published_at <= now()
  ) then
    return;
  end if;
  -- Two identical requests at once must not both pass the look-up.
  perform pg_advisory_xact_lock(hashtextextended('story_view ' || visitor || ' ' || story, 0));
  if exists (
    select 1 from public.story_views v
     where v.visitor_id = visitor and v.story_id = story and v.created_at > now() - interval '30 minutes'
  ) then
    return;
  end if;
  insert into public.story_views (story_id, visitor_id, user_agent, edition)
  values (
    story, visitor, left(headers ->> 'user-agent', 512),
    case
      when record_story_view.edition in ('uk', 'zimbabwe', 'international') then record_story_view.edition
      else private.edition_of_accept_language(headers ->> 'accept-language')
    end
  );
end
$$;

comment on function public.record_story_view(uuid, text, text) is
  'Records one view of a published story by a visitor, with the reader''s edition; a repeat within 30 minutes counts nothing.';

-- As 20261204500000_trash.sql, with `most-read` counting the container's own edition (above).
create or replace function private.front_container_story_ids(c public.front_containers, shown uuid[])
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  front_edition text;
begin
  if c.kind = 'curated' then
    return array(
      select k.story_id from public.front_cards k join public.news_stories s on s.id = k.story_id
       where k.container_id = c.id and s.status = 'published' and s.published_at <= now() and s.deleted_at is null
         and k.story_id <> all (shown)
       order by k.position limit c.card_limit);
  end if;
  if c.rule = 'most-read' then
    select f.edition into front_edition from public.fronts f where f.id = c.front_id;
    return array(
      select v.story_id from public.story_views v join public.news_stories s on s.id = v.story_id
       where v.created_at > now() - interval '24 hours' and s.status = 'published' and s.published_at <= now()
         and s.deleted_at is null and v.story_id <> all (shown)
       group by v.story_id
       order by count(*) filter (where front_edition = 'international' or v.edition = front_edition) desc,
                count(*) desc, max(v.created_at) desc
       limit c.card_limit);
  end if;
  return case c.rule
    -- The home page's lead: among the 10 newest, the featured one with a summary, else the newest
    -- with one (shared/src/model/homeStories.ts selectHomeStories).
    when 'featured' then array(
      select t.id from (
        select s.id, s.is_featured, s.excerpt, s.published_at, s.created_at from public.news_stories s
         where s.status = 'published' and s.published_at <= now() and s.deleted_at is null and s.id <> all (shown)
         order by s.published_at desc nulls last, s.created_at desc limit 10) t
       where btrim(t.excerpt) <> ''
       order by t.is_featured desc, t.published_at desc nulls last, t.created_at desc limit 1)
    when 'latest' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.deleted_at is null and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'category' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.deleted_at is null
         and s.category = c.rule_value and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'topic' then array(
      select s.id from public.tags g join public.story_tags st on st.tag_id = g.id
        join public.news_stories s on s.id = st.story_id
       where g.slug = c.rule_value and s.status = 'published' and s.published_at <= now() and s.deleted_at is null
         and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    when 'live-blogs' then array(
      select s.id from public.news_stories s
       where s.status = 'published' and s.published_at <= now() and s.deleted_at is null and s.live_state = 'live'
         and s.id <> all (shown)
       order by s.published_at desc nulls last, s.created_at desc limit c.card_limit)
    else '{}'::uuid[]
  end;
end
$$;

-- Grants: the view's recorder as before; the helpers reach nobody through the API.
revoke all on function private.edition_of_accept_language(text) from public, anon, authenticated;
revoke all on function private.front_container_story_ids(public.front_containers, uuid[]) from public, anon, authenticated;
revoke execute on function public.record_story_view(uuid, text, text) from public;
grant execute on function public.record_story_view(uuid, text, text) to anon, authenticated, service_role;
