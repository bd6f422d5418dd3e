-- An open story form learns that its story went to the trash or was deleted (issue 50's Bad input;
-- decision 203; docs/product/co-editing.md). Realtime sends a change only to those who may read the
-- new row, and a trashed story is hidden from every API role (20261204500000), so the consoles on
-- it are never told of the trash itself. This staff-readable signal, in the realtime publication,
-- is: a row per story that left (trashed or deleted), with who moved it when known; a restore
-- removes it, so the story opens and co-edits again.

create table public.story_edit_endings (
  story_id uuid primary key,
  ending text not null constraint story_edit_endings_ending_check check (ending in ('trashed', 'deleted')),
  ended_by_name text,
  ended_at timestamptz not null default now()
);

comment on table public.story_edit_endings is
  'Realtime signal: the story was moved to the trash or deleted; open forms end their session (decision 203).';

alter table public.story_edit_endings enable row level security;

-- The staff who may co-edit a story (may_coedit_story's rule, without the story, which is gone).
create policy "Co-editors read story endings" on public.story_edit_endings
  for select to authenticated using (public.is_editor() and public.two_factor_satisfied());

revoke all on table public.story_edit_endings from anon, authenticated;
grant select on table public.story_edit_endings to authenticated;
grant select, insert, update, delete on table public.story_edit_endings to service_role;

-- Runs as its owner: nobody writes the signal directly. The name is the Trash tab's (trashed_items).
create or replace function private.signal_story_edit_ending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ending text := case
    when tg_op = 'DELETE' then 'deleted'
    when new.deleted_at is not null and old.deleted_at is null then 'trashed'
  end;
  story uuid := coalesce(new.id, old.id);
begin
  if tg_op = 'UPDATE' and new.deleted_at is null and old.deleted_at is not null then
    delete from public.story_edit_endings e where e.story_id = story;
  end if;
  if ending is null then
    return null;
  end if;
  insert into public.story_edit_endings (story_id, ending, ended_by_name)
  values (
    story,
    ending,
    (select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'full_name'), ''), split_part(u.email, '@', 1))::text
       from auth.users u where u.id = (select auth.uid()))
  )
  on conflict (story_id) do update
    set ending = excluded.ending, ended_by_name = excluded.ended_by_name, ended_at = now();
  return null;
end
$$;

revoke all on function private.signal_story_edit_ending() from public, anon, authenticated;

create trigger news_stories_signal_edit_ending after update of deleted_at or delete on public.news_stories
  for each row execute function private.signal_story_edit_ending();

alter publication supabase_realtime add table public.story_edit_endings;
