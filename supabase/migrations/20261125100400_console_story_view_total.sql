-- The console's "Story views" card (admins) is the sum of every story's view count. It used to be
-- added up in the browser from the newest 1,000 stories the console loaded, which stopped being
-- the total once the archive passed 1,000 stories (and PostgREST caps a response at max_rows
-- anyway). Aggregates are off in the REST API, as on a hosted project: one small function sums.
-- SECURITY INVOKER: row-level security applies as to any read (editors and admins see every row,
-- others only what is public).
create or replace function public.story_view_total()
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(s.view_count), 0)::bigint from public.news_stories s;
$$;

comment on function public.story_view_total() is
  'The sum of view_count over the stories the caller may read: the console''s Story views card.';

revoke execute on function public.story_view_total() from public, anon;
grant execute on function public.story_view_total() to authenticated, service_role;
