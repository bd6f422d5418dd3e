-- Story views stop fanning out (issue 26, decision 136). A view used to add one to
-- news_stories.view_count: that rewrote the story row (its BEFORE triggers serialised the whole
-- row, the generated excerpt and search document were recomputed), realtime captured the old and
-- new row, and every open page subscribed to news_stories was told of each view.
--
-- Now the counts live in story_view_counts, a table outside the realtime publication, and
-- `view_count` is a PostgREST computed field: public.view_count(news_stories). `select=view_count`,
-- `select=id,title,view_count`, `view_count=gt.10` and `order=view_count.desc` work by name as
-- before; `select=*` no longer includes it (announced in docs/product/data.md).

-- 1. The counts ----------------------------------------------------------------------------------

create table public.story_view_counts (
  story_id uuid primary key references public.news_stories (id) on delete cascade,
  view_count integer not null default 0 constraint story_view_counts_view_count_check check (view_count >= 0)
);

comment on table public.story_view_counts is
  'Views per story, kept by the story_views trigger. Not in the realtime publication: a view reaches nobody''s subscription.';

-- A story with no row here has had no view (view_count() answers 0).
insert into public.story_view_counts (story_id, view_count)
select id, view_count from public.news_stories where view_count > 0;

-- Readable exactly where the story is: the policy asks news_stories under the caller's own
-- row-level security (published and due for the public, every row for editors and admins).
alter table public.story_view_counts enable row level security;

create policy "Counts of the stories the caller may read" on public.story_view_counts
  for select to anon, authenticated
  using (exists (select 1 from public.news_stories s where s.id = story_id));

-- Only the database (the trigger below, as its owner) and the service role write counts.
revoke all on table public.story_view_counts from anon, authenticated;
grant select on table public.story_view_counts to anon, authenticated;
grant select, insert, update, delete on table public.story_view_counts to service_role;

-- 2. A view adds to the counts, once per statement -----------------------------------------------

-- Statement-level with a transition table: a multi-row insert of views adds to each story once.
create or replace function public.story_views_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.story_view_counts as c (story_id, view_count)
  select a.story_id, count(*)::integer from added a group by a.story_id
  on conflict (story_id) do update set view_count = c.view_count + excluded.view_count;
  return null;
end
$$;

drop trigger story_views_count on public.story_views;
create trigger story_views_count after insert on public.story_views
  referencing new table as added
  for each statement execute function public.story_views_count();

revoke execute on function public.story_views_count() from public, anon, authenticated;

-- 3. The column goes ------------------------------------------------------------------------------

-- protect_view_count stays for sports_events (whose view_count is still a column).
drop trigger news_stories_protect_view_count on public.news_stories;
alter table public.news_stories drop column view_count;

-- 4. view_count as a computed field ------------------------------------------------------------

-- As PostgREST's documentation writes computed fields: one unnamed parameter of the row type, so
-- the function is a field of news_stories and not an endpoint (PostgREST cannot call a function
-- whose only parameter is an unnamed composite: `rpc/view_count` answers 404).
-- SECURITY INVOKER, and it does not trust the row it is given: it answers a count only when the
-- caller may read the real story with that id (news_stories under the caller's row-level security,
-- checked here and again by the counts table's policy), else 0. Called with a crafted row (a
-- draft's id, status 'published') it reveals nothing. 0 rather than null: a write's own
-- representation (`insert … select=view_count`) reads the table as it was before the statement,
-- where a story inserted by that statement is not visible yet; its count is 0 indeed.
create or replace function public.view_count(public.news_stories)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select c.view_count
       from public.story_view_counts c
      where c.story_id = ($1).id
        and exists (select 1 from public.news_stories s where s.id = c.story_id)),
    0);
$$;

comment on function public.view_count(public.news_stories) is
  'Computed field news_stories.view_count: the story''s views; 0 when the caller may not read the story.';

revoke execute on function public.view_count(public.news_stories) from public;
grant execute on function public.view_count(public.news_stories) to anon, authenticated, service_role;

-- 5. What read or listed the column ------------------------------------------------------------

-- The console's Story views card: the sum over the counts the caller may read (same rule as before).
create or replace function public.story_view_total()
returns bigint
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(sum(c.view_count), 0)::bigint from public.story_view_counts c;
$$;

-- The edit version ignored view_count changes; there are none on the row any more.
create or replace function public.guard_edit_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  not_content constant text[] :=
    array['version', 'is_featured', 'updated_at', 'created_at', 'excerpt', 'search_vector'];
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    return new;
  end if;
  if new.version is distinct from old.version then
    raise exception 'This % was changed by someone else since you opened it.', tg_argv[0]
      using errcode = 'PT409',
            detail = format('You edited version %s; the saved version is now %s.', new.version, old.version),
            hint = 'edit_conflict';
  end if;
  if (to_jsonb(new) - not_content) is distinct from (to_jsonb(old) - not_content) then
    new.version := old.version + 1;
  end if;
  return new;
end
$$;
