-- Story views cannot be forged in bulk (issue 47, item 4). Any visitor could insert rows into
-- story_views, 500 in one request, and each row added one to the story's view_count, which drives
-- "most read", the morning edition and the analytics. Now story views are recorded like page views
-- (20261127100000_trusted_analytics.sql): only through record_story_view, one view per call, none
-- for a visitor's repeat of a story within 30 minutes, only for a published, due story, and within
-- the request limits by source, per story and in all (docs/product/security.md#request-limits).
-- The service role (the e2e suite, tools) still inserts rows directly; the seed is SQL.

-- Who viewed: the browser's visitor id, as page_views keeps it. Null for the views recorded before.
alter table public.story_views
  add column visitor_id text
  constraint story_views_visitor_id_format check (visitor_id ~ '^[A-Za-z0-9_-]{8,64}$');

-- Serves the 30-minute look-up below: one visitor's views of one story, newest first.
create index story_views_visitor_story_idx on public.story_views (visitor_id, story_id, created_at desc)
  where visitor_id is not null;

-- Records one view, or nothing when the same visitor viewed the same story in the last 30 minutes.
-- A visitor id the portal would never send is refused (22023). A draft, a scheduled story and an
-- unknown id count nothing and answer the same, so the call reveals no unpublished story. The user
-- agent is the request's own header (PostgREST's request.headers), not a parameter.
create or replace function public.record_story_view(story_id uuid, visitor_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  story uuid := record_story_view.story_id;
  visitor text := record_story_view.visitor_id;
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
  insert into public.story_views (story_id, visitor_id, user_agent)
  values (story, visitor, left(nullif(current_setting('request.headers', true), '')::json ->> 'user-agent', 512));
end
$$;

comment on function public.record_story_view(uuid, text) is
  'Records one view of a published story by a visitor; a repeat within 30 minutes counts nothing.';

revoke execute on function public.record_story_view(uuid, text) from public;
grant execute on function public.record_story_view(uuid, text) to anon, authenticated, service_role;

-- No direct insert for the API's readers any more.
drop policy "Anyone records a view of a published story" on public.story_views;
revoke insert on public.story_views from anon, authenticated;

-- Request limits: counted views only (a repeat writes nothing and costs nothing), as page views.
insert into private.rate_limit_rules (bucket, base_hits, max_hits, window_seconds, message) values
  ('story_views:source', 600, 600, 300, 'Too many story views from your connection. Please try again later.'),
  ('story_views:story', 3000, 3000, 60, 'Too many views of this story right now. Please try again later.'),
  ('story_views:all', 30000, 30000, 60, 'Too many story views right now. Please try again later.');

-- Per row, before the insert: a refused view is never counted (story_views_count runs after).
create trigger story_views_limits before insert on public.story_views
  for each row execute function private.view_limits('story_views', 'story', 'story_id');
