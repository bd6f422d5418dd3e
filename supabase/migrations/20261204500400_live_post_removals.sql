-- Review fix (decision 195, finding 3): a live post moved to the trash leaves readers' open pages.
-- A trash is an UPDATE of deleted_at, and Realtime sends an UPDATE only to those who can still
-- read the row: after the trash nobody can, so nobody was told (a plain DELETE used to reach
-- everyone). The trash now also writes a tombstone here, which Realtime sends to each reader of
-- the blog as an INSERT; the live blog's channel removes the post (shared/src/realtime/livePostsChannel.ts).
-- Ids only; a day is long enough for any open page (a later load no longer gets the post at all).

create table public.live_post_removals (
  post_id uuid primary key,
  story_id uuid not null,
  removed_at timestamptz not null default now()
);

comment on table public.live_post_removals is
  'Live posts moved to the trash in the last day, ids only, for open pages to drop them (decision 195).';

create index live_post_removals_removed_at_idx on public.live_post_removals (removed_at);

alter table public.live_post_removals enable row level security;

-- Who may read the blog's posts may be told one went (as "Posts of public live blogs are public").
create policy "Removals of readable live blogs are public" on public.live_post_removals
  for select to anon, authenticated
  using ((select public.is_editor()) or public.live_blog_is_public(story_id));

revoke all on table public.live_post_removals from public, anon, authenticated, service_role;
grant select on table public.live_post_removals to anon, authenticated, service_role;

-- Written by the database only: each trash a fresh INSERT (a restored post trashed again is told
-- again), and tombstones older than a day go at the same time.
create or replace function private.live_post_removal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.live_post_removals r
   where r.post_id = new.id or r.removed_at < now() - interval '1 day';
  insert into public.live_post_removals (post_id, story_id) values (new.id, new.story_id);
  return null;
end
$$;

revoke all on function private.live_post_removal() from public, anon, authenticated, service_role;

create trigger live_post_removal after update of deleted_at on public.live_posts
  for each row when (old.deleted_at is null and new.deleted_at is not null)
  execute function private.live_post_removal();

alter publication supabase_realtime add table public.live_post_removals;
