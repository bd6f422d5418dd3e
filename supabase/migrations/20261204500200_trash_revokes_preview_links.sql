-- A story moved to the trash loses its preview links (decision 195), as a spiked story does
-- (20261203100000_story_workflow_statuses.sql): a shared draft must not stay readable from the
-- trash. Restoring does not bring them back; the editor shares a new link.

create or replace function private.trash_revokes_preview_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.story_preview_links set revoked_at = now() where story_id = new.id and revoked_at is null;
  return null;
end
$$;

revoke all on function private.trash_revokes_preview_links() from public, anon, authenticated, service_role;

create trigger trash_revokes_preview_links after update of deleted_at on public.news_stories
  for each row when (old.deleted_at is null and new.deleted_at is not null)
  execute function private.trash_revokes_preview_links();
