-- A story keeps its first publication date (issue 49, item 1; decision 167). Unpublishing a story
-- and publishing it again used to stamp published_at with the time of the republish, so a week-old
-- story jumped to the top of the home page, the feeds, the news sitemap and the morning edition
-- (they all order by published_at). Now:
--   * first_published_at remembers when the story first went live (written by the trigger only);
--   * publishing again without a future time puts published_at back to that first publication;
--   * updated_at (set on every write) is the "Updated" time readers see, dateModified and the
--     feeds' atom:updated.
-- A future time on a republish is an explicit schedule and is kept (the story returns then).
-- The trigger keeps the name news_stories_set_published_at so it still runs before the version
-- guard (BEFORE triggers run in name order) and the guard sees the final row.

alter table public.news_stories add column first_published_at timestamptz;

comment on column public.news_stories.first_published_at is
  'When the story first went live (set by the database). A republish takes this as its published_at.';

-- Stories live today went live at their published_at. Without the triggers: this is not an edit
-- (no new version, revision or updated_at).
alter table public.news_stories disable trigger user;
update public.news_stories
   set first_published_at = published_at
 where status = 'published' and published_at <= now();
alter table public.news_stories enable trigger user;

create or replace function public.news_stories_keep_first_publication()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  first_live timestamptz;
begin
  -- A story that went live by the clock (a schedule reached) has no write to record it: its old
  -- row says so.
  if tg_op = 'UPDATE' then
    first_live := coalesce(
      old.first_published_at,
      case when old.status = 'published' and old.published_at <= now() then old.published_at end
    );
  end if;
  if new.status = 'published' and first_live is not null
     and (new.published_at is null or new.published_at <= now()) then
    new.published_at := first_live;
  elsif new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  new.first_published_at := coalesce(
    first_live,
    case when new.status = 'published' and new.published_at <= now() then new.published_at end
  );
  return new;
end
$$;

comment on function public.news_stories_keep_first_publication() is
  'Trigger: published_at is now when a story first goes live and its first publication ever after.';

drop trigger news_stories_set_published_at on public.news_stories;
create trigger news_stories_set_published_at before insert or update on public.news_stories
  for each row execute function public.news_stories_keep_first_publication();

-- Recording the first publication is not an edit: the featured toggle on a story that went live by
-- the clock must not move its version (so an editor's open form is not refused for it).
create or replace function public.guard_edit_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  not_content constant text[] :=
    array['version', 'is_featured', 'updated_at', 'created_at', 'excerpt', 'search_vector', 'first_published_at'];
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

-- A trigger function: nobody calls it through the API (it runs as the writer when it fires).
revoke execute on function public.news_stories_keep_first_publication() from public, anon, authenticated;
-- A trigger's function is not checked for EXECUTE when it fires, so the API roles need no grant; the
-- service role, which writes stories itself (the seed, the archive, tools), is granted it as every
-- migration states (hosted Supabase grants nothing by default).
grant execute on function public.news_stories_keep_first_publication() to service_role;
