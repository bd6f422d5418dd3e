-- The desk status of a published story's next version (issue 52, item 1 with issue 50's working
-- copy; docs/decisions/201-publish-update.md). As in TT's Elephant, a status belongs to a version:
-- the live story stays published while its update moves through in progress, ready for edit and
-- ready to publish, and Publish update (a new saved version) starts it again. Moves are logged in
-- story_status_log beside the story's own, marked of_update, with the live version they update.

alter table public.story_status_log
  add column of_update boolean not null default false;

comment on column public.story_status_log.of_update is
  'The move was of the working copy''s next version of a published story, not of the story itself.';

-- The log's columns are granted one by one (20261203150000 keeps changed_by_email from the API).
grant select (of_update) on public.story_status_log to authenticated, service_role;

create function public.set_story_update_status(story uuid, next_status text, note text default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  live record;
  previous text;
  clean_note text := nullif(btrim(note), '');
begin
  -- Editors and admins meeting their two-factor rule (the working copy's rights, decision 174): a
  -- published story's status is never a contributor's to change. Rights first, then the story.
  if not (public.is_editor() and public.two_factor_satisfied()) then
    raise exception 'Only an editor or admin changes the status of a published story''s update.'
      using errcode = '42501';
  end if;
  select s.version, s.status, s.published_at into live
    from public.news_stories s where s.id = story and s.deleted_at is null;
  if not found then
    raise exception 'The story no longer exists' using errcode = 'P0002';
  end if;
  if live.status <> 'published' or live.published_at > now() then
    raise exception 'Only a published story has an update with a status of its own: move the story itself.'
      using errcode = '22023';
  end if;
  if next_status is null or next_status not in ('in_progress', 'ready_for_edit', 'ready_to_publish') then
    raise exception 'An update is in progress, ready for edit or ready to publish.' using errcode = '22023';
  end if;
  if char_length(clean_note) > 2000 then
    raise exception 'The note can be at most 2,000 characters.' using errcode = '22001';
  end if;
  select c.update_status into previous from public.story_working_copies c where c.story_id = story for update;
  insert into public.story_working_copies as c (story_id, update_status, update_status_by, update_status_at)
  values (story, next_status, (select auth.uid()), now())
  on conflict (story_id) do update
    set update_status = excluded.update_status, update_status_by = excluded.update_status_by,
        update_status_at = excluded.update_status_at;
  insert into public.story_status_log
    (story_id, from_status, to_status, story_version, note, changed_by, changed_by_email, of_update)
  values (story, previous, next_status, live.version, clean_note, (select auth.uid()),
          (select auth.jwt() ->> 'email'), true);
  return next_status;
end
$$;

comment on function public.set_story_update_status(uuid, text, text) is
  'Moves a published story''s next version (its working copy) to in progress, ready for edit or ready to publish, and logs it (decision 201).';

revoke all on function public.set_story_update_status(uuid, text, text) from public, anon;
grant execute on function public.set_story_update_status(uuid, text, text) to authenticated, service_role;
