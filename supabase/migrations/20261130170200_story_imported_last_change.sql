-- "Updated <time>" on a story page, dateModified and the feeds' atom:updated come from updated_at
-- (issue 49, item 1; decision 167). A story inserted as already published at an earlier time (an
-- import, the seed's archive) was last changed then, not when the row was written: without this,
-- every imported story would read "Updated" with the time of the import.

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
  if tg_op = 'INSERT' and new.first_published_at is not null then
    new.updated_at := least(new.updated_at, new.first_published_at);
  end if;
  return new;
end
$$;

revoke execute on function public.news_stories_keep_first_publication() from public, anon, authenticated;
-- A trigger's function is not checked for EXECUTE when it fires, so the API roles need no grant; the
-- service role, which writes stories itself (the seed, the archive, tools), is granted it as every
-- migration states (hosted Supabase grants nothing by default).
grant execute on function public.news_stories_keep_first_publication() to service_role;
