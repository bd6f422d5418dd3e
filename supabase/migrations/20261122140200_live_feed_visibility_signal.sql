-- An active live feed made inactive must leave every open page (the breaking-news ticker, the Live
-- Updates panel). Realtime cannot tell readers: it checks each change against the subscriber's read
-- policy on the new row, and readers may not read inactive feeds, so they never hear of it.
-- live_feed_visibility is a one-row, public signal in the realtime publication, touched only when
-- a feed goes from active to inactive; open pages refetch their lists when it moves. It reveals
-- when a feed was withdrawn, never which one or what it said. (Inserts, visible updates and deletes
-- reach readers through live_feeds' own events.)

create table public.live_feed_visibility (
  id smallint primary key default 1 constraint live_feed_visibility_single_row check (id = 1),
  changed_at timestamptz not null default now()
);

comment on table public.live_feed_visibility is
  'Realtime signal: changed_at moves when an active live feed is made inactive.';

insert into public.live_feed_visibility (id) values (1) on conflict (id) do nothing;

alter table public.live_feed_visibility enable row level security;

create policy "The live feed visibility signal is public" on public.live_feed_visibility
  for select to anon, authenticated using (true);

revoke all on table public.live_feed_visibility from anon, authenticated;
grant select on table public.live_feed_visibility to anon, authenticated;
grant select, insert, update, delete on table public.live_feed_visibility to service_role;

-- Runs as its owner: editors may not write the signal row directly.
create or replace function public.signal_live_feed_withdrawn()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.live_feed_visibility set changed_at = now() where id = 1;
  return null;
end
$$;

revoke execute on function public.signal_live_feed_withdrawn() from public, anon, authenticated;

create trigger live_feeds_signal_withdrawn after update of is_active on public.live_feeds
  for each row when (old.is_active and not new.is_active)
  execute function public.signal_live_feed_withdrawn();

alter publication supabase_realtime add table public.live_feed_visibility;
