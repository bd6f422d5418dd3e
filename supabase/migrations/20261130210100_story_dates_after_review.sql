-- Two mends to the first-publication trigger (review of 20261130170000 and 20261130170200;
-- decision 167):
-- 1. A story brought back by a schedule kept that time only until its next edit: once the time had
--    passed, any write (a typo fixed, the featured toggle) put published_at back to the first
--    publication, so the story dropped down the home page and the feeds' dates changed. A story
--    already live whose time the write leaves as it is now keeps it; the first publication is
--    taken only when a story goes live again (or a write moves its time to the past).
-- 2. An insert could date its updated_at ahead ("Updated 1 Jan 2099" on the page, dateModified and
--    the feeds): it is now never later than the insert.

create or replace function public.news_stories_keep_first_publication()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  first_live timestamptz;
  stays_live boolean := false;
begin
  -- A story that went live by the clock (a schedule reached) has no write to record it: its old
  -- row says so.
  if tg_op = 'UPDATE' then
    first_live := coalesce(
      old.first_published_at,
      case when old.status = 'published' and old.published_at <= now() then old.published_at end
    );
    stays_live := old.status = 'published' and old.published_at <= now()
      and new.status = 'published' and new.published_at is not distinct from old.published_at;
  end if;
  if new.status = 'published' and first_live is not null and not stays_live
     and (new.published_at is null or new.published_at <= now()) then
    new.published_at := first_live;
  elsif new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  new.first_published_at := coalesce(
    first_live,
    case when new.status = 'published' and new.published_at <= now() then new.published_at end
  );
  if tg_op = 'INSERT' then
    new.updated_at := least(coalesce(new.updated_at, now()), now(), new.first_published_at);
  end if;
  return new;
end
$$;

revoke execute on function public.news_stories_keep_first_publication() from public, anon, authenticated;
-- A trigger's function is not checked for EXECUTE when it fires, so the API roles need no grant; the
-- service role, which writes stories itself (the seed, the archive, tools), is granted it as every
-- migration states (hosted Supabase grants nothing by default).
grant execute on function public.news_stories_keep_first_publication() to service_role;
