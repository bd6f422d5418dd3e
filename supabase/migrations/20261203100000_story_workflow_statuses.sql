-- The desk's workflow statuses (issue 52, item 1; docs/decisions/183-workflow-statuses-and-contributors.md).
-- 1. news_stories.workflow_status: pitch, assigned, in_progress, ready_for_edit, ready_to_publish,
--    scheduled, published, spiked. The old publication flag (status draft | published | archived
--    with published_at) stays the reader's rule and keeps working for every other writer: each
--    follows the other in one BEFORE trigger, so a write of either leaves both consistent.
--      published   <-> status 'published', published_at now or earlier
--      scheduled   <-> status 'published', published_at in the future
--      spiked      <-> status 'archived' (readers get 404; staff keep it)
--      the others  <-> status 'draft'
-- 2. Who may move a story into which status is public.story_status_refusal(from, to): the same
--    function refuses a write (the trigger) and lists the moves the console offers
--    (public.story_status_moves). Editors and admins may make every move; a contributor (item 2)
--    may pitch, write and hand in, never publish or schedule, and never moves a story an editor
--    has approved, scheduled, published or spiked.
-- 3. story_status_log: every change (who, when, the story's version, a note), written by a trigger;
--    nobody updates or deletes it, not even the service role or the table's owner.

alter table public.news_stories add column workflow_status text not null default 'in_progress'
  constraint news_stories_workflow_status_check check (workflow_status in (
    'pitch', 'assigned', 'in_progress', 'ready_for_edit', 'ready_to_publish', 'scheduled', 'published', 'spiked'
  ));

comment on column public.news_stories.workflow_status is
  'The desk''s status (pitch … published, spiked). status/published_at follow it and it follows them; '
  'a scheduled story whose time has come reads as published (public.story_workflow_status).';

-- Stories that exist already take the status their publication flag says. Without the triggers:
-- this is not an edit (no new version, revision or purge).
alter table public.news_stories disable trigger user;
update public.news_stories
   set workflow_status = case
     when status = 'archived' then 'spiked'
     when status = 'published' and published_at > now() then 'scheduled'
     when status = 'published' then 'published'
     else 'in_progress'
   end;
alter table public.news_stories enable trigger user;

create index news_stories_workflow_status_idx on public.news_stories (workflow_status, created_at desc);

-- A scheduled story goes live by the clock, with no write: it reads as published from then on.
create or replace function public.story_workflow_status(workflow_status text, status text, published_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when workflow_status = 'scheduled' and status = 'published' and published_at <= now() then 'published'
    else workflow_status
  end
$$;

create or replace function public.story_status_label(status text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'pitch' then 'Pitch'
    when 'assigned' then 'Assigned'
    when 'in_progress' then 'In progress'
    when 'ready_for_edit' then 'Ready for edit'
    when 'ready_to_publish' then 'Ready to publish'
    when 'scheduled' then 'Scheduled'
    when 'published' then 'Published'
    when 'spiked' then 'Spiked'
    else status
  end
$$;

-- Why the caller may not move a story from one status to another; null when they may. The one
-- rule: the trigger refuses with this text and the console offers only moves it allows.
create or replace function public.story_status_refusal(from_status text, to_status text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when from_status is not distinct from to_status then null
    when (select public.is_editor()) then null
    when not (select public.has_role('contributor')) then
      'Only editors and admins change a story''s status.'
    when to_status in ('ready_to_publish', 'scheduled', 'published') then
      format('Contributors cannot move a story to %s: hand it in as Ready for edit and an editor publishes it.',
             public.story_status_label(to_status))
    when to_status in ('assigned', 'spiked') then
      format('Only an editor or admin moves a story to %s.', public.story_status_label(to_status))
    when from_status in ('ready_to_publish', 'scheduled', 'published', 'spiked') then
      format('Only an editor or admin changes the status of a story that is %s.', public.story_status_label(from_status))
    else null
  end
$$;

comment on function public.story_status_refusal(text, text) is
  'Why the signed-in user may not move a story between these workflow statuses; null when they may.';

-- Keeps workflow_status and the publication flag in step, and applies the rule to API writers.
-- Named to run first among the BEFORE triggers (name order): the publication trigger then sees
-- the final status, and the version guard the final row.
create or replace function public.news_stories_workflow()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  was text;
  chosen boolean := new.workflow_status <> 'in_progress';
  flag_written boolean := true;
  refusal text;
begin
  if tg_op = 'UPDATE' then
    was := public.story_workflow_status(old.workflow_status, old.status, old.published_at);
    chosen := new.workflow_status is distinct from old.workflow_status;
    flag_written := new.status is distinct from old.status or new.published_at is distinct from old.published_at;
  end if;
  -- On insert the column's default means "not chosen": the publication flag decides.
  if chosen then
    -- The desk's status was chosen: the publication flag follows it.
    new.status := case new.workflow_status
      when 'published' then 'published'
      when 'scheduled' then 'published'
      when 'spiked' then 'archived'
      else 'draft'
    end;
    if new.workflow_status = 'published' and new.published_at > now() then
      new.published_at := null;
    elsif new.workflow_status = 'scheduled' and (new.published_at is null or new.published_at <= now()) then
      raise exception 'Choose a publication time in the future to schedule this story.'
        using errcode = '22023', hint = 'workflow_status';
    end if;
  elsif flag_written then
    -- The publication flag was written (the story form, the API, tools): the desk's status follows.
    new.workflow_status := case
      when new.status = 'archived' then 'spiked'
      when new.status = 'published' and new.published_at > now() then 'scheduled'
      when new.status = 'published' then 'published'
      when was in ('scheduled', 'published', 'spiked') then 'in_progress'
      else new.workflow_status
    end;
  end if;
  if current_user = 'authenticated' then
    refusal := public.story_status_refusal(was, new.workflow_status);
    if refusal is not null then
      raise exception '%', refusal using errcode = '42501', hint = 'workflow_status';
    end if;
  end if;
  return new;
end
$$;

revoke execute on function public.news_stories_workflow() from public, anon, authenticated;
grant execute on function public.news_stories_workflow() to service_role;

create trigger news_stories_a_workflow before insert or update on public.news_stories
  for each row execute function public.news_stories_workflow();

-- A move of the desk's status alone is no new edit version: an open form stays current.
create or replace function public.guard_edit_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  not_content constant text[] :=
    array['version', 'is_featured', 'updated_at', 'created_at', 'excerpt', 'search_vector', 'first_published_at',
          'workflow_status'];
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

-- The log ---------------------------------------------------------------------------------------

create table public.story_status_log (
  id bigint generated always as identity primary key,
  -- No foreign key: the trail outlives a deleted story (and a cascade would have to delete it).
  story_id uuid not null,
  -- Null for the status a story was created with.
  from_status text,
  to_status text not null,
  -- The story's saved version the status was given to.
  story_version integer not null,
  note text constraint story_status_log_note_length check (char_length(note) <= 2000),
  -- Null for the service role, the seed and tools; the e-mail is copied at the time.
  changed_by uuid,
  changed_by_email text,
  created_at timestamptz not null default now()
);

comment on table public.story_status_log is
  'Append-only: every change of a story''s workflow status (who, when, which version, a note), written by a trigger.';

create index story_status_log_story_idx on public.story_status_log (story_id, id desc);

alter table public.story_status_log enable row level security;

-- Staff who may see the story read its trail (the story's own read policies decide, and readers,
-- who see published stories, are not staff).
create policy "Staff read the status log of stories they see" on public.story_status_log
  for select to authenticated
  using (
    ((select public.is_editor()) or (select public.has_role('contributor')))
    and exists (select 1 from public.news_stories s where s.id = story_id)
  );
create policy "Staff reads need two-factor when enrolled" on public.story_status_log
  as restrictive for select to authenticated using ((select public.two_factor_satisfied()));

revoke all on public.story_status_log from public, anon, authenticated, service_role;
grant select on public.story_status_log to authenticated, service_role;

-- Even the owner (a later migration, a console on the database) cannot rewrite the trail.
create or replace function public.story_status_log_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The status log is append-only: its entries are never changed or deleted.'
    using errcode = '42501';
end
$$;

revoke execute on function public.story_status_log_append_only() from public, anon, authenticated;

create trigger story_status_log_append_only before update or delete on public.story_status_log
  for each row execute function public.story_status_log_append_only();
create trigger story_status_log_no_truncate before truncate on public.story_status_log
  for each statement execute function public.story_status_log_append_only();

-- Writes the log after the row is final (its version counted). Runs as its owner: nobody inserts
-- into the log through the API. A spiked story's preview links stop working: readers get 404.
create or replace function public.news_stories_log_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was text;
begin
  if tg_op = 'UPDATE' then
    was := public.story_workflow_status(old.workflow_status, old.status, old.published_at);
    if was = new.workflow_status then
      return null;
    end if;
  end if;
  insert into public.story_status_log (story_id, from_status, to_status, story_version, note, changed_by, changed_by_email)
  values (
    new.id, was, new.workflow_status, new.version,
    nullif(btrim(current_setting('newsroom.status_note', true)), ''),
    (select auth.uid()), (select auth.jwt() ->> 'email')
  );
  if new.workflow_status = 'spiked' then
    update public.story_preview_links set revoked_at = now() where story_id = new.id and revoked_at is null;
  end if;
  return null;
end
$$;

revoke execute on function public.news_stories_log_status() from public, anon, authenticated;

create trigger news_stories_log_status after insert or update on public.news_stories
  for each row execute function public.news_stories_log_status();

-- What the console calls -----------------------------------------------------------------------

-- Moves a story with a note. Runs as the caller: the story's write policies, the two-factor rule
-- and the trigger's rule all apply as to any update.
create or replace function public.set_story_status(story uuid, next_status text, note text default null)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  moved record;
begin
  if char_length(note) > 2000 then
    raise exception 'A status note has at most 2,000 characters.' using errcode = '22001';
  end if;
  perform set_config('newsroom.status_note', coalesce(note, ''), true);
  update public.news_stories s set workflow_status = next_status
   where s.id = story
  returning s.id, s.workflow_status, s.status, s.published_at, s.version into moved;
  perform set_config('newsroom.status_note', '', true);
  if moved.id is null then
    raise exception 'This story does not exist or you cannot change it.' using errcode = 'P0002';
  end if;
  return jsonb_build_object(
    'id', moved.id, 'workflow_status', moved.workflow_status, 'status', moved.status,
    'published_at', moved.published_at, 'version', moved.version
  );
end
$$;

comment on function public.set_story_status(uuid, text, text) is
  'Moves a story to a workflow status with an optional note (the log keeps it); refused with the rule''s reason.';

-- The statuses the caller may move a story to now, in the desk's order (empty for a story they
-- cannot see or change).
create or replace function public.story_status_moves(story uuid)
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(target order by ord), '{}')
    from public.news_stories s,
         unnest(array['pitch', 'assigned', 'in_progress', 'ready_for_edit', 'ready_to_publish', 'scheduled',
                      'published', 'spiked']) with ordinality as t (target, ord)
   where s.id = story
     and target <> public.story_workflow_status(s.workflow_status, s.status, s.published_at)
     and public.story_status_refusal(public.story_workflow_status(s.workflow_status, s.status, s.published_at), target) is null
$$;

revoke all on function public.set_story_status(uuid, text, text), public.story_status_moves(uuid),
  public.story_status_refusal(text, text) from public, anon;
grant execute on function public.set_story_status(uuid, text, text), public.story_status_moves(uuid),
  public.story_status_refusal(text, text) to authenticated, service_role;
grant execute on function public.story_workflow_status(text, text, timestamptz), public.story_status_label(text)
  to anon, authenticated, service_role;
