-- Cached pages leave every cache when what they show changes (issue 26, decision 138).
-- The shell server keeps rendered public pages, and a CDN may keep them too. Each response names
-- what it shows in surrogate keys:
--   site              every cacheable response
--   list:<table>      it lists rows of <table>: which rows are in the list may change
--   row:<id>          it shows that row
--   rows:<table>      it shows many rows of <table> without naming each (feeds, sitemaps, search)
-- The database is the one place that knows what a write changed for the public, including what
-- the caller cannot see afterwards (a story unpublished, a feed withdrawn): a trigger on each
-- public content table appends the keys to purge to `page_purges`, a public signal table in the
-- realtime publication. It reveals only ids of rows that were public before or after the change.
-- On hosted Supabase the same rows reach the shell through Realtime, or a database webhook on
-- `page_purges` may POST them to a purge endpoint (docs/scale-out.md).

create table public.page_purges (
  id bigint generated always as identity primary key,
  keys text[] not null constraint page_purges_keys_present check (cardinality(keys) > 0),
  created_at timestamptz not null default now()
);

comment on table public.page_purges is
  'Realtime signal: surrogate keys of cached pages to purge after a change to public content.';

create index page_purges_created_idx on public.page_purges (created_at);

alter table public.page_purges enable row level security;

create policy "Page purges are public" on public.page_purges
  for select to anon, authenticated using (true);

revoke all on table public.page_purges from anon, authenticated;
grant select on table public.page_purges to anon, authenticated;
grant select, insert, update, delete on table public.page_purges to service_role;

-- Whether the public (anon) may read a row of one of the content tables: their read policies'
-- public branch (supabase/migrations/20261121150100_roles_and_policies.sql).
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
    when table_name in ('live_feeds', 'advertisements', 'sports_categories') then
      coalesce((content_row ->> 'is_active')::boolean, false)
    else true
  end
$$;

revoke execute on function public.content_row_is_public(text, jsonb) from public, anon, authenticated;

-- Columns a write may change without changing any page: view counters and bookkeeping.
create or replace function public.page_content(content_row jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select content_row - 'view_count' - 'updated_at' - 'version'
$$;

revoke execute on function public.page_content(jsonb) from public, anon, authenticated;

-- TG_ARGV[0]: the columns that decide which lists a row is in and where ('*': any column).
-- A change of one of them, an insert, a delete or a change of visibility purges the table's
-- lists; any other change of a public row purges the pages that show it.
create or replace function public.purge_pages_of_row()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  old_row jsonb := case when tg_op <> 'INSERT' then public.page_content(to_jsonb(old)) end;
  new_row jsonb := case when tg_op <> 'DELETE' then public.page_content(to_jsonb(new)) end;
  was_public boolean := public.content_row_is_public(tg_table_name, old_row);
  is_public boolean := public.content_row_is_public(tg_table_name, new_row);
  list_columns text[] := string_to_array(tg_argv[0], ',');
  lists_change boolean;
  row_id text := coalesce(new_row ->> 'id', old_row ->> 'id');
begin
  if not (was_public or is_public) or old_row = new_row then
    return null;
  end if;
  lists_change := tg_op <> 'UPDATE' or was_public <> is_public or list_columns = array['*']
    or exists (select 1 from unnest(list_columns) c where old_row -> c is distinct from new_row -> c);
  insert into public.page_purges (keys)
  values (
    array['row:' || row_id, 'rows:' || tg_table_name]
      || case when lists_change then array['list:' || tg_table_name] else array[]::text[] end
  );
  -- A signal, not a log: whoever missed a purge purges everything when it reconnects.
  delete from public.page_purges where created_at < now() - interval '10 minutes';
  return null;
end
$$;

revoke execute on function public.purge_pages_of_row() from public, anon, authenticated;

create trigger news_stories_purge_pages after insert or update or delete on public.news_stories
  for each row execute function public.purge_pages_of_row('status,published_at,category,is_featured');
create trigger photo_essays_purge_pages after insert or update or delete on public.photo_essays
  for each row execute function public.purge_pages_of_row('status,published_at');
create trigger live_feeds_purge_pages after insert or update or delete on public.live_feeds
  for each row execute function public.purge_pages_of_row('*');
create trigger advertisements_purge_pages after insert or update or delete on public.advertisements
  for each row execute function public.purge_pages_of_row('*');
create trigger sports_events_purge_pages after insert or update or delete on public.sports_events
  for each row execute function public.purge_pages_of_row('*');
create trigger sports_categories_purge_pages after insert or update or delete on public.sports_categories
  for each row execute function public.purge_pages_of_row('*');

alter publication supabase_realtime add table public.page_purges;
