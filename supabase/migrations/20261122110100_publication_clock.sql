-- Scheduled publishing reaches open pages without a job or cron. A scheduled item is a published
-- row whose published_at is in the future; the read policies hide it until then. An open home page
-- cannot see it, so it cannot know when to refresh. Two small public pieces tell it, and nothing
-- else about the item:
-- 1. seconds_until_next_publication(): seconds until the next scheduled story or essay goes out
--    (null when none), measured on the database's clock so a wrong client clock does not matter;
-- 2. publication_schedule: a one-row table touched whenever a scheduled item is added, moved or
--    removed, in the realtime publication, so open pages re-ask (1) at once.

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
    ) upcoming
$$;

revoke execute on function public.seconds_until_next_publication() from public;
grant execute on function public.seconds_until_next_publication() to anon, authenticated, service_role;

create table public.publication_schedule (
  id smallint primary key default 1 constraint publication_schedule_single_row check (id = 1),
  changed_at timestamptz not null default now()
);

comment on table public.publication_schedule is
  'Realtime signal: changed_at moves when a scheduled story or essay is added, moved or removed.';

insert into public.publication_schedule (id) values (1) on conflict (id) do nothing;

alter table public.publication_schedule enable row level security;

create policy "The publication schedule signal is public" on public.publication_schedule
  for select to anon, authenticated using (true);

revoke all on table public.publication_schedule from anon, authenticated;
grant select on table public.publication_schedule to anon, authenticated;
grant select, insert, update, delete on table public.publication_schedule to service_role;

-- Runs as its owner: editors may not write the signal row directly.
create or replace function public.signal_publication_schedule()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  touches_schedule boolean := false;
begin
  if tg_op <> 'DELETE' then
    touches_schedule := coalesce(new.status = 'published' and new.published_at > now(), false);
  end if;
  if not touches_schedule and tg_op <> 'INSERT' then
    touches_schedule := coalesce(old.status = 'published' and old.published_at > now(), false);
  end if;
  if touches_schedule then
    update public.publication_schedule set changed_at = now() where id = 1;
  end if;
  return null;
end
$$;

revoke execute on function public.signal_publication_schedule() from public, anon, authenticated;

create trigger news_stories_signal_schedule after insert or update or delete on public.news_stories
  for each row execute function public.signal_publication_schedule();
create trigger photo_essays_signal_schedule after insert or update or delete on public.photo_essays
  for each row execute function public.signal_publication_schedule();

alter publication supabase_realtime add table public.publication_schedule;
