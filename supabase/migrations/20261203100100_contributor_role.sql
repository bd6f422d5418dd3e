-- The contributor role (issue 52, item 2; docs/decisions/183-workflow-statuses-and-contributors.md).
-- A contributor (a freelancer, a correspondent) is invited like staff and signs in to the console
-- with two factors when the admin requires it for the role. They see and edit only the stories they
-- created or are assigned to, plus everything published, and never publish or schedule: the
-- workflow rule (20261203100000) refuses those moves with its reason, and the policies below keep
-- their writes to their own unpublished stories. Editors and admins assign stories
-- (news_stories.assignee_id); a contributor never sets it, not even to themselves.

alter table public.user_roles drop constraint user_roles_role_check;
alter table public.user_roles add constraint user_roles_role_check
  check (role in ('admin', 'editor', 'contributor'));

alter table public.staff_invitations drop constraint staff_invitations_role_check;
alter table public.staff_invitations add constraint staff_invitations_role_check
  check (role in ('admin', 'editor', 'contributor'));

alter table public.two_factor_requirements drop constraint two_factor_requirements_role_check;
alter table public.two_factor_requirements add constraint two_factor_requirements_role_check
  check (role in ('admin', 'editor', 'contributor'));
insert into public.two_factor_requirements (role) values ('contributor') on conflict (role) do nothing;

alter table public.news_stories add column assignee_id uuid references auth.users (id) on delete set null;

comment on column public.news_stories.assignee_id is
  'Who the desk gave the story to (set by editors and admins only); a contributor sees and edits their assigned stories.';

create index news_stories_assignee_idx on public.news_stories (assignee_id) where assignee_id is not null;
create index story_status_log_creator_idx on public.story_status_log (changed_by, story_id) where from_status is null;

-- Who created a story: the author of its first status (the log is append-only, so nobody rewrites
-- it). Runs as its owner: the policies on news_stories call it and the log's own policies read
-- news_stories, which would recurse. Reveals only whether the caller created that story.
-- Volatile on purpose: an insert's RETURNING is checked against the read policies in the same
-- statement, and only a fresh snapshot sees the first status its trigger has just written.
create or replace function public.created_story(story uuid)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.story_status_log l
     where l.story_id = story and l.from_status is null and l.changed_by = (select auth.uid())
  )
$$;

revoke all on function public.created_story(uuid) from public, anon;
grant execute on function public.created_story(uuid) to authenticated, service_role;

-- A contributor's own stories: created by them or assigned to them.
create policy "Contributors see their own and assigned stories" on public.news_stories
  for select to authenticated
  using ((select public.has_role('contributor')) and (assignee_id = (select auth.uid()) or public.created_story(id)));
create policy "Contributors add unpublished stories" on public.news_stories
  for insert to authenticated
  with check ((select public.has_role('contributor')) and status = 'draft' and assignee_id is null);
-- Only stories still with the writer: not once an editor approved, scheduled, published or spiked them.
create policy "Contributors edit their own unpublished stories" on public.news_stories
  for update to authenticated
  using (
    (select public.has_role('contributor'))
    and workflow_status in ('pitch', 'assigned', 'in_progress', 'ready_for_edit')
    and (assignee_id = (select auth.uid()) or public.created_story(id))
  )
  with check ((select public.has_role('contributor')) and status = 'draft');

-- The status log: a contributor reads the trail of the stories they see as theirs.
drop policy "Staff read the status log of stories they see" on public.story_status_log;
create policy "Staff read the status log of stories they see" on public.story_status_log
  for select to authenticated
  using (
    ((select public.is_editor()) and exists (select 1 from public.news_stories s where s.id = story_id))
    or ((select public.has_role('contributor')) and exists (
      select 1 from public.news_stories s
       where s.id = story_id and (s.assignee_id = (select auth.uid()) or public.created_story(s.id))
    ))
  );

-- A story's first status is logged before the row is checked (see created_story), by a BEFORE
-- trigger named to run after the workflow and version triggers; the AFTER trigger logs the moves.
create or replace function public.news_stories_log_first_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.story_status_log (story_id, from_status, to_status, story_version, note, changed_by, changed_by_email)
  values (
    new.id, null, new.workflow_status, new.version,
    nullif(btrim(current_setting('newsroom.status_note', true)), ''),
    (select auth.uid()), (select auth.jwt() ->> 'email')
  );
  return new;
end
$$;

revoke execute on function public.news_stories_log_first_status() from public, anon, authenticated;

create trigger news_stories_z_log_first_status before insert on public.news_stories
  for each row execute function public.news_stories_log_first_status();

drop trigger news_stories_log_status on public.news_stories;
create trigger news_stories_log_status after update on public.news_stories
  for each row execute function public.news_stories_log_status();

-- Assignments are the desk's: a contributor who sets or changes an assignee is refused with a
-- message (RLS alone would answer "new row violates row-level security policy").
create or replace function public.news_stories_assignment_rule()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  was uuid;
begin
  if tg_op = 'UPDATE' then
    was := old.assignee_id;
  end if;
  if current_user = 'authenticated' and new.assignee_id is distinct from was and not public.is_editor() then
    raise exception 'Only an editor or admin assigns a story.' using errcode = '42501', hint = 'assignee_id';
  end if;
  return new;
end
$$;

revoke execute on function public.news_stories_assignment_rule() from public, anon, authenticated;
grant execute on function public.news_stories_assignment_rule() to service_role;

create trigger news_stories_b_assignment before insert or update of assignee_id on public.news_stories
  for each row execute function public.news_stories_assignment_rule();

-- Invitations and the users tab offer the new role (the bodies as 20261130180000 and
-- 20261122120100 left them; only the list of roles changed).
create or replace function public.invite_staff(invitee_email text, role_name text)
returns public.staff_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  address text := lower(btrim(coalesce(invitee_email, '')));
  invitation public.staff_invitations;
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if not public.two_factor_satisfied() then
    raise exception 'Two-factor sign-in required: enter a code from your authenticator app first' using errcode = '42501';
  end if;
  if role_name is null or role_name not in ('admin', 'editor', 'contributor') then
    raise exception 'Unknown role %: use admin, editor or contributor', coalesce(role_name, 'null') using errcode = '22023';
  end if;
  if not coalesce(private.is_account_email(address), false) then
    raise exception 'Enter a valid e-mail address' using errcode = '22023';
  end if;
  -- A resend: the last invitation's link was followed but no credential was set.
  if exists (select 1 from public.staff_invitations i where i.email = address and i.accepted_at is null) then
    perform private.drop_uncredentialed_invitee(address);
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = address and u.email_confirmed_at is not null) then
    raise exception 'This address already has an account: give it a role from the users list instead' using errcode = '23505';
  end if;
  -- Nobody has proved this address yet: an account waiting for it was made by whoever typed it in.
  delete from auth.users u where lower(u.email) = address and u.email_confirmed_at is null;
  delete from public.staff_invitations where email = address and accepted_at is null;
  insert into public.staff_invitations (email, role, invited_by) values (address, role_name, me)
  returning * into invitation;
  insert into public.staff_access_log (action, role, target_email, actor_user_id, actor_email)
  values ('invited', role_name, address, me, (select u.email::text from auth.users u where u.id = me));
  return invitation;
end
$$;

revoke all on function public.invite_staff(text, text) from public, anon;
grant execute on function public.invite_staff(text, text) to authenticated;

create or replace function public.set_user_role(target_user_id uuid, role_name text, enabled boolean)
returns text[]
language plpgsql
security invoker
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
begin
  if not public.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if role_name is null or role_name not in ('admin', 'editor', 'contributor') then
    raise exception 'Unknown role %: use admin, editor or contributor', coalesce(role_name, 'null') using errcode = '22023';
  end if;
  if target_user_id is null or enabled is null then
    raise exception 'target_user_id and enabled are required' using errcode = '22023';
  end if;
  if enabled then
    if target_user_id = me then
      raise exception 'You cannot grant yourself a role.' using errcode = '42501';
    end if;
    insert into public.user_roles (user_id, role) values (target_user_id, role_name)
      on conflict (user_id, role) do nothing;
  else
    if target_user_id = me and role_name = 'admin' and not public.other_admin_exists() then
      raise exception 'The last admin cannot remove their own admin role.'
        using errcode = 'P0001', hint = 'last_admin';
    end if;
    delete from public.user_roles where user_id = target_user_id and role = role_name;
  end if;
  return array(select r.role from public.user_roles r where r.user_id = target_user_id order by r.role);
end
$$;

revoke execute on function public.set_user_role(uuid, text, boolean) from public, anon;
grant execute on function public.set_user_role(uuid, text, boolean) to authenticated;
