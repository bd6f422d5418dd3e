-- Security review of the workflow statuses and the contributor role (decision 183; 20261203100000,
-- 20261203100100) and of editorial comments for contributors (decision 184).
--
-- 1. Who created a story was read from its first status-log entry, which a BEFORE INSERT trigger
--    writes. PostgreSQL runs BEFORE INSERT triggers (and the insert's RLS check) before it finds an
--    ON CONFLICT, so a contributor's `insert … on conflict (id) do nothing` naming another story's
--    id wrote an entry saying they had created it: they then read, edited and read the log of a
--    story that was not theirs. The creator now lives in story_assignments.created_by, set once by
--    the insert trigger to the caller and never writable through the API, and the trigger records
--    nothing (no creator, no first status) when the story already exists. Existing stories take
--    the author of their earliest first-status entry (a forged one always came later).
-- 2. A contributor's insert or update with is_featured = true fired the single-featured trigger
--    (SECURITY DEFINER), which took the lead story off the home page: contributors' rows are never
--    featured.
-- 3. news_stories.assignee_id named a staff user on every published row (anon read it). The
--    assignment moves with the creator to the staff-only story_assignments (one row per story):
--    editors and admins read every row and change assignee_id; a contributor reads the rows that
--    name them; readers and anon read nothing.
-- 4. story_status_log.changed_by_email (editors' e-mail addresses) was readable by contributors:
--    the API roles read every column but that one (the id stays; names come from
--    story_coeditor_names). The service role keeps it.
-- 5. A story scheduled for 10:00 and edited at 11:00 with its status and time unchanged was logged
--    as "published → scheduled" (the clock said published, the row still said scheduled), on every
--    later edit. An update that writes neither the desk's status nor the publication flag now
--    stores what the clock says, which is no move and no log entry.
-- 6. An assignment bumped news_stories.version (assignee_id was content to guard_edit_version), so
--    the writer's next save from an open form was refused: it is no longer a column of the story.
-- 7. Comments: contributors comment on the stories they created or are assigned to (decision 184
--    said they would). may_coedit_story stays editors' and admins': it also opens the co-editing
--    channel, working copy, preview links and co-editor names, which decision 183 keeps from
--    contributors. The comments ask public.may_comment_on_story instead.

-- 1, 3, 6 ---------------------------------------------------------------------------------------

create table public.story_assignments (
  -- Checked at commit: the insert trigger writes this row before its story's row exists.
  story_id uuid primary key
    constraint story_assignments_story_id_fkey references public.news_stories (id) on delete cascade
    deferrable initially deferred,
  -- Set by the story's insert trigger to the caller (null for the service role, the seed, tools).
  created_by uuid references auth.users (id) on delete set null,
  -- Set by editors and admins only.
  assignee_id uuid references auth.users (id) on delete set null,
  assigned_at timestamptz
);

comment on table public.story_assignments is
  'Staff-only, one row per story: who created it (set by the insert trigger) and who the desk assigned it to (decision 183).';

create index story_assignments_created_by_idx on public.story_assignments (created_by) where created_by is not null;
create index story_assignments_assignee_idx on public.story_assignments (assignee_id) where assignee_id is not null;

alter table public.story_assignments enable row level security;

create policy "Editors read every assignment" on public.story_assignments
  for select to authenticated using ((select public.is_editor()));
create policy "Contributors read the assignments that name them" on public.story_assignments
  for select to authenticated
  using ((select public.has_role('contributor'))
         and (created_by = (select auth.uid()) or assignee_id = (select auth.uid())));
create policy "Editors assign stories" on public.story_assignments
  for update to authenticated
  using ((select public.is_editor())) with check ((select public.is_editor()));
-- Their own rows reach the trigger, which refuses an assignment with its message (RLS alone would
-- match no row).
create policy "Contributors' own rows reach the assignment rule" on public.story_assignments
  for update to authenticated
  using ((select public.has_role('contributor'))
         and (created_by = (select auth.uid()) or assignee_id = (select auth.uid())))
  with check ((select public.has_role('contributor')));
create policy "Staff reads need two-factor when enrolled" on public.story_assignments
  as restrictive for select to authenticated using ((select public.two_factor_satisfied()));
create policy "Staff writes need two-factor when enrolled" on public.story_assignments
  as restrictive for update to authenticated
  using ((select public.two_factor_satisfied())) with check ((select public.two_factor_satisfied()));

revoke all on public.story_assignments from public, anon, authenticated, service_role;
grant select on public.story_assignments to authenticated, service_role;
grant update (assignee_id) on public.story_assignments to authenticated, service_role;

create or replace function public.story_assignments_rule()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.assignee_id is distinct from old.assignee_id then
    if current_user = 'authenticated' and not public.is_editor() then
      raise exception 'Only an editor or admin assigns a story.' using errcode = '42501', hint = 'assignee_id';
    end if;
    new.assigned_at := case when new.assignee_id is not null then now() end;
  end if;
  return new;
end
$$;

revoke execute on function public.story_assignments_rule() from public, anon, authenticated;
grant execute on function public.story_assignments_rule() to service_role;

create trigger story_assignments_rule before update on public.story_assignments
  for each row execute function public.story_assignments_rule();

-- The existing stories' rows, after the table's last DDL: their foreign-key checks wait for the
-- commit (deferred), and PostgreSQL refuses to alter a table with checks pending; checked now.
insert into public.story_assignments (story_id, created_by, assignee_id, assigned_at)
select s.id,
       (select u.id from auth.users u
         where u.id = (select l.changed_by from public.story_status_log l
                        where l.story_id = s.id and l.from_status is null order by l.id limit 1)),
       s.assignee_id,
       case when s.assignee_id is not null then now() end
  from public.news_stories s;
set constraints public.story_assignments_story_id_fkey immediate;

-- The old column, its rule and the policies that read it.
drop policy "Contributors see their own and assigned stories" on public.news_stories;
drop policy "Contributors add unpublished stories" on public.news_stories;
drop policy "Contributors edit their own unpublished stories" on public.news_stories;
drop policy "Staff read the status log of stories they see" on public.story_status_log;
drop trigger news_stories_b_assignment on public.news_stories;
drop function public.news_stories_assignment_rule();
alter table public.news_stories drop column assignee_id;
drop index public.story_status_log_creator_idx;

-- Whether the caller created the story: its creator as the insert trigger recorded it. Volatile
-- and SECURITY DEFINER as before (an insert's RETURNING is checked in the same statement, and only
-- a fresh snapshot sees the row its trigger has just written). Reveals only that yes or no.
create or replace function public.created_story(story uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.story_assignments a
     where a.story_id = story and a.created_by = (select auth.uid())
  )
$$;

-- The story's creator and its first status, once: not for an INSERT … ON CONFLICT that names a
-- story which exists (BEFORE triggers run before the conflict is found). Runs as its owner:
-- nobody writes either table's rows through the API.
create or replace function public.news_stories_log_first_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.news_stories s where s.id = new.id) then
    return new;
  end if;
  insert into public.story_assignments (story_id, created_by) values (new.id, (select auth.uid()))
    on conflict (story_id) do nothing;
  insert into public.story_status_log (story_id, from_status, to_status, story_version, note, changed_by, changed_by_email)
  values (
    new.id, null, new.workflow_status, new.version,
    nullif(btrim(current_setting('newsroom.status_note', true)), ''),
    (select auth.uid()), (select auth.jwt() ->> 'email')
  );
  return new;
end
$$;

-- A contributor's own stories: created by them or assigned to them (the assignment read under the
-- policies above). Never featured (item 2).
create policy "Contributors see their own and assigned stories" on public.news_stories
  for select to authenticated
  using (
    (select public.has_role('contributor'))
    and (public.created_story(id)
         or exists (select 1 from public.story_assignments a
                     where a.story_id = news_stories.id and a.assignee_id = (select auth.uid())))
  );
create policy "Contributors add unpublished stories" on public.news_stories
  for insert to authenticated
  with check ((select public.has_role('contributor')) and status = 'draft' and not is_featured);
create policy "Contributors edit their own unpublished stories" on public.news_stories
  for update to authenticated
  using (
    (select public.has_role('contributor'))
    and workflow_status in ('pitch', 'assigned', 'in_progress', 'ready_for_edit')
    and (public.created_story(id)
         or exists (select 1 from public.story_assignments a
                     where a.story_id = news_stories.id and a.assignee_id = (select auth.uid())))
  )
  with check ((select public.has_role('contributor')) and status = 'draft' and not is_featured);

-- 4 and the log's read rule on the new table ----------------------------------------------------

create policy "Staff read the status log of stories they see" on public.story_status_log
  for select to authenticated
  using (
    ((select public.is_editor()) and exists (select 1 from public.news_stories s where s.id = story_id))
    or ((select public.has_role('contributor')) and exists (
      select 1 from public.news_stories s
       where s.id = story_id
         and (public.created_story(s.id)
              or exists (select 1 from public.story_assignments a
                          where a.story_id = s.id and a.assignee_id = (select auth.uid())))
    ))
  );

revoke select on public.story_status_log from authenticated;
grant select (id, story_id, from_status, to_status, story_version, note, changed_by, created_at)
  on public.story_status_log to authenticated;

-- 5 ---------------------------------------------------------------------------------------------

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
  elsif tg_op = 'UPDATE' then
    -- Neither was written: the story keeps the status it reads as. A scheduled story whose time
    -- has come is stored as published, which is no move (nothing is logged).
    new.workflow_status := was;
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

-- 7 ---------------------------------------------------------------------------------------------

-- Who may read and write a story's comments: whoever may co-edit it (editors and admins), and a
-- contributor on a story they created or are assigned to, meeting their two-factor rule, while the
-- story exists. Runs as the caller. Volatile: it asks created_story.
create or replace function public.may_comment_on_story(story uuid)
returns boolean
language sql
volatile
set search_path = ''
as $$
  select coalesce(public.may_coedit_story(story), false)
      or (public.has_role('contributor') and public.two_factor_satisfied()
          and exists (select 1 from public.news_stories s where s.id = story)
          and (public.created_story(story)
               or exists (select 1 from public.story_assignments a
                           where a.story_id = story and a.assignee_id = (select auth.uid()))))
$$;

comment on function public.may_comment_on_story(uuid) is
  'Whether the caller may read and write this story''s editorial comments (decision 184).';

revoke all on function public.may_comment_on_story(uuid) from public, anon;
grant execute on function public.may_comment_on_story(uuid) to authenticated, service_role;

drop policy "Staff with rights on the story read its comments" on public.story_comments;
drop policy "Staff with rights on the story comment on it" on public.story_comments;
drop policy "Staff with rights on the story update its comments" on public.story_comments;
drop policy "Authors delete their comments; admins any" on public.story_comments;

create policy "Staff with rights on the story read its comments" on public.story_comments
  for select to authenticated using ((select public.may_comment_on_story(story_id)));
create policy "Staff with rights on the story comment on it" on public.story_comments
  for insert to authenticated
  with check ((select public.may_comment_on_story(story_id)) and author_id = (select auth.uid()));
create policy "Staff with rights on the story update its comments" on public.story_comments
  for update to authenticated
  using ((select public.may_comment_on_story(story_id)))
  with check ((select public.may_comment_on_story(story_id)));
create policy "Authors delete their comments; admins any" on public.story_comments
  for delete to authenticated
  using ((select public.may_comment_on_story(story_id))
         and (author_id = (select auth.uid()) or (select public.is_admin())));

-- The comment trigger's rules as 20261203170000 leaves them (an account's deletion passes), asking
-- the comments' helper. A function of its own: 20261203170000 sorts after this migration and
-- replaces story_comments_check(), which no trigger calls any more.
create or replace function public.story_comments_rules()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  parent public.story_comments%rowtype;
begin
  if char_length(new.body) > 5000 then
    raise exception 'A comment is at most 5,000 characters' using errcode = '22023';
  end if;
  if btrim(new.body, E' \t\r\n') = '' then
    raise exception 'A comment cannot be empty' using errcode = '22023';
  end if;
  if tg_op = 'INSERT' then
    -- Said before anything about the parent, which the caller may have no right to learn of.
    if caller is not null and not coalesce(public.may_comment_on_story(new.story_id), false) then
      raise exception 'Only staff who may edit this story may comment on it' using errcode = '42501';
    end if;
    new.author_id := coalesce(caller, new.author_id);
    new.created_at := now();
    new.edited_at := null;
    new.resolved_at := null;
    new.resolved_by := null;
    if new.parent_id is not null then
      select * into parent from public.story_comments c where c.id = new.parent_id;
      if not found or parent.story_id <> new.story_id then
        raise exception 'A reply must answer a comment on the same story' using errcode = '22023';
      end if;
      if parent.parent_id is not null then
        raise exception 'A reply answers the first comment of its thread' using errcode = '22023';
      end if;
    end if;
    return new;
  end if;
  -- Not an API writer: a foreign key's set-null when an account is deleted (run as the table's
  -- owner), or the owner's own maintenance. The row is written as it is.
  if current_user not in ('anon', 'authenticated', 'service_role') then
    return new;
  end if;
  if (new.story_id, new.parent_id, new.author_id, new.created_at)
     is distinct from (old.story_id, old.parent_id, old.author_id, old.created_at) then
    raise exception 'A comment keeps its story, thread, author and time' using errcode = '22023';
  end if;
  new.edited_at := old.edited_at;
  if new.body is distinct from old.body then
    if caller is not null and caller is distinct from old.author_id then
      raise exception 'You can edit only your own comments' using errcode = '42501';
    end if;
    new.edited_at := now();
  end if;
  new.resolved_by := old.resolved_by;
  if (new.resolved_at is null) = (old.resolved_at is null) then
    new.resolved_at := old.resolved_at;
  elsif old.parent_id is not null then
    raise exception 'A thread is resolved by its first comment, not a reply' using errcode = '22023';
  elsif new.resolved_at is null then
    new.resolved_by := null;
  else
    new.resolved_at := now();
    new.resolved_by := caller;
  end if;
  return new;
end
$$;

-- A trigger function: nobody calls it through the API.
revoke execute on function public.story_comments_rules() from public, anon, authenticated;
grant execute on function public.story_comments_rules() to service_role;

drop trigger story_comments_check on public.story_comments;
create trigger story_comments_check before insert or update on public.story_comments
  for each row execute function public.story_comments_rules();
-- The old rule function: no trigger calls it now.
drop function public.story_comments_check();
